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

/**
 * The year an award belongs to (the dashboard once used the entry's date, the admin rankings
 * the contest's start): the São Paulo calendar year in which the contest STARTS. An entry sent on
 * 2 January to a contest that started in December counts in December's year, with the contest's
 * other entries; statistics, rankings, the users list and the dashboard all use this rule.
 *
 * SQL twin: the contest alias's start instant within the year, as a range on starts_at so the
 * index on it serves the filter. `year` and `timeZone` are SQL parameter placeholders ('$2').
 */
export function awardYearSql(contestAlias: string, year: string, timeZone: string): string {
  return `${contestAlias}.starts_at >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, ${timeZone}::text)
    AND ${contestAlias}.starts_at < make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, ${timeZone}::text)`;
}
