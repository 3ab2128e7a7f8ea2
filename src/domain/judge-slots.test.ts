import { describe, expect, it } from 'vitest';
import { isAssignedJudge, isScoringRole, judgeSlotOf, type ContestJudges } from './judge-slots';
import { JUDGE_ROLES } from './roles';

const noJudges = {
  preFilterJudgeId: null,
  photoJudge1Id: null,
  photoJudge2Id: null,
  videoJudge1Id: null,
  videoJudge2Id: null,
};

describe('judge slots', () => {
  it.each([
    ['pre_filter_judge', 'pre_filter_judge_id', 'photo', null],
    ['photo_judge_1', 'photo_judge_1_id', 'photo', 1],
    ['photo_judge_2', 'photo_judge_2_id', 'photo', 2],
    ['video_judge_1', 'video_judge_1_id', 'video', 1],
    ['video_judge_2', 'video_judge_2_id', 'video', 2],
  ] as const)(
    'maps %s to its contest column %s, category %s and score side %s',
    (role, slotColumn, category, scoreSide) => {
      expect(judgeSlotOf(role)).toMatchObject({ slotColumn, category, scoreSide });
    },
  );

  it('gives every judge role a different slot', () => {
    const columns = JUDGE_ROLES.map((role) => judgeSlotOf(role).slotColumn);
    expect(new Set(columns).size).toBe(JUDGE_ROLES.length);
  });

  it('lets every judge but the pre-filter judge score', () => {
    expect(JUDGE_ROLES.filter(isScoringRole)).toEqual([
      'photo_judge_1',
      'photo_judge_2',
      'video_judge_1',
      'video_judge_2',
    ]);
  });

  it('a judge judges a contest only through its own slot and category', () => {
    const photo: ContestJudges = { ...noJudges, category: 'photo', isExtra: false, photoJudge1Id: 'ana' };
    expect(isAssignedJudge('photo_judge_1', 'ana', photo)).toBe(true);
    expect(isAssignedJudge('photo_judge_1', 'bia', photo)).toBe(false);
    expect(isAssignedJudge('photo_judge_2', 'ana', photo)).toBe(false);
    expect(isAssignedJudge('pre_filter_judge', 'ana', photo)).toBe(false);
    // A video contest can never name a photo judge, but the category alone already rules it out.
    const video = { ...photo, category: 'video' as const };
    expect(isAssignedJudge('photo_judge_1', 'ana', video)).toBe(false);
  });

  it('a second judge never judges an extra contest', () => {
    const extra: ContestJudges = {
      ...noJudges,
      category: 'video',
      isExtra: true,
      videoJudge2Id: 'ana',
      videoJudge1Id: 'bia',
    };
    expect(isAssignedJudge('video_judge_2', 'ana', extra)).toBe(false);
    expect(isAssignedJudge('video_judge_1', 'bia', extra)).toBe(true);
  });
});
