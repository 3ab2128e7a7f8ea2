import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';

/** Items drawn at once (the first screen of a card grid: two rows of four on a wide screen), and then
 * per step. */
const STEP = 8;

type Draw<T> = (item: T, index: number) => ReactNode;

/**
 * Draws `items` with `children(item, index)`: the first screen at once, then a few more per step
 * (each a transition, after the browser has painted), until all are drawn; again from the start when
 * `items` changes (another page). Each step adds a block and leaves the drawn ones alone, so a step
 * costs only its own cards. Drawing a page of 50 cards in one go blocked the main thread for
 * 0.6-0.9 s at Lighthouse's 4× CPU.
 */
export function ProgressiveList<T>({ items, children }: { items: readonly T[]; children: Draw<T> }) {
  const blocks = useMemo(() => {
    const all: (readonly T[])[] = [];
    for (let from = 0; from < items.length; from += STEP) all.push(items.slice(from, from + STEP));
    return all;
  }, [items]);
  const [shown, setShown] = useState({ blocks, count: 1 });
  // Another list: start again from its first block (state adjusted during render, no extra paint).
  const current = shown.blocks === blocks ? shown : { blocks, count: 1 };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= blocks.length) return;
    const timer = setTimeout(() =>
      startTransition(() => setShown((s) => (s.blocks === blocks ? { blocks, count: s.count + 1 } : s))),
    );
    return () => clearTimeout(timer);
  }, [current.count, blocks]);
  return blocks
    .slice(0, current.count)
    .map((block, i) => <Block key={i} items={block} from={i * STEP} draw={children} />);
}

const Block = memo(function Block<T>({
  items,
  from,
  draw,
}: {
  items: readonly T[];
  from: number;
  draw: Draw<T>;
}) {
  return <>{items.map((item, i) => draw(item, from + i))}</>;
}) as <T>(props: { items: readonly T[]; from: number; draw: Draw<T> }) => ReactNode;
