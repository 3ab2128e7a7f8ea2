// The entrant's feedback pack (docs/decisions/judging.md): beside each entry's
// final, the contest's average final and the entry's percentile among the contest's entries (a
// contest is one category: photo · wedding, photo · family, or film).

/** The mean of the finals, 2 decimals; null without any. */
export function averageFinal(finals: readonly number[]): number | null {
  if (finals.length === 0) return null;
  return Math.round((finals.reduce((sum, value) => sum + value, 0) / finals.length) * 100) / 100;
}

/**
 * Percentile rank, mid-rank for ties: (entries below + ½ · entries equal, itself included) / all,
 * as a whole percent. The best of ten distinct finals is at 95, the worst at 5; a final every entry
 * shares is at 50. null when `finals` is empty.
 */
export function percentileRank(final: number, finals: readonly number[]): number | null {
  if (finals.length === 0) return null;
  const below = finals.filter((value) => value < final).length;
  const equal = finals.filter((value) => value === final).length;
  return Math.round(((below + equal / 2) / finals.length) * 100);
}
