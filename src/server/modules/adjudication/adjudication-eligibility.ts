import type { Queryable } from '../../db/transaction';
import * as repo from './adjudication-eligibility.repo';

// Who may adjudicate is checked at assignment, at score time (adjudication.repo) and whenever slots,
// roles or scores change (docs/decisions/results.md). The changes that
// make an adjudication stale or its adjudicator ineligible call these in their own transaction.

/** The users among `userIds` who are the adjudicator (assigned or scored) of an entry of the contest. */
export const findAdjudicatorsAmong = repo.findAdjudicatorsAmong;

/**
 * A user who leaves the roles that adjudicate a category loses their open (unscored) adjudications
 * of that category: they could otherwise enter the contest as a participant and come back to score a
 * rival. A given adjudication stays: it was eligible when given. Audited per entry.
 */
export const clearOpenAdjudicationsOf = repo.clearOpenAdjudicationsOf;

/**
 * Clears the adjudications of the contest's entries that are no longer in disagreement (a score set
 * aside, the threshold raised, the contest made extra), recomputing their final score and award, and
 * audits each one. Returns how many were cleared.
 */
export async function clearStaleAdjudications(
  db: Queryable,
  actorId: string,
  contestId: string,
): Promise<number> {
  const cleared = await repo.clearStaleAdjudicationRows(db, actorId, contestId);
  if (cleared > 0) await repo.recomputeAdjudicated(db, contestId);
  return cleared;
}
