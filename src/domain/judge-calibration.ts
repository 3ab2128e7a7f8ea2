import { SCORE_MAX, SCORE_MIN } from './awards';

// Judge calibration (docs/decisions/judging.md): a judge's own distribution of
// scores beside the panel's. The spread is the population standard deviation (divided by n, not
// n − 1): it describes the scores given, it does not estimate anything beyond them.

export type Distribution = {
  count: number;
  /** Scores given of each value 1–10 (index 0 is score 1). */
  histogram: number[];
  /** null without scores. */
  mean: number | null;
  sd: number | null;
};

export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function meanOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Population standard deviation; null without values. */
export function sdOf(values: readonly number[]): number | null {
  const mean = meanOf(values);
  if (mean === null) return null;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

/** The histogram, mean and spread of whole scores 1–10 (other values are not scores and are ignored). */
export function distributionOf(scores: readonly number[]): Distribution {
  const valid = scores.filter((score) => Number.isInteger(score) && score >= SCORE_MIN && score <= SCORE_MAX);
  const histogram = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, () => 0);
  for (const score of valid) histogram[score - SCORE_MIN] += 1;
  return { count: valid.length, histogram, mean: meanOf(valid), sd: sdOf(valid) };
}

export type DistanceFromPanel = {
  /** The judge's mean minus the panel's: positive is more lenient, negative harsher. */
  meanDifference: number | null;
  /** The same difference in the panel's standard deviations (null when the panel has no spread). */
  standardisedDifference: number | null;
  /** The judge's spread over the panel's: above 1 the judge uses more of the scale. */
  spreadRatio: number | null;
};

/** How far a judge sits from the panel (every score of the contest or year, the judge's own included). */
export function distanceFromPanel(judge: Distribution, panel: Distribution): DistanceFromPanel {
  if (judge.mean === null || panel.mean === null || judge.sd === null || panel.sd === null) {
    return { meanDifference: null, standardisedDifference: null, spreadRatio: null };
  }
  const meanDifference = judge.mean - panel.mean;
  return {
    meanDifference,
    standardisedDifference: panel.sd > 0 ? meanDifference / panel.sd : null,
    spreadRatio: panel.sd > 0 ? judge.sd / panel.sd : null,
  };
}

// What a scoring judge is shown of the panel while judging (docs/decisions/judging.md): the others' scores only
// once they number at least this many, so a two-judge panel never shows the other judge's first few
// scores (a histogram of three scores is close to per-entry scores).
export const PANEL_MIN_OTHER_SCORES = 10;

/** Whether the panel aggregate may be shown to a judge whose fellow judges gave `otherScores` scores. */
export function isPanelShownToJudge(otherScores: number): boolean {
  return otherScores >= PANEL_MIN_OTHER_SCORES;
}
