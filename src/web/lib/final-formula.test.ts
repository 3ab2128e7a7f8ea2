import { describe, expect, it } from 'vitest';
import { finalFormulaOf, finalTermsOf } from './final-formula';

const base = { judge1: 10, judge2: 3, isExtra: false, adjudication: null, finalScore: 6.5 };
/** The judges' scores with the adjudicator's `score` in place of the `replaced` one(s). */
const adjudicated = (
  judge1: number,
  judge2: number,
  score: number,
  replaced: 'judge1' | 'judge2' | 'both',
  finalScore: number,
) => ({ ...base, judge1, judge2, adjudication: { score, replaced }, finalScore });

describe('finalFormulaOf', () => {
  it("is the judges' mean without an adjudication", () => {
    expect(finalFormulaOf(base, 'pt')).toBe('(10 + 3) ÷ 2 = 6,5');
    expect(finalFormulaOf(base, 'en')).toBe('(10 + 3) ÷ 2 = 6.5');
  });

  it("puts the adjudicator's 9 in place of the 3 it replaced: (10 + 9) ÷ 2 = 9.5", () => {
    expect(finalFormulaOf(adjudicated(10, 3, 9, 'judge2', 9.5), 'en')).toBe('(10 + 9) ÷ 2 = 9.5');
    expect(finalTermsOf(adjudicated(3, 10, 9, 'judge1', 9.5))).toEqual([10, 9]);
  });

  it("has nothing to add when the adjudicator's score alone is the final, or in an extra contest", () => {
    const both = adjudicated(10, 4, 7, 'both', 7);
    expect(finalTermsOf(both)).toEqual([7]);
    expect(finalFormulaOf(both, 'pt')).toBeNull();
    expect(finalFormulaOf({ ...base, isExtra: true, judge2: null, finalScore: 10 }, 'pt')).toBeNull();
  });

  it('waits for the scores: an adjudicator assigned but not yet scored changes nothing', () => {
    expect(finalFormulaOf({ ...base, judge2: null, finalScore: null }, 'pt')).toBeNull();
    const waiting = { ...base, adjudication: { score: null, replaced: null } };
    expect(finalFormulaOf(waiting, 'pt')).toBe('(10 + 3) ÷ 2 = 6,5');
  });
});
