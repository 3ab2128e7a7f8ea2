// Disagreement between the two judges. Pairs like 10/3, 9/4 and 7/1 occur;
// when the two scores of an entry differ by at least the contest's threshold, the entry is flagged
// for the admin (results and statistics). Extra contests have one judge and never disagree.

export const DISAGREEMENT_THRESHOLD_DEFAULT = 3;
export const DISAGREEMENT_THRESHOLD_MIN = 1;
export const DISAGREEMENT_THRESHOLD_MAX = 9;

export function isDisagreement(input: {
  judge1Score: number | null;
  judge2Score: number | null;
  isExtra: boolean;
  threshold: number;
}): boolean {
  if (input.isExtra || input.judge1Score === null || input.judge2Score === null) return false;
  return Math.abs(input.judge1Score - input.judge2Score) >= input.threshold;
}

/** SQL twin over judge1_score, judge2_score (alias s), is_extra and disagreement_threshold (alias c). */
export function disagreementSql(s: string, c: string): string {
  return `(NOT ${c}.is_extra AND ${s}.judge1_score IS NOT NULL AND ${s}.judge2_score IS NOT NULL
    AND abs(${s}.judge1_score - ${s}.judge2_score) >= ${c}.disagreement_threshold)`;
}
