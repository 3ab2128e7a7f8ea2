// How many awards a participant has in a year (the participant dashboard and the admin rankings).
//
// The administration keeps a yearly award count per participant (award_counts, set in the admin
// participants list). It is the association's official number: it may include awards won outside
// Jurado, and it normally already includes the ones won here. So when it is set it REPLACES the
// count Jurado computes from judged entries; it is never added to it, which would count Jurado's
// own awards twice. An explicit 0 is a number too ("no awards this year"), unlike no count at all.

export type AwardCountSource = 'manual' | 'computed';

export type YearlyAwardCount = { count: number; source: AwardCountSource };

export function yearlyAwardCount(input: {
  manual: number | null | undefined;
  computed: number;
}): YearlyAwardCount {
  if (input.manual !== null && input.manual !== undefined) return { count: input.manual, source: 'manual' };
  return { count: input.computed, source: 'computed' };
}
