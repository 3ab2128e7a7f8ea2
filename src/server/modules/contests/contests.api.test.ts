import { describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { expectRefused, useApi, useJudges } from '../../test/api';

const t = useApi();
const { call } = t;
const judges = useJudges(t);

const photoContest = {
  title: 'Casamentos 2026',
  startDay: '2026-03-10',
  endDay: '2026-03-20',
  resultDay: '2026-04-01',
  category: 'photo',
  photoCategory: 'wedding',
  rules: 'Até 10 fotos.',
  showEvaluations: false,
  showSubmissions: false,
  showPreFilterResults: false,
  isExtra: false,
};

describe('who may call the contest endpoints', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/api/admin/contests', undefined],
      ['GET', '/api/admin/contests/years', undefined],
      ['GET', `/api/admin/contests/${id}`, undefined],
      ['POST', '/api/admin/contests', photoContest],
      ['PUT', `/api/admin/contests/${id}`, photoContest],
      ['PATCH', `/api/admin/contests/${id}/pre-filter-visibility`, { visible: true }],
      ['DELETE', `/api/admin/contests/${id}`, undefined],
      ['GET', '/api/admin/judges?role=photo_judge_1', undefined],
    ] as const;

  it('refuses anonymous callers with 401 and every other role with 403', async () => {
    const contest = await createContest(t.app);
    const others: Role[] = ['participant', ...JUDGE_ROLES];
    const cookies = await Promise.all(others.map(async (role) => (await signedInUser(t.app, role)).cookie));
    for (const [method, url, payload] of endpoints(contest.id)) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [i, other] of cookies.entries()) {
        const res = await call(method, url, payload, other);
        expect(res.statusCode, `${method} ${url} as ${others[i]}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    const still = await call('GET', `/api/admin/contests/${contest.id}`);
    expect(still.statusCode).toBe(200);
  });

  it('lets an admin call every one of them', async () => {
    const contest = await createContest(t.app);
    for (const [method, url, payload] of endpoints(contest.id)) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('creating and editing contests', () => {
  it('stores days as São Paulo instants and answers with ISO days, judges and counts', async () => {
    const res = await call('POST', '/api/admin/contests', {
      ...photoContest,
      preFilterJudgeId: judges.pre_filter_judge.id,
      photoJudge1Id: judges.photo_judge_1.id,
      photoJudge2Id: judges.photo_judge_2.id,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Casamentos 2026',
      startDay: '2026-03-10',
      endDay: '2026-03-20',
      resultDay: '2026-04-01',
      rules: 'Até 10 fotos.',
      participantCount: 0,
      submissionCount: 0,
      judges: {
        preFilterJudgeId: { id: judges.pre_filter_judge.id, username: judges.pre_filter_judge.username },
        photoJudge2Id: { id: judges.photo_judge_2.id, username: judges.photo_judge_2.username },
        videoJudge1Id: null,
      },
    });
    const { rows } = await t.db.$client.query(
      `SELECT starts_at, deadline, results_at FROM contests WHERE id = $1`,
      [body.id],
    );
    expect(rows[0].starts_at.toISOString()).toBe('2026-03-10T15:00:00.000Z');
    expect(rows[0].deadline.toISOString()).toBe('2026-03-21T03:00:00.000Z');
    expect(rows[0].results_at.toISOString()).toBe('2026-04-01T15:00:00.000Z');
    const audit = await t.auditOf(body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'contest.create', actor_id: t.admin.id, before: null });
    expect(audit[0].after).toMatchObject({ title: 'Casamentos 2026', endDay: '2026-03-20' });
  });

  it('never stores a photo judge in a video contest, nor a photo category', async () => {
    const res = await call('POST', '/api/admin/contests', {
      ...photoContest,
      category: 'video',
      photoCategory: 'family',
      preFilterJudgeId: judges.pre_filter_judge.id,
      photoJudge1Id: judges.photo_judge_1.id,
      videoJudge1Id: judges.video_judge_1.id,
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.$client.query(
      `SELECT photo_category, pre_filter_judge_id, photo_judge_1_id, video_judge_1_id FROM contests WHERE id = $1`,
      [res.json().id],
    );
    expect(rows[0]).toEqual({
      photo_category: null,
      pre_filter_judge_id: null,
      photo_judge_1_id: null,
      video_judge_1_id: judges.video_judge_1.id,
    });
  });

  it('never keeps a second judge in an extra contest, also when an existing contest becomes extra', async () => {
    const created = await call('POST', '/api/admin/contests', {
      ...photoContest,
      photoJudge1Id: judges.photo_judge_1.id,
      photoJudge2Id: judges.photo_judge_2.id,
    });
    const id = created.json().id;
    const edited = await call('PUT', `/api/admin/contests/${id}`, {
      ...photoContest,
      isExtra: true,
      photoJudge1Id: judges.photo_judge_1.id,
      photoJudge2Id: judges.photo_judge_2.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      isExtra: true,
      photoJudge2Id: null,
      judges: { photoJudge2Id: null },
    });
    const video = await call('POST', '/api/admin/contests', {
      ...photoContest,
      category: 'video',
      isExtra: true,
      videoJudge1Id: judges.video_judge_1.id,
      videoJudge2Id: judges.video_judge_2.id,
    });
    expect(video.json()).toMatchObject({ videoJudge1Id: judges.video_judge_1.id, videoJudge2Id: null });
    const audit = await t.auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['contest.create', 'contest.update']);
    expect(audit[1].before).toMatchObject({ isExtra: false, photoJudge2Id: judges.photo_judge_2.id });
    expect(audit[1].after).toMatchObject({ isExtra: true, photoJudge2Id: null });
  });

  it('refuses a participant, an unknown user or a judge of another slot in a judge slot', async () => {
    const participant = await createUser(t.app);
    const res = await call('POST', '/api/admin/contests', {
      ...photoContest,
      preFilterJudgeId: participant.id,
      photoJudge1Id: judges.photo_judge_2.id,
      photoJudge2Id: 'no-such-user',
    });
    expectRefused(res, 400, 'VALIDATION_FAILED', {
      preFilterJudgeId: 'errors.contest.judgeRoleMismatch',
      photoJudge1Id: 'errors.contest.judgeRoleMismatch',
      photoJudge2Id: 'errors.contest.judgeNotFound',
    });
    const admins = await call('POST', '/api/admin/contests', { ...photoContest, photoJudge1Id: t.admin.id });
    expect(admins.json().fields).toEqual({ photoJudge1Id: 'errors.contest.judgeRoleMismatch' });
  });

  it('refuses an end before the start, a photo contest without photo category and bad input with field keys', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ endDay: '2026-03-09' }, { endDay: 'errors.contest.endBeforeStart' }],
      [{ photoCategory: null }, { photoCategory: 'errors.contest.photoCategoryRequired' }],
      [{ title: 'x'.repeat(201) }, { title: 'errors.contest.titleTooLong' }],
      [{ title: '   ' }, { title: 'errors.contest.titleRequired' }],
      [{ startDay: '2026-02-30' }, { startDay: 'errors.contest.dateInvalid' }],
      [{ category: 'painting' }, { category: 'errors.contest.categoryRequired' }],
      [{ isExtra: 'yes' }, { isExtra: 'errors.invalidField' }],
    ];
    for (const [change, fields] of cases) {
      const res = await call('POST', '/api/admin/contests', { ...photoContest, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: { cookie: t.cookie, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('keeps a one-day contest (end on the start day)', async () => {
    const res = await call('POST', '/api/admin/contests', {
      ...photoContest,
      endDay: '2026-03-10',
      resultDay: '2026-03-10',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ startDay: '2026-03-10', endDay: '2026-03-10' });
  });

  it('answers 404 for a malformed or unknown id, never 500', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', "1'; DROP TABLE contests;--"]) {
      const url = `/api/admin/contests/${encodeURIComponent(id)}`;
      expect((await call('GET', url)).statusCode).toBe(404);
      expect((await call('PUT', url, photoContest)).statusCode).toBe(404);
      expect((await call('PATCH', `${url}/pre-filter-visibility`, { visible: true })).statusCode).toBe(404);
      expect((await call('DELETE', url)).statusCode).toBe(404);
    }
  });

  it('keeps the category once the contest has entries, but lets the rest change', async () => {
    const contest = await createContest(t.app);
    const participant = await createUser(t.app);
    await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    const toVideo = await call('PUT', `/api/admin/contests/${contest.id}`, {
      ...photoContest,
      category: 'video',
    });
    expectRefused(toVideo, 409, 'CONTEST_CATEGORY_LOCKED', { category: 'errors.contest.categoryLocked' });
    const family = await call('PUT', `/api/admin/contests/${contest.id}`, {
      ...photoContest,
      photoCategory: 'family',
    });
    expect(family.statusCode).toBe(200);
  });

  it('recomputes stored final scores and awards when a contest becomes extra or stops being extra', async () => {
    const contest = await createContest(t.app);
    const participant = await createUser(t.app);
    const entry = await createSubmission(t.app, {
      contestId: contest.id,
      userId: participant.id,
      preFilterStatus: 'approved',
      judge1Score: 6,
      judge2Score: 7,
      finalScore: 6.5,
      award: 'honorable',
    });
    const read = async () =>
      (
        await t.db.$client.query(
          `SELECT final_score::float8 AS final_score, award FROM submissions WHERE id = $1`,
          [entry.id],
        )
      ).rows[0];
    await call('PUT', `/api/admin/contests/${contest.id}`, { ...photoContest, isExtra: true });
    expect(await read()).toEqual({ final_score: 6, award: 'honorable' });
    await call('PUT', `/api/admin/contests/${contest.id}`, { ...photoContest, isExtra: false });
    expect(await read()).toEqual({ final_score: 6.5, award: 'honorable' });
  });
});
