import {
  CONTEST_FORM_DEFAULTS,
  JUDGE_SLOT_NAMES,
  normalizeContestInput,
  type ContestInput,
  type JudgeSlot,
  type PhotoCategory,
} from '../../../../domain/contest-rules';

/** What the coupling took out of the form, to give back if the admin turns back. */
export type CouplingMemory = Partial<Record<JudgeSlot, string>> & { photoCategory?: PhotoCategory };

/**
 * Applies the category/extra coupling (the domain rule the server applies too) without losing what
 * the admin did not mean to change: values a change clears are remembered, and a slot or the photo
 * category that comes back empty gets its remembered value again (Video → Photo → Video keeps the
 * judges and the photo category). A value the admin changes by hand replaces the memory.
 */
export function applyCoupling(
  next: ContestInput,
  memory: CouplingMemory,
): { values: ContestInput; memory: CouplingMemory } {
  const normalized = normalizeContestInput(next);
  const kept: CouplingMemory = { ...memory };
  for (const slot of JUDGE_SLOT_NAMES) {
    if (next[slot] !== null && normalized[slot] === null) kept[slot] = next[slot];
  }
  if (next.photoCategory !== null && normalized.photoCategory === null)
    kept.photoCategory = next.photoCategory;

  const restored = { ...normalized };
  for (const slot of JUDGE_SLOT_NAMES) {
    const remembered = kept[slot];
    if (
      remembered !== undefined &&
      normalizeContestInput({ ...restored, [slot]: remembered })[slot] !== null
    ) {
      if (restored[slot] === null) restored[slot] = remembered;
      delete kept[slot];
    }
  }
  if (restored.category === 'photo') {
    restored.photoCategory =
      restored.photoCategory ?? kept.photoCategory ?? CONTEST_FORM_DEFAULTS.photoCategory;
    delete kept.photoCategory;
  }
  return { values: restored, memory: kept };
}

/** The judges of the stored contest that saving `values` would remove (for a warning before saving). */
export function droppedJudges(
  stored: Record<JudgeSlot, string | null> | null,
  values: Record<JudgeSlot, string | null>,
): JudgeSlot[] {
  if (!stored) return [];
  return JUDGE_SLOT_NAMES.filter((slot) => stored[slot] !== null && values[slot] === null);
}
