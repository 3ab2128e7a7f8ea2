import { describe, expect, it } from 'vitest';
import { judgeSlotOf, type ContestJudges } from '../../domain/judge-slots';
import type { JudgeRole, Role } from '../../domain/roles';
import {
  canDeleteSubmission,
  canReceiveEvent,
  canViewSubmissionImage,
  judgeAccessTo,
  judgeRoleOf,
  ownsEntry,
  scoringRuleOf,
  type ImageSubject,
  type JudgedEntry,
} from './access';

const as = (role: Role, id = 'me') => ({ id, role });

describe('judge roles', () => {
  it('gives a judge their role and refuses everyone else with 403', () => {
    expect(judgeRoleOf(as('pre_filter_judge'))).toBe('pre_filter_judge');
    expect(judgeRoleOf(as('video_judge_2'))).toBe('video_judge_2');
    for (const role of ['admin', 'participant'] as const) {
      expect(() => judgeRoleOf(as(role))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    }
  });

  it('gives a scoring judge their side, and refuses the pre-filter judge', () => {
    expect(scoringRuleOf(as('photo_judge_2'))).toMatchObject({ category: 'photo', scoreSide: 2 });
    expect(() => scoringRuleOf(as('pre_filter_judge'))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('judgeAccessTo', () => {
  const contest = (over: Partial<ContestJudges> = {}): ContestJudges => ({
    category: 'photo',
    isExtra: false,
    preFilterJudgeId: 'me',
    photoJudge1Id: 'me',
    photoJudge2Id: 'me',
    videoJudge1Id: 'me',
    videoJudge2Id: 'me',
    ...over,
  });
  const entry = (over: Partial<JudgedEntry> = {}): JudgedEntry => ({
    isPhoto: true,
    preFilterStatus: 'approved',
    judge1Id: null,
    judge2Id: null,
    judge1Score: null,
    judge2Score: null,
    contest: contest(),
    ...over,
  });
  const access = (role: JudgeRole, e: JudgedEntry, judgeId = 'me') =>
    judgeAccessTo(judgeSlotOf(role), judgeId, e);

  it('lets the assigned judge act on the entries of their slot', () => {
    expect(access('pre_filter_judge', entry({ preFilterStatus: 'pending' }))).toBe('yours');
    expect(access('photo_judge_1', entry())).toBe('yours');
    expect(access('video_judge_2', entry({ isPhoto: false, contest: contest({ category: 'video' }) }))).toBe(
      'yours',
    );
  });

  it('hides the entries of contests the caller does not judge', () => {
    expect(access('photo_judge_1', entry({ contest: contest({ photoJudge1Id: 'other' }) }))).toBe(
      'not-found',
    );
    expect(access('pre_filter_judge', entry(), 'stranger')).toBe('not-found');
  });

  it('hides the wrong kind of entry', () => {
    expect(access('pre_filter_judge', entry({ isPhoto: false }))).toBe('not-found');
    expect(access('video_judge_1', entry({ contest: contest({ category: 'video' }) }))).toBe('not-found');
  });

  it('tells a photo judge that the pre-filter took a photo back', () => {
    expect(access('photo_judge_2', entry({ preFilterStatus: 'pending' }))).toBe('withdrawn');
    expect(access('photo_judge_2', entry({ preFilterStatus: 'rejected' }))).toBe('withdrawn');
  });

  it('hides an entry whose side another judge evaluated', () => {
    expect(access('photo_judge_1', entry({ judge1Id: 'previous', judge1Score: 7 }))).toBe('not-found');
    expect(access('photo_judge_1', entry({ judge1Id: null, judge1Score: 7 }))).toBe('not-found');
    expect(access('photo_judge_1', entry({ judge1Id: 'me', judge1Score: 7 }))).toBe('yours');
    // The other side's judge is not this judge's concern.
    expect(access('photo_judge_1', entry({ judge2Id: 'other', judge2Score: 5 }))).toBe('yours');
  });

  it('gives no second judge in an extra contest', () => {
    expect(access('photo_judge_2', entry({ contest: contest({ isExtra: true }) }))).toBe('not-found');
  });
});

describe('canReceiveEvent', () => {
  const assignedTo = (ids: string[]) => async (id: string) => ids.includes(id);

  it('gives admins every event', async () => {
    expect(await canReceiveEvent(as('admin'), { type: 'emails', contestId: 'c' }, assignedTo([]))).toBe(true);
    expect(
      await canReceiveEvent(as('admin'), { type: 'contest-progress', contestId: 'c' }, assignedTo([])),
    ).toBe(true);
  });

  it('gives a judge their contests and resyncs only, never email events', async () => {
    const judge = as('photo_judge_1');
    expect(
      await canReceiveEvent(judge, { type: 'contest-progress', contestId: 'c' }, assignedTo(['c'])),
    ).toBe(true);
    expect(
      await canReceiveEvent(judge, { type: 'contest-progress', contestId: 'd' }, assignedTo(['c'])),
    ).toBe(false);
    expect(await canReceiveEvent(judge, { type: 'resync' }, assignedTo([]))).toBe(true);
    expect(await canReceiveEvent(judge, { type: 'emails', contestId: 'c' }, assignedTo(['c']))).toBe(false);
  });
});

describe('own entries', () => {
  it('belong to their owner only', () => {
    expect(ownsEntry(as('participant', 'ana'), { userId: 'ana' })).toBe(true);
    expect(ownsEntry(as('participant', 'bia'), { userId: 'ana' })).toBe(false);
  });

  it('may be withdrawn before the deadline, and once judged only while judging is not shown', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const open = {
      deadline: new Date('2026-03-20T03:00:00Z'),
      showPreFilterResults: false,
      showEvaluations: false,
    };
    const untouched = { pre_filter_status: 'pending', judge1_score: null, judge2_score: null };
    const scored = { ...untouched, judge1_score: 8 };
    expect(canDeleteSubmission(untouched, open, now, false)).toBe(true);
    expect(canDeleteSubmission(scored, open, now, false)).toBe(true);
    expect(canDeleteSubmission(scored, { ...open, showEvaluations: true }, now, false)).toBe(false);
    expect(
      canDeleteSubmission(untouched, { ...open, deadline: new Date('2026-03-01T03:00:00Z') }, now, false),
    ).toBe(false);
  });
});

describe('canViewSubmissionImage', () => {
  const subject = (
    over: Partial<ImageSubject['contest']> = {},
    status: ImageSubject['preFilterStatus'] = 'approved',
  ) => ({
    userId: 'owner',
    preFilterStatus: status,
    contest: {
      showSubmissions: false,
      preFilterJudgeId: 'pf',
      photoJudge1Id: 'j1',
      photoJudge2Id: 'j2',
      ...over,
    },
  });

  it('gives admins every variant, the original included, and nobody else the original', () => {
    expect(canViewSubmissionImage(as('admin'), subject(), 'original')).toBe(true);
    expect(canViewSubmissionImage(as('participant', 'owner'), subject(), 'original')).toBe(false);
    expect(canViewSubmissionImage(as('pre_filter_judge', 'pf'), subject(), 'original')).toBe(false);
  });

  it('gives the owner their photo, and other participants only a published contest’s', () => {
    expect(canViewSubmissionImage(as('participant', 'owner'), subject(), 'preview')).toBe(true);
    expect(canViewSubmissionImage(as('participant', 'other'), subject(), 'thumb')).toBe(false);
    expect(
      canViewSubmissionImage(as('participant', 'other'), subject({ showSubmissions: true }), 'thumb'),
    ).toBe(true);
  });

  it('gives the contest’s pre-filter judge every photo and its photo judges approved ones only', () => {
    expect(canViewSubmissionImage(as('pre_filter_judge', 'pf'), subject({}, 'rejected'), 'preview')).toBe(
      true,
    );
    expect(canViewSubmissionImage(as('pre_filter_judge', 'x'), subject(), 'preview')).toBe(false);
    expect(canViewSubmissionImage(as('photo_judge_1', 'j1'), subject(), 'preview')).toBe(true);
    expect(canViewSubmissionImage(as('photo_judge_2', 'j2'), subject({}, 'pending'), 'preview')).toBe(false);
    expect(canViewSubmissionImage(as('photo_judge_2', 'j1'), subject(), 'preview')).toBe(false);
    expect(canViewSubmissionImage(as('video_judge_1', 'j1'), subject(), 'preview')).toBe(false);
  });
});
