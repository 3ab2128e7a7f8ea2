import { describe, expect, it } from 'vitest';
import { averageFinal, percentileRank } from './feedback-pack';

describe('the feedback pack’s contest figures', () => {
  it('averages the finals to 2 decimals', () => {
    expect(averageFinal([7, 6.5, 8])).toBe(7.17);
    expect(averageFinal([])).toBeNull();
  });

  it('gives the mid-rank percentile: (below + half the ties) / all', () => {
    const finals = [5, 6, 6.5, 7, 7, 8, 8.5, 9, 9.5, 10];
    expect(percentileRank(10, finals)).toBe(95); // 9 below + ½ → 9.5/10
    expect(percentileRank(5, finals)).toBe(5);
    expect(percentileRank(7, finals)).toBe(40); // 3 below + 2/2 → 4/10
    expect(percentileRank(7, [7, 7, 7])).toBe(50);
    expect(percentileRank(7, [])).toBeNull();
  });
});
