// Where the pre-filter judge has put a photo (spec section 4). One list, in this order: the order
// the screens show the tabs and filters in, and the database enum's values.
export const PRE_FILTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PreFilterStatus = (typeof PRE_FILTER_STATUSES)[number];
