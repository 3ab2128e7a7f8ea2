import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import {
  createContest,
  createSubmission,
  createUser,
  signedInUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let admin: TestUser;
const judges = {} as Record<(typeof JUDGE_ROLES)[number], TestUser>;

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t.app, 'admin');
  cookie = signed.cookie;
  admin = signed.user;
  for (const role of JUDGE_ROLES) judges[role] = await createUser(t.app, { role });
});
afterAll(async () => {
  await t.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  as = cookie,
) {
  return t.app.inject({ method, url, payload: payload as never, headers: as ? { cookie: as } : {} });
}

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

async function auditOf(entityId: string) {
  const { rows } = await t.db.$client.query(
    `SELECT action, actor_id, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [entityId],
  );
  return rows;
}

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
    const audit = await auditOf(body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'contest.create', actor_id: admin.id, before: null });
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
    const audit = await auditOf(id);
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
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        preFilterJudgeId: 'errors.contest.judgeRoleMismatch',
        photoJudge1Id: 'errors.contest.judgeRoleMismatch',
        photoJudge2Id: 'errors.contest.judgeNotFound',
      },
    });
    const admins = await call('POST', '/api/admin/contests', { ...photoContest, photoJudge1Id: admin.id });
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
      headers: { cookie, 'content-type': 'application/json' },
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
    expect(toVideo.statusCode).toBe(409);
    expect(toVideo.json()).toMatchObject({
      code: 'CONTEST_CATEGORY_LOCKED',
      fields: { category: 'errors.contest.categoryLocked' },
    });
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

describe('the contest list', () => {
  it('filters by São Paulo start year, pages by 50, newest first, with counts and years', async () => {
    const local = await createTestApp();
    try {
      const { cookie: adminCookie } = await signedInUser(local.app, 'admin');
      const judge = await createUser(local.app, { role: 'photo_judge_1' });
      // 2025-01-01 01:00 UTC is still 2024-12-31 in São Paulo.
      const newYearsEve = await createContest(local.app, {
        title: 'Réveillon',
        startsAt: new Date('2025-01-01T01:00:00Z'),
        deadline: new Date('2025-01-10T03:00:00Z'),
        resultsAt: new Date('2025-01-20T15:00:00Z'),
      });
      for (let i = 0; i < 55; i++) {
        await createContest(local.app, {
          title: `C${i}`,
          startsAt: new Date(Date.UTC(2026, 0, 1 + i, 15)),
          deadline: new Date(Date.UTC(2026, 0, 5 + i, 3)),
          resultsAt: new Date(Date.UTC(2026, 1, 5 + i, 15)),
          photoJudge1Id: i === 54 ? judge.id : null,
        });
      }
      const busy = await createContest(local.app, {
        title: 'Busy',
        startsAt: new Date('2025-06-01T15:00:00Z'),
        deadline: new Date('2025-06-10T03:00:00Z'),
        resultsAt: new Date('2025-06-20T15:00:00Z'),
      });
      const [a, b] = [await createUser(local.app), await createUser(local.app)];
      for (const userId of [a.id, a.id, b.id])
        await createSubmission(local.app, { contestId: busy.id, userId });

      const get = (url: string) => local.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect((await get('/api/admin/contests/years')).json()).toEqual({ years: [2026, 2025, 2024] });

      const page1 = (await get('/api/admin/contests?year=2026')).json();
      expect(page1).toMatchObject({ total: 55, page: 1, pageSize: 50 });
      expect(page1.items).toHaveLength(50);
      expect(page1.items[0]).toMatchObject({
        title: 'C54',
        startDay: '2026-02-24',
        judges: { photoJudge1Id: { id: judge.id, username: judge.username } },
      });
      expect(page1.items[0].rules).toBeUndefined();
      const page2 = (await get('/api/admin/contests?year=2026&page=2')).json();
      expect(page2.items.map((c: { title: string }) => c.title)).toEqual(['C4', 'C3', 'C2', 'C1', 'C0']);

      const y2025 = (await get('/api/admin/contests?year=2025')).json();
      expect(y2025.items).toEqual([
        expect.objectContaining({ title: 'Busy', participantCount: 2, submissionCount: 3 }),
      ]);
      const y2024 = (await get('/api/admin/contests?year=2024')).json();
      expect(y2024.items.map((c: { id: string }) => c.id)).toEqual([newYearsEve.id]);
      expect((await get('/api/admin/contests')).json().total).toBe(57);
      expect((await get('/api/admin/contests?year=')).json().total).toBe(57);
      expect((await get('/api/admin/contests?page=0')).statusCode).toBe(400);
      expect((await get('/api/admin/contests?year=abc')).json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { year: 'errors.contest.yearInvalid' },
      });
    } finally {
      await local.close();
    }
  });
});

describe('pre-filter visibility', () => {
  it('toggles and records who did it', async () => {
    const contest = await createContest(t.app);
    const on = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: true,
    });
    expect(on.json()).toEqual({ id: contest.id, showPreFilterResults: true });
    const off = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: false,
    });
    expect(off.json().showPreFilterResults).toBe(false);
    const audit = await auditOf(contest.id);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['contest.preFilterVisibility', { showPreFilterResults: true }],
      ['contest.preFilterVisibility', { showPreFilterResults: false }],
    ]);
    const bad = await call('PATCH', `/api/admin/contests/${contest.id}/pre-filter-visibility`, {
      visible: 'yes',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('deleting a contest', () => {
  it('removes its entries and their stored files, and keeps an audit row', async () => {
    const contest = await createContest(t.app);
    const participant = await createUser(t.app);
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    const { rows } = await t.db.$client.query(`SELECT file_key FROM submissions WHERE id = $1`, [entry.id]);
    const fileKey: string = rows[0].file_key;
    const original = path.join(t.config.uploadsDir, ...fileKey.split('/'));
    await mkdir(path.dirname(original), { recursive: true });
    await writeFile(original, 'x');
    await writeFile(`${original}.thumb.webp`, 'x');
    expect(await t.app.ctx.storage.exists(fileKey)).toBe(true);

    const res = await call('DELETE', `/api/admin/contests/${contest.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.db.$client.query(`SELECT 1 FROM submissions WHERE id = $1`, [entry.id])).rowCount).toBe(
      0,
    );
    expect(await t.app.ctx.storage.exists(fileKey)).toBe(false);
    expect(await t.app.ctx.storage.exists(`${fileKey}.thumb.webp`)).toBe(false);
    const audit = await auditOf(contest.id);
    expect(audit.at(-1)).toMatchObject({ action: 'contest.delete', after: null });
    expect(audit.at(-1)!.before).toMatchObject({ submissionCount: 1 });
    expect((await call('DELETE', `/api/admin/contests/${contest.id}`)).statusCode).toBe(404);
  });
});

describe('judge dropdowns', () => {
  it('list only users of the asked judge role, or of any judge role', async () => {
    const one = (await call('GET', '/api/admin/judges?role=video_judge_2')).json();
    expect(one.items).toContainEqual({
      id: judges.video_judge_2.id,
      username: judges.video_judge_2.username,
      role: 'video_judge_2',
    });
    expect(one.items.every((j: { role: string }) => j.role === 'video_judge_2')).toBe(true);
    const all = (await call('GET', '/api/admin/judges')).json();
    const roles = new Set(all.items.map((j: { role: string }) => j.role));
    expect([...roles].sort()).toEqual([...JUDGE_ROLES].sort());
    expect((await call('GET', '/api/admin/judges?role=admin')).statusCode).toBe(400);
  });
});
