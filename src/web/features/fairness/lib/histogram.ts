import type { Distribution } from '../../../../contract/fairness';

/** Each score's share of a distribution (0–1), for bars drawn to the same scale as another's. */
export function sharesOf(distribution: Distribution | null | undefined): number[] {
  if (!distribution || distribution.count === 0) return Array.from({ length: 10 }, () => 0);
  return distribution.histogram.map((count) => count / distribution.count);
}

/** The tallest share of the distributions shown together: their bars share one scale. */
export function tallestShare(...shares: number[][]): number {
  return Math.max(0, ...shares.flat());
}
