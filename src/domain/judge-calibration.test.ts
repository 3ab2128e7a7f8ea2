import { describe, expect, it } from 'vitest';
import {
  distanceFromPanel,
  distributionOf,
  isPanelShownToJudge,
  PANEL_MIN_OTHER_SCORES,
} from './judge-calibration';

// The worked example of docs/decisions/judging.md ("Fair judging"): judge A's ten scores and judge B's ten.
const judgeA = [6, 7, 8, 6, 7, 8, 6, 7, 8, 7];
const judgeB = [8, 6, 4, 4, 6, 8, 4, 6, 8, 6];

describe('a judge’s score distribution', () => {
  it('counts each score 1–10, with the mean and the population standard deviation', () => {
    const a = distributionOf(judgeA);
    expect(a.count).toBe(10);
    expect(a.histogram).toEqual([0, 0, 0, 0, 0, 3, 4, 3, 0, 0]);
    expect(a.mean).toBe(7);
    // Deviations −1 ×3, 0 ×4, +1 ×3: variance 6/10.
    expect(a.sd).toBeCloseTo(Math.sqrt(0.6), 12);
  });

  it('has no mean or spread without scores, and ignores what is not a score', () => {
    expect(distributionOf([])).toEqual({ count: 0, histogram: Array(10).fill(0), mean: null, sd: null });
    expect(distributionOf([0, 11, 7.5, 7]).count).toBe(1);
  });

  it('measures the distance from the panel in points, in panel spreads and as a ratio of spreads', () => {
    const panel = distributionOf([...judgeA, ...judgeB]);
    expect(panel.mean).toBe(6.5);
    // Σx² = 496 + 384 = 880; 880/20 − 6.5² = 1.75.
    expect(panel.sd).toBeCloseTo(Math.sqrt(1.75), 12);
    const b = distanceFromPanel(distributionOf(judgeB), panel);
    expect(b.meanDifference).toBe(-0.5);
    expect(b.standardisedDifference).toBeCloseTo(-0.5 / Math.sqrt(1.75), 12);
    expect(b.spreadRatio).toBeCloseTo(Math.sqrt(2.4) / Math.sqrt(1.75), 12);
  });

  it('has no distance without scores, and no ratio when the panel has no spread', () => {
    expect(distanceFromPanel(distributionOf([]), distributionOf([7])).meanDifference).toBeNull();
    const flat = distanceFromPanel(distributionOf([7, 7]), distributionOf([7, 7, 7]));
    expect(flat).toEqual({ meanDifference: 0, standardisedDifference: null, spreadRatio: null });
  });

  it('shows a judge the panel only once the other judges gave at least ten scores', () => {
    expect(PANEL_MIN_OTHER_SCORES).toBe(10);
    expect(isPanelShownToJudge(9)).toBe(false);
    expect(isPanelShownToJudge(10)).toBe(true);
  });
});
