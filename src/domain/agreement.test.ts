import { describe, expect, it } from 'vitest';
import {
  adjudicationCrossings,
  disagreementShare,
  krippendorffAlphaInterval,
  type RatedUnit,
} from './agreement';

/** Reference: the coincidence-matrix definition, summed pair by pair (Krippendorff 2011, interval δ²). */
function referenceAlpha(units: RatedUnit[]): number {
  const pairable = units
    .map((u) => [u.a, u.b].filter((v): v is number => v !== null))
    .filter((v) => v.length > 1);
  const values = pairable.flat();
  const n = values.length;
  let observed = 0;
  for (const unit of pairable) {
    for (let i = 0; i < unit.length; i += 1)
      for (let j = 0; j < unit.length; j += 1)
        if (i !== j) observed += (unit[i] - unit[j]) ** 2 / (unit.length - 1);
  }
  let expected = 0;
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) if (i !== j) expected += (values[i] - values[j]) ** 2;
  return 1 - observed / n / (expected / (n * (n - 1)));
}

describe('Krippendorff’s alpha, interval, two judges', () => {
  // The worked example in docs/decisions/judging.md: (8,6) (7,7) (5,3) (9,8), plus two entries only one judge scored.
  const units: RatedUnit[] = [
    { a: 8, b: 6 },
    { a: 7, b: 7 },
    { a: 5, b: 3 },
    { a: 9, b: 8 },
    { a: 6, b: null },
    { a: null, b: 4 },
  ];

  it('matches the hand computation: D_o = 2.25, D_e = 414/56, alpha = 16/23', () => {
    expect(krippendorffAlphaInterval(units)).toBeCloseTo(16 / 23, 12);
  });

  it('matches the reference formula on other data', () => {
    const other: RatedUnit[] = [
      { a: 10, b: 3 },
      { a: 6, b: 7 },
      { a: 7, b: 7 },
      { a: 2, b: 5 },
      { a: 8, b: null },
      { a: 9, b: 9 },
    ];
    expect(krippendorffAlphaInterval(other)).toBeCloseTo(referenceAlpha(other), 12);
  });

  it('is 1 when the judges always agree, and null with nothing to compare', () => {
    expect(
      krippendorffAlphaInterval([
        { a: 5, b: 5 },
        { a: 8, b: 8 },
      ]),
    ).toBe(1);
    expect(krippendorffAlphaInterval([{ a: 5, b: null }])).toBeNull();
    expect(
      krippendorffAlphaInterval([
        { a: 7, b: 7 },
        { a: 7, b: 7 },
      ]),
    ).toBeNull();
  });
});

describe('disagreements and adjudications', () => {
  const entry = (a: number | null, b: number | null, adjudicator: number | null = null) => ({
    isExtra: false,
    judge1Score: a,
    judge2Score: b,
    adjudicatorScore: adjudicator,
  });

  it('shares the flagged disagreements among the entries both judges scored', () => {
    const entries = [entry(10, 3), entry(8, 7), entry(7, 4), entry(9, null)];
    expect(disagreementShare(entries, 3)).toEqual({ flagged: 2, total: 3, share: 2 / 3 });
    expect(disagreementShare([], 3).share).toBeNull();
  });

  it('counts an adjudication that moved the final across an award line', () => {
    // 10/3: mean 6.5 honourable; adjudicator 9 → (10 + 9) / 2 = 9.5 awarded: crossed.
    // 9/4: mean 6.5; adjudicator 4 → 4 not awarded: crossed. 10/6: mean 8; adjudicator 9 → 9.5: not crossed.
    const entries = [entry(10, 3, 9), entry(9, 4, 4), entry(10, 6, 9), entry(10, 2)];
    expect(adjudicationCrossings(entries)).toEqual({ crossed: 2, adjudicated: 3, share: 2 / 3 });
  });
});
