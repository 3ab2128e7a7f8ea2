import { startTransition, useEffect, useState } from 'react';

/** Items drawn at once: the first screen of a card grid (two rows of four on a wide screen). */
const FIRST = 8;
/** Items added per step after that. */
const STEP = 8;

/**
 * The part of `items` to draw now: the first screen at once, then a few more per step (each a
 * transition, after the browser has painted), until all are drawn; again from the start when `items`
 * changes (another page). Drawing 50 cards in one go blocked the main thread for 0.6-0.9 s at
 * Lighthouse's 4× CPU (issue 16); in steps, each step is a short task and input is never held up.
 */
export function useProgressiveList<T>(items: readonly T[]): readonly T[] {
  const [shown, setShown] = useState({ items, count: FIRST });
  // Another list: start again from its first screen (state adjusted during render, no extra paint).
  const current = shown.items === items ? shown : { items, count: FIRST };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= items.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setShown((s) => (s.items === items ? { items, count: s.count + STEP } : s))),
    );
    return () => clearTimeout(timer);
  }, [current.count, items]);
  return current.count >= items.length ? items : items.slice(0, current.count);
}
