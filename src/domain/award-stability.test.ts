import { describe, expect, it } from 'vitest';
import { awardStability, mulberry32, STABILITY_ROUNDS } from './award-stability';
import type { ScoredEntry } from './normalisation';

const entry = (id: string, a: number, b: number): ScoredEntry => ({
  id,
  isExtra: false,
  judge1Id: 'X',
  judge1Score: a,
  judge2Id: 'Y',
  judge2Score: b,
  adjudicatorScore: null,
});

describe('award stability (seeded bootstrap)', () => {
  it('is a reproducible generator in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Math.abs(draws.reduce((s, x) => s + x, 0) / 1000 - 0.5)).toBeLessThan(0.05);
  });

  it('runs at least 1000 rounds and gives the same figure every time', () => {
    const entries = [entry('e1', 9, 5), entry('e2', 5, 9), entry('e3', 3, 4)];
    const first = awardStability(entries);
    expect(STABILITY_ROUNDS).toBeGreaterThanOrEqual(1000);
    expect(first.map((s) => s.rounds)).toEqual([1000, 1000]);
    expect(awardStability(entries)).toEqual(first);
    // e3 (3.5) has no award to keep.
    expect(first.map((s) => s.id)).toEqual(['e1', 'e2']);
  });

  it('converges to the hand computation: 3/4 for 9/5 when X gave 9 and 5 and Y gave 5 and 9', () => {
    // e1 9/5 = 7 awarded. Redraw X (½): 9 → 7 kept, 5 → 5 lost. Redraw Y (½): 5 or 9, kept either way.
    // P(kept) = ½·½ + ½·1 = 3/4; e2 (5/9) is the mirror image.
    const [e1, e2] = awardStability([entry('e1', 9, 5), entry('e2', 5, 9)], 20_000);
    expect(e1.stability).toBeCloseTo(0.75, 1);
    expect(Math.abs(e1.stability - 0.75)).toBeLessThan(0.02);
    expect(Math.abs(e2.stability - 0.75)).toBeLessThan(0.02);
  });

  it('is 1 for an entry no redraw can move', () => {
    const [only] = awardStability([entry('e1', 10, 10), entry('e2', 9, 9)]);
    expect(only.stability).toBe(1);
  });
});
