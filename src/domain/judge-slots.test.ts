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
  it('maps each judge role to its contest column, category and score side', () => {
    expect(judgeSlotOf('pre_filter_judge')).toMatchObject({
      slotColumn: 'pre_filter_judge_id',
      category: 'photo',
      scoreSide: null,
    });
    expect(judgeSlotOf('photo_judge_1')).toMatchObject({
      slotColumn: 'photo_judge_1_id',
      category: 'photo',
      scoreSide: 1,
    });
    expect(judgeSlotOf('photo_judge_2')).toMatchObject({
      slotColumn: 'photo_judge_2_id',
      category: 'photo',
      scoreSide: 2,
    });
    expect(judgeSlotOf('video_judge_1')).toMatchObject({
      slotColumn: 'video_judge_1_id',
      category: 'video',
      scoreSide: 1,
    });
    expect(judgeSlotOf('video_judge_2')).toMatchObject({
      slotColumn: 'video_judge_2_id',
      category: 'video',
      scoreSide: 2,
    });
  });

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
