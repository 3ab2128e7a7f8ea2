/** A judge screen's counters: every entry is in one bucket; `evaluated` is all but the pending ones. */
type Counts = { total: number; pending: number; evaluated: number };

/**
 * The counters once one entry moved from bucket `from` to bucket `to` (spec section 4: leaving
 * pending is evaluated +1 / pending −1), as the judge screens move them before the server answers;
 * a failed save moves them back with `from` and `to` swapped.
 */
export function shiftCounts<C extends Counts, K extends keyof C & string>(counts: C, from: K, to: K): C {
  if (from === to) return counts;
  const next = {
    ...counts,
    [from]: Math.max(0, Number(counts[from]) - 1),
    [to]: Number(counts[to]) + 1,
  } as C;
  return { ...next, evaluated: next.total - next.pending };
}
