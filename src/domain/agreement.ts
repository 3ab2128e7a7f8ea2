import { awardFor, computeFinalScore } from './awards';
import { isDisagreement } from './disagreement';

// Agreement between the two judges (docs/decisions/judging.md).

export type RatedUnit = { a: number | null; b: number | null };

/**
 * Krippendorff's alpha with the interval metric (δ² = (x − y)²) for two raters, missing values
 * allowed: a unit with one value has nothing to pair with and is left out. With N units rated by
 * both and n = 2N pairable values,
 *   D_o = (1/n) Σ_units 2 (a − b)²      (each unit's two ordered pairs, divided by m_u − 1 = 1)
 *   D_e = (1/(n(n − 1))) Σ_{i ≠ j} (v_i − v_j)²   over all pairable values
 *   alpha = 1 − D_o / D_e
 * null when no unit has both values or when every value is the same (D_e = 0).
 */
export function krippendorffAlphaInterval(units: readonly RatedUnit[]): number | null {
  const paired = units.filter((unit) => unit.a !== null && unit.b !== null) as { a: number; b: number }[];
  const values = paired.flatMap((unit) => [unit.a, unit.b]);
  const n = values.length;
  if (n < 2) return null;
  const observed = paired.reduce((sum, unit) => sum + 2 * (unit.a - unit.b) ** 2, 0) / n;
  // Σ_{i≠j} (v_i − v_j)² = 2 (n Σv² − (Σv)²), without the n² loop.
  const sum = values.reduce((total, value) => total + value, 0);
  const sumSquares = values.reduce((total, value) => total + value * value, 0);
  const expected = (2 * (n * sumSquares - sum * sum)) / (n * (n - 1));
  if (expected === 0) return null;
  return 1 - observed / expected;
}

export type JudgedEntry = {
  isExtra: boolean;
  judge1Score: number | null;
  judge2Score: number | null;
  adjudicatorScore: number | null;
};

/** Flagged disagreements among the entries both judges scored: count, total and share (null without any). */
export function disagreementShare(entries: readonly JudgedEntry[], threshold: number) {
  const both = entries.filter((e) => !e.isExtra && e.judge1Score !== null && e.judge2Score !== null);
  const flagged = both.filter((e) => isDisagreement({ ...e, threshold })).length;
  return { flagged, total: both.length, share: both.length > 0 ? flagged / both.length : null };
}

/**
 * Adjudications that moved a final across an award line: the award of the judges' own mean against
 * the award of the adjudicated final (the same award rules, awards.ts).
 */
export function adjudicationCrossings(entries: readonly JudgedEntry[]) {
  const adjudicated = entries.filter(
    (e) => !e.isExtra && e.adjudicatorScore !== null && e.judge1Score !== null && e.judge2Score !== null,
  );
  const crossed = adjudicated.filter((e) => {
    const withoutAdjudication = awardFor(computeFinalScore({ ...e, adjudicatorScore: null }), false);
    return withoutAdjudication !== awardFor(computeFinalScore(e), false);
  }).length;
  return {
    crossed,
    adjudicated: adjudicated.length,
    share: adjudicated.length > 0 ? crossed / adjudicated.length : null,
  };
}
