// Spec: judges give whole numbers from 1 to 10; any other click is ignored.
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

export function isValidScore(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= SCORE_MIN && (value as number) <= SCORE_MAX;
}

// Judge tabs split at the award line: "Score ≥ 7" are the entries that would be awarded on their own.
export const HIGH_SCORE_THRESHOLD = 7;

export function isHighScore(score: number): boolean {
  return score >= HIGH_SCORE_THRESHOLD;
}

export const AWARDS = ['awarded', 'honorable', 'not_awarded'] as const;
export type Award = (typeof AWARDS)[number];

export const AWARDED_MIN = 7;
// A normal contest averages two whole scores, so final scores move in steps of 0.5 and 6.5 is the
// only value between 6 and 7: an honourable mention is "one judge gave 7, the other 6".
export const HONORABLE_MIN = 6.5;
// An extra contest has one judge, so its final score is that judge's whole number and 6 is the
// only value in [6, 7): the spec's "exactly 6". We test the range so both forms agree.
export const EXTRA_HONORABLE_MIN = 6;

export type JudgeScores = {
  judge1Score: number | null;
  judge2Score: number | null;
  isExtra: boolean;
};

/** Extra contests have no second judge: judge 1 alone decides, and a stray judge 2 score is ignored. */
export function isEvaluated({ judge1Score, judge2Score, isExtra }: JudgeScores): boolean {
  if (isExtra) return judge1Score !== null;
  return judge1Score !== null && judge2Score !== null;
}

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The mean of both judges (judge 1 alone in extra contests), or null while a needed score is missing. */
export function computeFinalScore(scores: JudgeScores): number | null {
  if (!isEvaluated(scores)) return null;
  const { judge1Score, judge2Score, isExtra } = scores;
  if (isExtra) return roundTo2(judge1Score as number);
  return roundTo2(((judge1Score as number) + (judge2Score as number)) / 2);
}

export function awardFor(finalScore: number | null, isExtra: boolean): Award | null {
  if (finalScore === null) return null;
  if (finalScore >= AWARDED_MIN) return 'awarded';
  const honorableMin = isExtra ? EXTRA_HONORABLE_MIN : HONORABLE_MIN;
  return finalScore >= honorableMin ? 'honorable' : 'not_awarded';
}

/**
 * PostgreSQL twin of computeFinalScore over columns judge1_score, judge2_score and is_extra, for
 * sorting and filtering in SQL. A NULL score propagates through + and ROUND, which is the "missing
 * score" rule for free. Keep it equivalent to the TS function (tested against a real database).
 */
export const FINAL_SCORE_SQL =
  'CASE WHEN is_extra THEN ROUND(judge1_score::numeric, 2) ' +
  'ELSE ROUND((judge1_score + judge2_score)::numeric / 2, 2) END';

/** PostgreSQL twin of awardFor over any SQL expression yielding the final score and column is_extra. */
export function buildAwardSql(finalScoreSql: string): string {
  const score = `(${finalScoreSql})`;
  return (
    `CASE WHEN ${score} IS NULL THEN NULL ` +
    `WHEN ${score} >= ${AWARDED_MIN} THEN 'awarded' ` +
    `WHEN ${score} >= CASE WHEN is_extra THEN ${EXTRA_HONORABLE_MIN} ELSE ${HONORABLE_MIN} END THEN 'honorable' ` +
    `ELSE 'not_awarded' END`
  );
}

/** Award text ('awarded' | 'honorable' | 'not_awarded', or NULL) from the judge columns. */
export const AWARD_SQL = buildAwardSql(FINAL_SCORE_SQL);
