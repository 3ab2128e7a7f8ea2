// Provenance of an entry's scores (docs/decisions/results.md, "Admin results
// screens"). A score belongs to the judge who gave it
// (submissions.judge1_id / judge2_id), not to the slot: after a replacement with "keep their
// scores", the kept scores stay attributed to the judge who left, marked as kept. An adjudicator's
// score is shown with the score it replaced, so the final score follows from what is shown.

/** Which judge score an adjudicator's score replaced: the one further from it, or both when equally far. */
export const REPLACED_SCORES = ['judge1', 'judge2', 'both'] as const;
export type ReplacedScore = (typeof REPLACED_SCORES)[number];

/**
 * The score the adjudicator's replaced (adjudication.ts's rule: the further judge score goes; when
 * two different judge scores are equally far, the adjudicator's score is exactly their mean and is the
 * final score on its own, so both went), or null while any of the three scores is missing, and when the
 * two judges gave the same score: then there is no disagreement, the adjudicator's score counts for
 * nothing and the final is the judges' own score (a correction clears such an adjudication; until the
 * clearing has run, nothing is shown as replaced).
 */
export function replacedScoreOf(
  judge1: number | null,
  judge2: number | null,
  adjudicator: number | null,
): ReplacedScore | null {
  if (judge1 === null || judge2 === null || adjudicator === null || judge1 === judge2) return null;
  const distance1 = Math.abs(judge1 - adjudicator);
  const distance2 = Math.abs(judge2 - adjudicator);
  if (distance1 === distance2) return 'both';
  return distance1 > distance2 ? 'judge1' : 'judge2';
}

/** SQL twin of replacedScoreOf over `s`'s judge1_score, judge2_score and adjudicator_score ('judge1'…, or NULL). */
export function replacedScoreSql(s: string): string {
  const d1 = `abs(${s}.judge1_score - ${s}.adjudicator_score)`;
  const d2 = `abs(${s}.judge2_score - ${s}.adjudicator_score)`;
  return `(CASE WHEN ${s}.judge1_score IS NULL OR ${s}.judge2_score IS NULL OR ${s}.adjudicator_score IS NULL
      OR ${s}.judge1_score = ${s}.judge2_score THEN NULL
    WHEN ${d1} = ${d2} THEN 'both' WHEN ${d1} > ${d2} THEN 'judge1' ELSE 'judge2' END)`;
}

/**
 * A side's score is "kept" when someone other than the slot's current holder gave it: the admin
 * replaced that judge and kept their scores (or the judge's account is gone, `givenBy` null).
 */
export function isKeptScore(
  score: number | null,
  givenBy: string | null,
  slotHolder: string | null,
): boolean {
  return score !== null && givenBy !== slotHolder;
}

/** SQL twin of isKeptScore. */
export function keptScoreSql(score: string, givenBy: string, slotHolder: string): string {
  return `(${score} IS NOT NULL AND ${givenBy} IS DISTINCT FROM ${slotHolder})`;
}

export type ParticipantAdjudication = { score: number; replaced: ReplacedScore };

/** An adjudicated entry as its participant sees it (no identities: judging is blind), or null. */
export function participantAdjudicationOf(
  judge1: number | null,
  judge2: number | null,
  adjudicator: number | null,
): ParticipantAdjudication | null {
  const replaced = replacedScoreOf(judge1, judge2, adjudicator);
  return replaced === null || adjudicator === null ? null : { score: adjudicator, replaced };
}
