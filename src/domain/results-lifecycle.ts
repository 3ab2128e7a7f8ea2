import { isContestOpen } from './contest-dates';
import type { Award } from './awards';

// A contest's results lifecycle as the admin sees it (docs/decisions/results.md):
// submissions → judging → judging closed → results published. Derived from what is stored (the
// deadlines, the judges' completions, show_evaluations); only the publication instant is stored.

export const LIFECYCLE_PHASES = ['submissions', 'judging', 'judging_closed', 'published'] as const;
export type LifecyclePhase = (typeof LIFECYCLE_PHASES)[number];

export type LifecycleFacts = {
  deadline: Date;
  /** The judging deadline's half-open end (the next São Paulo day's start), or null when none is set. */
  judgingEndsAt: Date | null;
  showEvaluations: boolean;
  /** Judges assigned to the contest's used slots, and how many of them marked their evaluation complete. */
  judgeCount: number;
  completedCount: number;
};

/**
 * Published once results show; submissions while anyone (a VIP's extension included) may still
 * submit; judging closed once the judging deadline has passed or every assigned judge completed;
 * judging in between.
 */
export function lifecyclePhase(facts: LifecycleFacts, now: Date): LifecyclePhase {
  if (facts.showEvaluations) return 'published';
  if (isContestOpen({ deadline: facts.deadline }, now, true)) return 'submissions';
  const isPastJudgingDeadline = facts.judgingEndsAt !== null && now >= facts.judgingEndsAt;
  const isAllComplete = facts.judgeCount > 0 && facts.completedCount >= facts.judgeCount;
  return isPastJudgingDeadline || isAllComplete ? 'judging_closed' : 'judging';
}

/** What is still open when results are published. Counts; `submissionsOpen` is a flag. */
export type PublishChecklist = {
  submissionsOpen: boolean;
  pendingPreFilter: number;
  judgesNotComplete: number;
  unadjudicatedDisagreements: number;
  singleScored: number;
};

export const CHECKLIST_ITEMS = [
  'submissionsOpen',
  'pendingPreFilter',
  'judgesNotComplete',
  'unadjudicatedDisagreements',
  'singleScored',
] as const satisfies readonly (keyof PublishChecklist)[];
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

/** The checklist's open items, in the order the screen lists them; empty: nothing is left open. */
export function openChecklistItems(checklist: PublishChecklist): ChecklistItem[] {
  return CHECKLIST_ITEMS.filter((item) => {
    const value = checklist[item];
    return typeof value === 'boolean' ? value : value > 0;
  });
}

/**
 * Whether publishing may go ahead: with nothing open at once, otherwise only with the admin's explicit
 * confirmation (the server answers PUBLISH_CONFIRMATION_REQUIRED with the open items and publishes nothing).
 */
export function mayPublish(checklist: PublishChecklist, isConfirmed: boolean): boolean {
  return isConfirmed || openChecklistItems(checklist).length === 0;
}

export const AMENDMENT_REASON_MIN = 5;
export const AMENDMENT_REASON_MAX = 1000;

export type AmendedResult = { finalScore: number | null; award: Award | null };

/** Whether an amendment changed what the participant was told (their final score or their award). */
export function isResultChanged(before: AmendedResult, after: AmendedResult): boolean {
  return before.finalScore !== after.finalScore || before.award !== after.award;
}

/** Whether the award itself changed: the entry's certificate and badge are then re-issued or revoked. */
export function isAwardChanged(before: AmendedResult, after: AmendedResult): boolean {
  return before.award !== after.award;
}
