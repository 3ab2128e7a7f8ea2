import { describe, expect, it } from 'vitest';
import {
  CONTEST_FORM_DEFAULTS,
  JUDGE_SLOTS,
  contestInputSchema,
  findSlotForRole,
  normalizeContestInput,
  replacedScoringSlots,
  scoreSideOfSlot,
  slotsForCategory,
  type ContestFormValues,
} from './contest-rules';

const valid: ContestFormValues = {
  title: '  Wedding 2026  ',
  startDay: '2026-03-01',
  endDay: '2026-03-10',
  resultDay: '2026-03-20',
  category: 'photo',
  photoCategory: 'wedding',
};

const allJudges = {
  preFilterJudgeId: 'pf',
  photoJudge1Id: 'p1',
  photoJudge2Id: 'p2',
  videoJudge1Id: 'v1',
  videoJudge2Id: 'v2',
};

function messagesOf(input: unknown): string[] {
  const result = contestInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('contest form', () => {
  it('trims the title and fills what was left out with the defaults a new contest starts with', () => {
    expect(contestInputSchema.parse(valid)).toEqual({
      ...CONTEST_FORM_DEFAULTS,
      ...valid,
      title: 'Wedding 2026',
    });
  });

  it('requires a title that is not only spaces, of at most 200 characters', () => {
    expect(messagesOf({ ...valid, title: '   ' })).toEqual(['errors.contest.titleRequired']);
    expect(messagesOf({ ...valid, title: undefined })).toEqual(['errors.contest.titleRequired']);
    expect(messagesOf({ ...valid, title: 'x'.repeat(200) })).toEqual([]);
    expect(messagesOf({ ...valid, title: 'x'.repeat(201) })).toEqual(['errors.contest.titleTooLong']);
  });

  it('requires the three days as real calendar days', () => {
    expect(messagesOf({ ...valid, startDay: undefined })).toEqual(['errors.contest.dateRequired']);
    expect(messagesOf({ ...valid, endDay: '' })).toEqual(['errors.contest.dateRequired']);
    expect(messagesOf({ ...valid, resultDay: '2026-02-30' })).toEqual(['errors.contest.dateInvalid']);
    expect(messagesOf({ ...valid, startDay: '01/03/2026' })).toEqual(['errors.contest.dateInvalid']);
  });

  it('requires a category', () => {
    expect(messagesOf({ ...valid, category: undefined })).toEqual(['errors.contest.categoryRequired']);
    expect(messagesOf({ ...valid, category: 'audio' })).toEqual(['errors.contest.categoryRequired']);
  });

  it('requires a photo category for a photo contest only', () => {
    expect(messagesOf({ ...valid, photoCategory: null })).toEqual(['errors.contest.photoCategoryRequired']);
    expect(messagesOf({ ...valid, photoCategory: 'portrait' })).toEqual([
      'errors.contest.photoCategoryInvalid',
    ]);
    expect(messagesOf({ ...valid, category: 'video', photoCategory: null })).toEqual([]);
  });

  it('refuses an end day before the start day, and accepts a one-day contest', () => {
    const result = contestInputSchema.safeParse({ ...valid, endDay: '2026-02-28' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['endDay'], message: 'errors.contest.endBeforeStart' }),
    ]);
    expect(messagesOf({ ...valid, endDay: '2026-03-01', resultDay: '2026-03-01' })).toEqual([]);
  });

  it('refuses a result day before the end day, and accepts the end day itself', () => {
    const result = contestInputSchema.safeParse({ ...valid, resultDay: '2026-03-09' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['resultDay'], message: 'errors.contest.resultBeforeEnd' }),
    ]);
    expect(messagesOf({ ...valid, resultDay: '2026-03-10' })).toEqual([]);
  });

  it('limits the rules text to 20000 characters', () => {
    expect(messagesOf({ ...valid, rules: 'r'.repeat(20_000) })).toEqual([]);
    expect(messagesOf({ ...valid, rules: 'r'.repeat(20_001) })).toEqual(['errors.contest.rulesTooLong']);
  });

  it('stores an empty judge choice as no judge', () => {
    const parsed = contestInputSchema.parse({ ...valid, photoJudge1Id: '', photoJudge2Id: 'p2' });
    expect(parsed.photoJudge1Id).toBeNull();
    expect(parsed.photoJudge2Id).toBe('p2');
  });

  it('starts a new contest as a wedding photo contest with every flag off', () => {
    expect(CONTEST_FORM_DEFAULTS).toMatchObject({
      category: 'photo',
      photoCategory: 'wedding',
      showEvaluations: false,
      showSubmissions: false,
      showPreFilterResults: false,
      isExtra: false,
      showTitlesToJudges: false,
    });
  });
});

describe('form coupling', () => {
  const parse = (input: ContestFormValues) => normalizeContestInput(contestInputSchema.parse(input));

  it('a photo contest keeps the pre-filter and photo judges and drops the video judges', () => {
    expect(parse({ ...valid, ...allJudges })).toMatchObject({
      preFilterJudgeId: 'pf',
      photoJudge1Id: 'p1',
      photoJudge2Id: 'p2',
      videoJudge1Id: null,
      videoJudge2Id: null,
      photoCategory: 'wedding',
    });
  });

  it('a video contest drops the pre-filter and photo judges and the photo category', () => {
    expect(parse({ ...valid, ...allJudges, category: 'video' })).toMatchObject({
      preFilterJudgeId: null,
      photoJudge1Id: null,
      photoJudge2Id: null,
      videoJudge1Id: 'v1',
      videoJudge2Id: 'v2',
      photoCategory: null,
    });
  });

  it('an extra photo contest clears photo judge 2', () => {
    expect(parse({ ...valid, ...allJudges, isExtra: true })).toMatchObject({
      preFilterJudgeId: 'pf',
      photoJudge1Id: 'p1',
      photoJudge2Id: null,
    });
  });

  it('an extra video contest clears video judge 2', () => {
    expect(parse({ ...valid, ...allJudges, category: 'video', isExtra: true })).toMatchObject({
      videoJudge1Id: 'v1',
      videoJudge2Id: null,
    });
  });

  it('leaves the other fields untouched', () => {
    const input = contestInputSchema.parse({ ...valid, rules: 'Be kind', showEvaluations: true });
    expect(normalizeContestInput(input)).toEqual(input);
  });
});

describe('judge slots', () => {
  it('maps each slot to its category and required role', () => {
    expect(JUDGE_SLOTS.preFilterJudgeId).toMatchObject({ category: 'photo', role: 'pre_filter_judge' });
    expect(JUDGE_SLOTS.photoJudge1Id).toMatchObject({ category: 'photo', role: 'photo_judge_1' });
    expect(JUDGE_SLOTS.photoJudge2Id).toMatchObject({ category: 'photo', role: 'photo_judge_2' });
    expect(JUDGE_SLOTS.videoJudge1Id).toMatchObject({ category: 'video', role: 'video_judge_1' });
    expect(JUDGE_SLOTS.videoJudge2Id).toMatchObject({ category: 'video', role: 'video_judge_2' });
  });

  it('lists the slots a contest uses', () => {
    expect(slotsForCategory('photo', false)).toEqual(['preFilterJudgeId', 'photoJudge1Id', 'photoJudge2Id']);
    expect(slotsForCategory('photo', true)).toEqual(['preFilterJudgeId', 'photoJudge1Id']);
    expect(slotsForCategory('video', false)).toEqual(['videoJudge1Id', 'videoJudge2Id']);
    expect(slotsForCategory('video', true)).toEqual(['videoJudge1Id']);
  });

  it('finds the slot of each judge role', () => {
    expect(findSlotForRole('pre_filter_judge')).toBe('preFilterJudgeId');
    expect(findSlotForRole('photo_judge_2')).toBe('photoJudge2Id');
    expect(findSlotForRole('video_judge_1')).toBe('videoJudge1Id');
  });
});

describe('replacing a scoring judge', () => {
  const none = {
    preFilterJudgeId: null,
    photoJudge1Id: null,
    photoJudge2Id: null,
    videoJudge1Id: null,
    videoJudge2Id: null,
  };

  it('names the scoring slots handed to a different user, not the pre-filter, not a cleared slot', () => {
    const before = { ...none, preFilterJudgeId: 'pf', photoJudge1Id: 'p1', photoJudge2Id: 'p2' };
    expect(
      replacedScoringSlots(before, { ...before, preFilterJudgeId: 'pf2', photoJudge2Id: 'p2b' }),
    ).toEqual(['photoJudge2Id']);
    expect(replacedScoringSlots(before, { ...before, photoJudge1Id: null })).toEqual([]);
    expect(replacedScoringSlots(before, before)).toEqual([]);
    expect(replacedScoringSlots(none, { ...none, videoJudge1Id: 'v1' })).toEqual(['videoJudge1Id']);
  });

  it('maps judge-1 slots to side 1 and judge-2 slots to side 2', () => {
    expect(scoreSideOfSlot('photoJudge1Id')).toBe(1);
    expect(scoreSideOfSlot('videoJudge1Id')).toBe(1);
    expect(scoreSideOfSlot('photoJudge2Id')).toBe(2);
    expect(scoreSideOfSlot('videoJudge2Id')).toBe(2);
  });

  it('accepts keep or fresh as the decision, and nothing else', () => {
    expect(contestInputSchema.parse({ ...valid, previousEvaluations: 'keep' }).previousEvaluations).toBe(
      'keep',
    );
    expect(messagesOf({ ...valid, previousEvaluations: 'drop' })).toContain(
      'errors.contest.replacementDecisionInvalid',
    );
  });
});
