import { describe, expect, it } from 'vitest';
import {
  normalisationOf,
  normalisedFinal,
  normalisedResults,
  normalisedScore,
  type ScoredEntry,
} from './normalisation';

// docs/decisions/judging.md, "Fair judging", worked example: A gives 6–8 around 7, B gives 4–8 around 6; the
// panel's 20 scores have mean 6.5 and spread √1.75.
const judgeA = [6, 7, 8, 6, 7, 8, 6, 7, 8, 7];
const judgeB = [8, 6, 4, 4, 6, 8, 4, 6, 8, 6];

function contest(a = judgeA, b = judgeB): ScoredEntry[] {
  return a.map((score, index) => ({
    id: `e${index + 1}`,
    isExtra: false,
    judge1Id: 'A',
    judge1Score: score,
    judge2Id: 'B',
    judge2Score: b[index],
    adjudicatorScore: null,
  }));
}

// The hand computation: z = (x − judge mean) / judge sd, back to 6.5 + √1.75 · z.
const high = 6.5 + Math.sqrt(1.75) / Math.sqrt(0.6); // A's 8 and B's 8: z = +1/√0.6 = +2/√2.4
const low = 6.5 - Math.sqrt(1.75) / Math.sqrt(0.6);

describe('per-judge z-score normalisation', () => {
  it('maps each judge’s scores to the panel’s mean and spread', () => {
    const norm = normalisationOf(contest());
    expect(norm.panel?.mean).toBe(6.5);
    expect(norm.panel?.sd).toBeCloseTo(Math.sqrt(1.75), 12);
    expect(normalisedScore(norm, 'A', 8)).toBeCloseTo(high, 12);
    expect(normalisedScore(norm, 'B', 8)).toBeCloseTo(high, 12);
    expect(normalisedScore(norm, 'A', 7)).toBeCloseTo(6.5, 12);
    expect(normalisedScore(norm, 'B', 4)).toBeCloseTo(low, 12);
    expect(high).toBeCloseTo(8.2078, 4);
  });

  it('shows raw and normalised finals side by side with the awards that change', () => {
    const results = normalisedResults(contest());
    const e1 = results[0]; // A 6, B 8: raw 7.00 awarded; normalised (4.79 + 8.21) / 2 = 6.50
    expect(e1).toEqual({
      id: 'e1',
      rawFinal: 7,
      rawAward: 'awarded',
      normalisedFinal: 6.5,
      normalisedAward: 'honorable',
      isAwardChanged: true,
    });
    const e3 = results[2]; // A 8, B 4: raw 6.00 not awarded; normalised 6.50 honourable
    expect([e3.rawFinal, e3.rawAward, e3.normalisedFinal, e3.normalisedAward]).toEqual([
      6,
      'not_awarded',
      6.5,
      'honorable',
    ]);
    const e6 = results[5]; // A 8, B 8
    expect([e6.rawFinal, e6.normalisedFinal, e6.isAwardChanged]).toEqual([8, 8.21, false]);
    expect(results.filter((r) => r.isAwardChanged).map((r) => r.id)).toEqual(['e1', 'e3']);
  });

  it('leaves a judge with fewer than ten scores, or with no spread, on raw scores', () => {
    const nine = contest(judgeA.slice(0, 9), judgeB.slice(0, 9));
    expect(normalisationOf(nine).judges.size).toBe(0);
    expect(normalisedResults(nine).every((r) => r.rawFinal === r.normalisedFinal)).toBe(true);
    const flat = normalisationOf(contest(Array(10).fill(7)));
    expect([...flat.judges.keys()]).toEqual(['B']);
    expect(normalisedScore(flat, 'A', 7)).toBe(7);
  });

  it('clamps to the 1–10 scale', () => {
    // A judge who gave one 10 among nine 1s: z of the 10 is 3, far above the panel's top.
    const a = [10, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const b = [5, 6, 5, 6, 5, 6, 5, 6, 5, 6];
    const norm = normalisationOf(contest(a, b));
    expect(normalisedScore(norm, 'A', 10)).toBe(10);
    expect(normalisedScore(norm, 'B', 1)).toBe(1);
  });

  it('keeps the adjudicator’s raw score and replaces the judge the raw adjudication replaced', () => {
    const entries = contest();
    entries[2] = { ...entries[2], adjudicatorScore: 7 }; // A 8, B 4: A is closer to 7, B replaced
    const norm = normalisationOf(entries);
    expect(normalisedFinal(norm, entries[2])).toBe(Math.round(((high + 7) / 2) * 100) / 100);
    entries[1] = { ...entries[1], adjudicatorScore: 6 }; // A 7, B 6: B is the adjudicator's score
    expect(normalisedFinal(norm, entries[1])).toBe(6.25); // (B's 6 → 6.5, + 6) / 2
  });

  it('an extra contest’s one judge is its whole panel: the final is unchanged', () => {
    const entries = contest().map((e) => ({ ...e, isExtra: true, judge2Id: null, judge2Score: null }));
    expect(
      normalisedResults(entries).every(
        (r) => Math.abs((r.normalisedFinal as number) - (r.rawFinal as number)) < 0.011,
      ),
    ).toBe(true);
  });

  it('has no final while a score is missing', () => {
    const entries = contest();
    entries[0] = { ...entries[0], judge2Score: null };
    expect(normalisedResults(entries)[0].normalisedFinal).toBeNull();
  });
});
