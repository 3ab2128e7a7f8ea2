import { describe, expect, it } from 'vitest';
import { CONTEST_FORM_DEFAULTS, type ContestInput } from '../../../../domain/contest-rules';
import type { AdminContestDetails } from '../api/contests';
import { replacementsOf, valuesOf } from './contest-form-values';

const stored: ContestInput = {
  ...CONTEST_FORM_DEFAULTS,
  title: 'Casamentos 2026',
  category: 'photo',
  photoCategory: 'wedding',
  photoJudge1Id: 'judge-a',
  photoJudge2Id: 'judge-b',
};
const contest = {
  ...stored,
  id: 'c1',
  evaluations: {
    photoJudge1Id: [
      { judgeId: 'judge-a', username: 'ana', scored: 5, commented: 2 },
      { judgeId: null, username: null, scored: 1, commented: 0 },
    ],
    photoJudge2Id: [{ judgeId: 'judge-b', username: 'bia', scored: 3, commented: 3 }],
  },
  entrantJudgeIds: [],
} as unknown as AdminContestDetails;

describe('the contest form values', () => {
  it('start from the defaults for a new contest and from the stored fields otherwise', () => {
    expect(valuesOf(null)).toEqual(CONTEST_FORM_DEFAULTS);
    expect(valuesOf(contest)).toEqual(stored);
  });

  it('ask about the evaluations standing on a slot handed to another judge', () => {
    const next = { ...stored, photoJudge1Id: 'judge-c' };
    expect(replacementsOf(contest, stored, next)).toEqual([
      { slot: 'photoJudge1Id', names: ['ana', '—'], scored: 6, commented: 2 },
    ]);
  });

  it('ask nothing when a slot is emptied, kept, or for a new contest', () => {
    expect(replacementsOf(contest, stored, stored)).toEqual([]);
    expect(replacementsOf(contest, stored, { ...stored, photoJudge1Id: null })).toEqual([]);
    expect(replacementsOf(null, stored, { ...stored, photoJudge1Id: 'judge-c' })).toEqual([]);
  });

  it("ignore the new judge's own evaluations on the slot", () => {
    const swapped = { ...stored, photoJudge1Id: 'judge-b', photoJudge2Id: 'judge-a' };
    const slots = replacementsOf(contest, stored, swapped).map((r) => [r.slot, r.names]);
    expect(slots).toEqual([
      ['photoJudge1Id', ['ana', '—']],
      ['photoJudge2Id', ['bia']],
    ]);
  });
});
