// Where the pre-filter judge has put a photo (spec section 4). One list, in this order: the order
// the screens show the tabs and filters in, and the database enum's values.
export const PRE_FILTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PreFilterStatus = (typeof PRE_FILTER_STATUSES)[number];

/**
 * Whether a participant sees where the pre-filter put their photos in a contest (spec section 2): the
 * contest shows pre-filter results and takes photos. My Submissions offers its Status filter for such a
 * contest, and in the all-contests view when one of theirs is such a contest.
 */
export function showsPreFilterStatus(contest: {
  category: 'photo' | 'video';
  showPreFilterResults: boolean;
}) {
  return contest.category === 'photo' && contest.showPreFilterResults;
}
