import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../../domain/contest-dates';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';
import { expectRefused, useApi } from '../../test/api';
import { editOf, participantWithScoredEntry } from './users.test-support';
import { createTestApp } from '../../test/test-app';

const t = useApi();
const { call } = t;
const thisYear = Number(dayOf(new Date()).slice(0, 4));

describe('judges and their contests', () => {
  it('a judge still evaluating a contest keeps role and account; once done, leaving the role clears the slot', async () => {
    const judge = await createUser(t.app, { role: 'photo_judge_1' });
    const contest = await createContest(t.app, { photoJudge1Id: judge.id });
    const toParticipant = editOf(judge, { role: 'participant' });
    const refused = await call('PUT', `/api/admin/users/${judge.id}`, toParticipant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('USER_IS_ASSIGNED_JUDGE');
    expect((await call('DELETE', `/api/admin/users/${judge.id}`)).json().code).toBe('USER_IS_ASSIGNED_JUDGE');

    await t.db.$client.query(`INSERT INTO evaluation_completions (judge_id, contest_id) VALUES ($1, $2)`, [
      judge.id,
      contest.id,
    ]);
    const changed = await call('PUT', `/api/admin/users/${judge.id}`, toParticipant);
    expect(changed.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT photo_judge_1_id FROM contests WHERE id = $1`, [
      contest.id,
    ]);
    expect(rows[0].photo_judge_1_id).toBeNull();
    const audit = await t.auditOf(judge.id);
    expect(audit.find((a) => a.action === 'user.role')).toMatchObject({
      before: { role: 'photo_judge_1' },
      after: { role: 'participant', clearedFromContests: [contest.id] },
    });
  });

  it('keeps the slot when only other fields of a judge change', async () => {
    const judge = await createUser(t.app, { role: 'video_judge_1' });
    const contest = await createContest(t.app, { category: 'video', videoJudge1Id: judge.id });
    const res = await call(
      'PUT',
      `/api/admin/users/${judge.id}`,
      editOf(judge, { role: 'video_judge_1', status: 'vip' }),
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT video_judge_1_id FROM contests WHERE id = $1`, [
      contest.id,
    ]);
    expect(rows[0].video_judge_1_id).toBe(judge.id);
  });
});

describe('deleting users', () => {
  it('removes the user, their sessions, entries and stored files, and audits it', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user);
    const contest = await createContest(t.app);
    const entry = await createSubmission(t.app, {
      contestId: contest.id,
      userId: user.id,
      preFilterStatus: 'rejected',
    });
    const { rows } = await t.db.$client.query(`SELECT file_key FROM submissions WHERE id = $1`, [entry.id]);
    const original = path.join(t.config.uploadsDir, ...rows[0].file_key.split('/'));
    await mkdir(path.dirname(original), { recursive: true });
    await writeFile(original, 'x');
    await writeFile(`${original}.preview.webp`, 'x');

    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.db.$client.query(`SELECT 1 FROM users WHERE id = $1`, [user.id])).rowCount).toBe(0);
    expect((await t.db.$client.query(`SELECT 1 FROM submissions WHERE id = $1`, [entry.id])).rowCount).toBe(
      0,
    );
    expect(await t.app.ctx.storage.exists(rows[0].file_key)).toBe(false);
    expect(await t.app.ctx.storage.exists(`${rows[0].file_key}.preview.webp`)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    const audit = await t.auditOf(user.id);
    expect(audit.at(-1)).toMatchObject({ action: 'user.delete', actor_id: t.admin.id });
    expect(audit.at(-1)!.before).toMatchObject({ username: user.username, submissionCount: 1 });
  });

  it('is refused while the user has an entry a judge has scored', async () => {
    const user = await participantWithScoredEntry(t.app);
    expectRefused(await call('DELETE', `/api/admin/users/${user.id}`), 409, 'USER_HAS_JUDGED_WORK');
  });
});

describe('status', () => {
  it('cycles vip → member → regular → vip, or takes the status given', async () => {
    const user = await createUser(t.app, { status: 'vip' });
    const url = `/api/admin/users/${user.id}/status`;
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await call('PATCH', url, {})).json().status);
    expect(seen).toEqual(['member', 'regular', 'vip']);
    expect((await call('PATCH', url, { status: 'regular' })).json()).toEqual({
      id: user.id,
      status: 'regular',
    });
    expect((await call('PATCH', url, { status: 'gold' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { status: 'errors.user.statusInvalid' },
    });
    const audit = await t.auditOf(user.id);
    expect(audit.map((a) => `${a.before.status}>${a.after.status}`)).toEqual([
      'vip>member',
      'member>regular',
      'regular>vip',
      'vip>regular',
    ]);
  });
});

describe('award counts', () => {
  it('sets this year’s count, turning non-numeric input into 0, and audits each edit', async () => {
    const user = await createUser(t.app);
    const url = `/api/admin/users/${user.id}/award-count`;
    expect((await call('PUT', url, { count: 3 })).json()).toMatchObject({
      userId: user.id,
      year: thisYear,
      count: 3,
      awardCount: 3,
      awardSource: 'manual',
    });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().awardCount).toBe(3);
    expect((await call('PUT', url, { count: 'abc' })).json().count).toBe(0);
    expect((await call('PUT', url, { count: '7' })).json().count).toBe(7);
    expect((await call('PUT', url, { count: 1, year: 2020 })).json()).toMatchObject({
      userId: user.id,
      year: 2020,
      count: 1,
    });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().awardCount).toBe(7);
    const negative = await call('PUT', url, { count: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ count: 'errors.awardCount.min' });
    expect((await call('PUT', url, { count: 1.5 })).json().fields).toEqual({
      count: 'errors.awardCount.integer',
    });
    const { rows } = await t.db.$client.query(
      `SELECT year, award_count FROM award_counts WHERE user_id = $1 ORDER BY year`,
      [user.id],
    );
    expect(rows).toEqual([
      { year: 2020, award_count: 1 },
      { year: thisYear, award_count: 7 },
    ]);
    const audit = await t.auditOf(user.id);
    expect(audit.map((a) => [a.action, a.before.count, a.after.count])).toEqual([
      ['award_count.set', null, 3],
      ['award_count.set', 3, 0],
      ['award_count.set', 0, 7],
      ['award_count.set', null, 1],
    ]);
  });

  it('refuses "2,5" and "2.5" with a clear message instead of saving 25', async () => {
    const user = await createUser(t.app);
    const url = `/api/admin/users/${user.id}/award-count`;
    for (const count of ['2,5', '2.5']) {
      const res = await call('PUT', url, { count });
      expect(res.statusCode, count).toBe(400);
      expect(res.json().fields).toEqual({ count: 'errors.awardCount.integer' });
    }
  });

  it('shows the same count as Statistics: the computed one until an admin sets one, and again once cleared', async () => {
    const user = await createUser(t.app);
    const contest = await createContest(t.app, { showEvaluations: true });
    for (let i = 0; i < 4; i++) {
      await createSubmission(t.app, {
        contestId: contest.id,
        userId: user.id,
        preFilterStatus: 'approved',
        judge1Score: 8,
        judge2Score: 8,
        finalScore: 8,
        award: 'awarded',
      });
    }
    const view = async () => (await call('GET', `/api/admin/users/${user.id}`)).json();
    expect(await view()).toMatchObject({ awardCount: 4, awardSource: 'computed', manualAwardCount: null });
    const url = `/api/admin/users/${user.id}/award-count`;
    await call('PUT', url, { count: 0 });
    expect(await view()).toMatchObject({ awardCount: 0, awardSource: 'manual', manualAwardCount: 0 });
    const cleared = await call('PUT', url, { count: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ count: null, awardCount: 4, awardSource: 'computed' });
    expect(await view()).toMatchObject({ awardCount: 4, awardSource: 'computed', computedAwardCount: 4 });
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(user.username)}`)).json();
    expect(listed.items[0]).toMatchObject({ id: user.id, awardCount: 4 });
  });
});

describe('the user list', () => {
  it('searches username and email in any case, filters role and status, pages by 50 ordered by username', async () => {
    const local = await createTestApp();
    try {
      const { cookie: adminCookie } = await signedInUser(local.app, 'admin');
      for (let i = 0; i < 60; i++) {
        await createUser(local.app, {
          username: `Fot${String(i).padStart(2, '0')}`,
          status: i % 3 === 0 ? 'vip' : 'regular',
        });
      }
      await createUser(local.app, {
        username: 'zeca',
        email: 'Zeca.Silva@Estudio.test',
        role: 'video_judge_1',
      });
      await createUser(local.app, { username: '100%_real', email: 'real@example.test' });
      const special = await createUser(local.app, { username: 'ana', email: 'ana@example.test' });
      await local.db.$client.query(
        `INSERT INTO award_counts (user_id, year, award_count) VALUES ($1, $2, 4)`,
        [special.id, thisYear],
      );
      const get = async (query: string) =>
        (
          await local.app.inject({
            method: 'GET',
            url: `/api/admin/users${query}`,
            headers: { cookie: adminCookie },
          })
        ).json();

      const first = await get('');
      expect(first).toMatchObject({ total: 64, page: 1, pageSize: 50, year: thisYear });
      expect(first.items[0]).toMatchObject({ username: '100%_real' });
      expect(first.items[2]).toMatchObject({ username: 'ana', awardCount: 4 });
      expect(first.items[3].username).toBe('Fot00');
      expect((await get('?page=2')).items.map((u: { username: string }) => u.username).at(-1)).toBe('zeca');

      expect((await get('?q=ESTUDIO')).items.map((u: { username: string }) => u.username)).toEqual(['zeca']);
      expect((await get('?q=fot5')).total).toBe(10);
      // % and _ are searched literally.
      expect((await get('?q=%25_')).items.map((u: { username: string }) => u.username)).toEqual([
        '100%_real',
      ]);
      expect((await get('?role=video_judge_1')).items.map((u: { username: string }) => u.username)).toEqual([
        'zeca',
      ]);
      expect((await get('?status=vip')).total).toBe(20);
      expect((await get('?status=vip&q=fot0')).total).toBe(4);
      expect((await get('?role=&status=&q=')).total).toBe(64);
      expect(await get('?role=root')).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { role: 'errors.user.roleInvalid' },
      });
      expect(await get(`?q=${'a'.repeat(101)}`)).toMatchObject({ fields: { q: 'errors.tooLong' } });
    } finally {
      await local.close();
    }
  });
});
