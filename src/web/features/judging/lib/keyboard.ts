/** Keys typed into a text field belong to the field, not to the judging shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement) return !['radio', 'checkbox', 'button'].includes(target.type);
  return false;
}

/** '1'…'9' score 1…9 and '0' scores 10; anything else is not a score. */
export function scoreOfKey(key: string): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  return key === '0' ? 10 : Number(key);
}

export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}

/**
 * The photo a key decides in the viewer: the one shown, or, when it was decided a moment ago and
 * the list has not caught up yet (keys pressed faster than the page draws), the next one still
 * undecided after it, which is the one the viewer is about to show.
 */
export function undecidedFrom<T extends { id: string }>(
  items: readonly T[],
  index: number,
  decided: ReadonlySet<string>,
): T | undefined {
  for (let step = 0; step < items.length; step++) {
    const item = items[wrapIndex(index + step, items.length)];
    if (!decided.has(item.id)) return item;
  }
  return undefined;
}
