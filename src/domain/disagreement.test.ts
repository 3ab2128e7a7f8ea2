import { describe, expect, it } from 'vitest';
import { DISAGREEMENT_THRESHOLD_DEFAULT, isDisagreement } from './disagreement';

const threshold = DISAGREEMENT_THRESHOLD_DEFAULT;

describe('disagreement between the judges', () => {
  it('flags 10/3, 9/4 and 7/1 with the default threshold of 3, and 7/4 exactly at it', () => {
    expect(threshold).toBe(3);
    for (const [a, b] of [
      [10, 3],
      [9, 4],
      [7, 1],
      [7, 4],
    ]) {
      expect(isDisagreement({ judge1Score: a, judge2Score: b, isExtra: false, threshold }), `${a}/${b}`).toBe(
        true,
      );
    }
  });

  it('does not flag close scores, a missing score or an extra contest', () => {
    expect(isDisagreement({ judge1Score: 8, judge2Score: 6, isExtra: false, threshold })).toBe(false);
    expect(isDisagreement({ judge1Score: 10, judge2Score: null, isExtra: false, threshold })).toBe(false);
    expect(isDisagreement({ judge1Score: 10, judge2Score: 2, isExtra: true, threshold })).toBe(false);
  });

  it('follows the contest’s own threshold', () => {
    expect(isDisagreement({ judge1Score: 8, judge2Score: 6, isExtra: false, threshold: 2 })).toBe(true);
  });
});
