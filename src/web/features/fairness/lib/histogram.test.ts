import { describe, expect, it } from 'vitest';
import { sharesOf, tallestShare } from './histogram';

describe('histogram shares', () => {
  it('gives each score its share of the scores', () => {
    const shares = sharesOf({ count: 4, histogram: [0, 0, 0, 0, 0, 1, 2, 1, 0, 0], mean: 7, sd: 0.7 });
    expect(shares).toEqual([0, 0, 0, 0, 0, 0.25, 0.5, 0.25, 0, 0]);
    expect(tallestShare(shares, [0.8, 0.2])).toBe(0.8);
  });

  it('is all zeros without scores or without a distribution', () => {
    expect(sharesOf(null)).toEqual(Array(10).fill(0));
    expect(sharesOf({ count: 0, histogram: Array(10).fill(0), mean: null, sd: null })).toEqual(
      Array(10).fill(0),
    );
    expect(tallestShare()).toBe(0);
  });
});
