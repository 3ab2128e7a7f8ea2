import { describe, expect, it } from 'vitest';
import { adjudicatedFinalScore, adjudicatorRefusal, adjudicatorRolesOf } from './adjudication';
import { awardFor, computeFinalScore } from './awards';

describe('adjudicatedFinalScore', () => {
  it("replaces the judge score further from the adjudicator's", () => {
    // 10/3 with an adjudicator's 9: the 3 goes, (10 + 9) / 2.
    expect(adjudicatedFinalScore(10, 3, 9)).toBe(9.5);
    expect(adjudicatedFinalScore(3, 10, 9)).toBe(9.5);
    // 9/4 with an adjudicator's 5: the 9 goes, (4 + 5) / 2.
    expect(adjudicatedFinalScore(9, 4, 5)).toBe(4.5);
    // 7/1 with an adjudicator's 7: (7 + 7) / 2.
    expect(adjudicatedFinalScore(7, 1, 7)).toBe(7);
  });

  it("keeps the judges' mean when both are equally far (the adjudicator's score is that mean)", () => {
    expect(adjudicatedFinalScore(10, 4, 7)).toBe(7);
    expect(adjudicatedFinalScore(9, 3, 6)).toBe(6);
  });

  it('never returns a score nobody gave: judges who agree decide, whatever the adjudicator gave', () => {
    // 10/3 adjudicated 9 (9.5), then judge 1 corrects to 3: both judges say 3.
    expect(adjudicatedFinalScore(10, 3, 9)).toBe(9.5);
    expect(adjudicatedFinalScore(3, 3, 9)).toBe(3);
    expect(
      awardFor(
        computeFinalScore({ judge1Score: 3, judge2Score: 3, isExtra: false, adjudicatorScore: 9 }),
        false,
      ),
    ).toBe('not_awarded');
    expect(adjudicatedFinalScore(8, 8, 1)).toBe(8);
  });

  it('moves awards: a 10/3 (6.5, honourable) adjudicated 9 is awarded', () => {
    expect(awardFor(computeFinalScore({ judge1Score: 10, judge2Score: 3, isExtra: false }), false)).toBe(
      'honorable',
    );
    const adjudicated = computeFinalScore({
      judge1Score: 10,
      judge2Score: 3,
      isExtra: false,
      adjudicatorScore: 9,
    });
    expect(adjudicated).toBe(9.5);
    expect(awardFor(adjudicated, false)).toBe('awarded');
  });

  it('never counts in extra contests, nor while a judge score is missing', () => {
    expect(computeFinalScore({ judge1Score: 8, judge2Score: null, isExtra: true, adjudicatorScore: 2 })).toBe(
      8,
    );
    expect(
      computeFinalScore({ judge1Score: 8, judge2Score: null, isExtra: false, adjudicatorScore: 2 }),
    ).toBe(null);
  });
});

describe('adjudicatorRefusal', () => {
  const entry = {
    category: 'photo' as const,
    judgeIds: ['j1', 'j2', 'j1', 'j2b'],
    isFlagged: true,
    adjudicatorScore: null,
  };
  const candidate = { id: 'x', role: 'photo_judge_1' as const, hasEntriesInContest: false };

  it('accepts a photo judge of either slot who is not on the entry and has no entry in the contest', () => {
    expect(adjudicatorRefusal(candidate, entry)).toBeNull();
    expect(adjudicatorRefusal({ ...candidate, role: 'photo_judge_2' }, entry)).toBeNull();
  });

  it('refuses a judge on the entry, one with entries, a wrong category or role', () => {
    expect(adjudicatorRefusal({ ...candidate, id: 'j2b' }, entry)).toBe('ADJUDICATOR_ON_ENTRY');
    expect(adjudicatorRefusal({ ...candidate, id: 'j1' }, entry)).toBe('ADJUDICATOR_ON_ENTRY');
    expect(adjudicatorRefusal({ ...candidate, hasEntriesInContest: true }, entry)).toBe('JUDGE_HAS_ENTRIES');
    expect(adjudicatorRefusal({ ...candidate, role: 'video_judge_1' }, entry)).toBe(
      'ADJUDICATOR_ROLE_MISMATCH',
    );
    expect(adjudicatorRefusal({ ...candidate, role: 'pre_filter_judge' }, entry)).toBe(
      'ADJUDICATOR_ROLE_MISMATCH',
    );
    expect(adjudicatorRefusal({ ...candidate, role: 'admin' }, entry)).toBe('ADJUDICATOR_ROLE_MISMATCH');
  });

  it('refuses an entry that is not flagged or already adjudicated', () => {
    expect(adjudicatorRefusal(candidate, { ...entry, isFlagged: false })).toBe('ENTRY_NOT_IN_DISAGREEMENT');
    expect(adjudicatorRefusal(candidate, { ...entry, adjudicatorScore: 6 })).toBe(
      'ADJUDICATION_ALREADY_SCORED',
    );
  });

  it('film entries take film judges', () => {
    expect(adjudicatorRolesOf('video')).toEqual(['video_judge_1', 'video_judge_2']);
    expect(
      adjudicatorRefusal({ ...candidate, role: 'video_judge_2' }, { ...entry, category: 'video' }),
    ).toBeNull();
  });
});
