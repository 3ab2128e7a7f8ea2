/** A provider payment's state as a colour, the same on the participant's and the admin's screens. */
export const PAYMENT_STATUS_COLORS = {
  pending: 'blue',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  refunded: 'orange',
} as const;
