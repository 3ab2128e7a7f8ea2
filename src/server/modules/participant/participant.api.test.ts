import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, deadlineOf } from '../../../domain/contest-dates';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage } from '../submissions/submissions.test-support';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Each test looks at its own contests only; the clean slate keeps counts exact.
  await t.db.$client.query('DELETE FROM contests');
});
afterAll(async () => {
  await t.close();
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('active contests', () => {
  it('lists open contests with dates, flags and the caller’s entries; a VIP also sees the extension', async () => {
    const regular = await signedInUser(t.app);
    const vip = await signedInUser(t.app, 'participant', 'vip');
    const endDay = addDays(dayOf(new Date()), 5);
    const deadline = deadlineOf(endDay);
    const open = await createContest(t.app, {
      title: 'Open',
      deadline,
      rules: 'One\nTwo',
      showSubmissions: true,
    });
    const extension = await createContest(t.app, {
      title: 'Extension',
      category: 'video',
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - 60 * 60 * 1000),
    });
    await createContest(t.app, {
      title: 'Over',
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - 3 * DAY),
    });
    const pkg = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
    await t.db.$client.query(
      `INSERT INTO submissions (contest_id, user_id, file_key, package_id, currency, amount)
       VALUES ($1, $2, 'test/a', $3, 'BRL', 50)`,
      [open.id, regular.user.id, pkg],
    );

    const res = await get(regular.cookie, '/api/participant/contests');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Open']);
    expect(list[0]).toMatchObject({
      id: open.id,
      category: 'photo',
      photoCategory: 'wedding',
      rules: 'One\nTwo',
      isExtra: false,
      showSubmissions: true,
      endDay,
      deadline: deadline.toISOString(),
      closesAt: deadline.toISOString(),
      isVipExtension: false,
      hasEnded: false,
      entries: { used: 1, limit: 4, remaining: 3 },
      package: { id: pkg, items: 4, currency: 'BRL', amount: 50 },
    });
    expect(list[0].remainingDays).toBe(6);

    const vipList = (await get(vip.cookie, '/api/participant/contests')).json();
    expect(vipList.map((c: { title: string }) => c.title)).toEqual(['Extension', 'Open']);
    expect(vipList[0]).toMatchObject({
      id: extension.id,
      isVipExtension: true,
      hasEnded: false,
      entries: { used: 0, limit: 50, remaining: 50 },
      package: null,
    });
    expect(vipList[0].remainingDays).toBeGreaterThanOrEqual(2);
    expect(new Date(vipList[0].closesAt).getTime()).toBeGreaterThan(Date.now() + DAY);
    expect(vipList[1]).toMatchObject({
      entries: { used: 0, limit: 50, remaining: 50 },
      isVipExtension: false,
    });
  });
});

describe('dashboard', () => {
  it('counts active contests, this year’s entries and visible awards', async () => {
    const me = await signedInUser(t.app);
    const shown = await createContest(t.app, { showEvaluations: true });
    const hidden = await createContest(t.app);
    // The same award in both: only the contest showing its evaluations counts it.
    const awarded = {
      userId: me.user.id,
      preFilterStatus: 'approved',
      award: 'awarded',
      finalScore: 8,
    } as const;
    await createSubmission(t.app, { ...awarded, contestId: shown.id });
    await createSubmission(t.app, { ...awarded, contestId: hidden.id });
    await createSubmission(t.app, {
      contestId: hidden.id,
      userId: me.user.id,
      createdAt: new Date(Date.now() - 400 * DAY),
    });
    const { rows } = await t.db.$client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contests WHERE deadline > now()',
    );

    const res = await get(me.cookie, '/api/participant/dashboard');
    expect(res.statusCode).toBe(200);
    const year = Number(dayOf(new Date()).slice(0, 4));
    expect(res.json()).toEqual({
      username: me.user.username,
      isVip: false,
      year,
      activeContests: rows[0].n,
      submissionsThisYear: 2,
      awardsThisYear: 1,
    });

    await t.db.$client.query('INSERT INTO award_counts (user_id, year, award_count) VALUES ($1, $2, 5)', [
      me.user.id,
      year,
    ]);
    expect((await get(me.cookie, '/api/participant/dashboard')).json().awardsThisYear).toBe(5);
  });
});

describe('published contests', () => {
  it('lists the contests whose entries are published', async () => {
    const me = await signedInUser(t.app);
    const published = await createContest(t.app, { showSubmissions: true, title: 'Published' });
    await createContest(t.app, { title: 'Private' });
    const list = (await get(me.cookie, '/api/participant/published-contests')).json();
    expect(list.map((c: { id: string }) => c.id)).toContain(published.id);
    expect(list.every((c: { showSubmissions: boolean }) => c.showSubmissions)).toBe(true);
  });
});

describe('who may call the participant routes', () => {
  it('refuses anonymous callers with 401, and admins and judges with 403', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const judge = await signedInUser(t.app, 'pre_filter_judge');
    for (const url of [
      '/api/participant/contests',
      '/api/participant/dashboard',
      '/api/participant/published-contests',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(admin.cookie, url)).statusCode).toBe(403);
      expect((await get(judge.cookie, url)).statusCode).toBe(403);
    }
  });
});
