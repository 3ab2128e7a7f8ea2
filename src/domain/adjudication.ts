// Adjudication of a disagreement (docs/decisions/judging.md).
//
// When the two judges of an entry disagree (disagreement.ts), the admin may assign an adjudicator: a
// scoring judge of the entry's category who is not on the entry and has no entry in the contest. The
// adjudicator scores blind; their score replaces the judge score further from it, and the final score
// is the mean of the adjudicator's score and the closer judge's. When both judges are equally far from
// it, no judge score is "further": the final score is the judges' own mean. That is the adjudicator's
// score only when it lies exactly between two different scores; when both judges gave the same score
// (a correction removed the disagreement) it is that score, so an adjudication never produces a
// result no judge gave. An adjudication whose disagreement disappears is also
// cleared on the server (docs/decisions/results.md).

import type { ContestCategory } from './packages';
import type { Role } from './roles';

function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The final score of a normal contest's entry once both judges and the adjudicator have scored. */
export function adjudicatedFinalScore(judge1: number, judge2: number, adjudicator: number): number {
  const distance1 = Math.abs(judge1 - adjudicator);
  const distance2 = Math.abs(judge2 - adjudicator);
  if (distance1 === distance2) return roundTo2((judge1 + judge2) / 2);
  const closer = distance1 < distance2 ? judge1 : judge2;
  return roundTo2((closer + adjudicator) / 2);
}

/**
 * SQL twin of adjudicatedFinalScore over columns judge1_score, judge2_score and adjudicator_score
 * (all present), tested equal to it on every triple against a real database.
 */
export const ADJUDICATED_FINAL_SCORE_SQL =
  'CASE WHEN abs(judge1_score - adjudicator_score) = abs(judge2_score - adjudicator_score) ' +
  'THEN ROUND((judge1_score + judge2_score)::numeric / 2, 2) ' +
  'WHEN abs(judge1_score - adjudicator_score) < abs(judge2_score - adjudicator_score) ' +
  'THEN ROUND((judge1_score + adjudicator_score)::numeric / 2, 2) ' +
  'ELSE ROUND((judge2_score + adjudicator_score)::numeric / 2, 2) END';

const ADJUDICATOR_ROLES: Record<ContestCategory, readonly Role[]> = {
  photo: ['photo_judge_1', 'photo_judge_2'],
  video: ['video_judge_1', 'video_judge_2'],
};

export type AdjudicatorRefusal =
  | 'ADJUDICATOR_ROLE_MISMATCH'
  | 'ADJUDICATOR_ON_ENTRY'
  | 'JUDGE_HAS_ENTRIES'
  | 'ADJUDICATION_ALREADY_SCORED'
  | 'ENTRY_NOT_IN_DISAGREEMENT';

export type AdjudicatorCandidate = { id: string; role: Role; hasEntriesInContest: boolean };

export type AdjudicatedEntry = {
  category: ContestCategory;
  /** Who gave each side's evaluation, and who holds the contest's two slots of the category now. */
  judgeIds: readonly (string | null)[];
  isFlagged: boolean;
  adjudicatorScore: number | null;
};

/**
 * Why `candidate` may not adjudicate `entry`, or null when they may. Only a flagged entry is
 * adjudicated, and only until the adjudicator has scored (their score is then part of the result).
 */
export function adjudicatorRefusal(
  candidate: AdjudicatorCandidate,
  entry: AdjudicatedEntry,
): AdjudicatorRefusal | null {
  if (entry.adjudicatorScore !== null) return 'ADJUDICATION_ALREADY_SCORED';
  if (!entry.isFlagged) return 'ENTRY_NOT_IN_DISAGREEMENT';
  if (!ADJUDICATOR_ROLES[entry.category].includes(candidate.role)) return 'ADJUDICATOR_ROLE_MISMATCH';
  if (entry.judgeIds.includes(candidate.id)) return 'ADJUDICATOR_ON_ENTRY';
  if (candidate.hasEntriesInContest) return 'JUDGE_HAS_ENTRIES';
  return null;
}

/** The roles that may adjudicate an entry of `category`. */
export function adjudicatorRolesOf(category: ContestCategory): readonly Role[] {
  return ADJUDICATOR_ROLES[category];
}
