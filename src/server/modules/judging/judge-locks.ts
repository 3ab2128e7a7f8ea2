import { AppError } from '../../lib/errors';
import type { ScoreLockRow } from './judging-updates.repo';

/**
 * The lock on a judge's own entry (docs/decisions/results.md), as the error to answer, or null:
 * published results take no judge change; a completed judge's given scores and decisions are locked
 * (what arrived after the completion may still be done); the entry's adjudicator and an entrant of
 * the contest never score it.
 */
export function lockErrorOf(lock: ScoreLockRow | null): AppError | null {
  if (!lock) return null;
  if (lock.published) return new AppError('RESULTS_PUBLISHED', 'The results are published');
  if (lock.locked) return new AppError('EVALUATION_LOCKED', 'The evaluation was marked complete');
  if (lock.adjudicates) return new AppError('ADJUDICATOR_ON_ENTRY', 'The adjudicator of this entry');
  if (lock.entrant) return new AppError('JUDGE_HAS_ENTRIES', 'A judge with entries in the contest');
  return null;
}
