import { describe, expect, it } from 'vitest';
import { adjudicatedFinalScore } from './adjudication';
import { isKeptScore, replacedScoreOf } from './score-provenance';

describe('replacedScoreOf', () => {
  it("names the judge score further from the adjudicator's: 10/3 adjudicated 9 replaces the 3", () => {
    expect(replacedScoreOf(10, 3, 9)).toBe('judge2');
    expect(replacedScoreOf(3, 10, 9)).toBe('judge1');
    expect(replacedScoreOf(9, 4, 5)).toBe('judge1');
  });

  it('says both when the two are equally far (the final is then the adjudicator score alone)', () => {
    expect(replacedScoreOf(10, 4, 7)).toBe('both');
    expect(adjudicatedFinalScore(10, 4, 7)).toBe(7);
  });

  it('is null when the judges gave the same score: the adjudicator replaced nothing', () => {
    expect(replacedScoreOf(3, 3, 10)).toBeNull();
    expect(adjudicatedFinalScore(3, 3, 10)).toBe(3);
  });

  it('is null until all three scores exist', () => {
    expect(replacedScoreOf(10, 3, null)).toBeNull();
    expect(replacedScoreOf(null, 3, 9)).toBeNull();
    expect(replacedScoreOf(10, null, 9)).toBeNull();
  });

  it('agrees with the final score rule: the final is the mean of the adjudicator and the score not replaced', () => {
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        for (let c = 1; c <= 10; c++) {
          const replaced = replacedScoreOf(a, b, c);
          const expected =
            replaced === null
              ? (a + b) / 2
              : replaced === 'both'
                ? c
                : ((replaced === 'judge1' ? b : a) + c) / 2;
          expect(adjudicatedFinalScore(a, b, c)).toBe(expected);
        }
      }
    }
  });
});

describe('isKeptScore', () => {
  it("is kept when the score's judge no longer holds the slot", () => {
    expect(isKeptScore(8, 'old', 'new')).toBe(true);
    expect(isKeptScore(8, 'new', 'new')).toBe(false);
    expect(isKeptScore(8, 'old', null)).toBe(true);
  });

  it('is not kept without a score, and kept when the account that gave it is gone', () => {
    expect(isKeptScore(null, null, 'new')).toBe(false);
    expect(isKeptScore(8, null, 'new')).toBe(true);
  });
});
