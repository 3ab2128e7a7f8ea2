import type { PreFilterStatus } from './pre-filter';

// The pre-filter judge's decisions (spec section 4): one photo or a selection at once, and
// an undo of the judge's last decision (docs/decisions/judging.md, "Pre-filter").

/** A bulk decision takes at most one page of the pre-filter grid. */
export const PRE_FILTER_SELECTION_MAX = 100;

/**
 * What asking for `to` does to a photo now at `from`: pending goes to approved or rejected and either
 * comes back to pending; approved ↔ rejected directly is refused (the screen offers "Move to
 * pending"); asking for the status it already has changes nothing.
 */
export function preFilterMove(from: PreFilterStatus, to: PreFilterStatus): 'change' | 'same' | 'refused' {
  if (from === to) return 'same';
  return from === 'pending' || to === 'pending' ? 'change' : 'refused';
}

/** One photo of the decision to undo, as it stands now. */
export type UndoTarget = {
  /** The status the decision gave it, and the one it has now. */
  decided: PreFilterStatus;
  current: PreFilterStatus;
  /** The undoing judge is still the pre-filter judge of its contest. */
  isStillTheirs: boolean;
  /** A judge (or an adjudicator) has scored it. */
  isScored: boolean;
  /** Its contest's results are published (show_evaluations). */
  isPublished: boolean;
};

export type UndoRefusal = 'PRE_FILTER_UNDO_CHANGED' | 'PRE_FILTER_UNDO_SCORED' | 'PRE_FILTER_UNDO_PUBLISHED';

/**
 * Why the judge's last decision cannot be undone, or null when it can: every photo must still be
 * where the decision put it and still theirs, no score may rest on it, and its contest's results must
 * not be out. All or nothing, like the decision itself.
 */
export function undoRefusal(targets: readonly UndoTarget[]): UndoRefusal | null {
  if (targets.some((t) => t.current !== t.decided || !t.isStillTheirs)) return 'PRE_FILTER_UNDO_CHANGED';
  if (targets.some((t) => t.isPublished)) return 'PRE_FILTER_UNDO_PUBLISHED';
  if (targets.some((t) => t.isScored)) return 'PRE_FILTER_UNDO_SCORED';
  return null;
}
