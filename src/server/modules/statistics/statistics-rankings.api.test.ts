import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createContest, createSubmission, createUser } from '../../test/factories';
import { useApi } from '../../test/api';
import { judgesOf } from './statistics.test-support';

const t = useApi();
const { call } = t;

describe('participants and payment', () => {
  it('lists a contest’s participants with their entries and paid state, and the toggle flips only that contest', async () => {
    const contest = await createContest(t.app);
    const other = await createContest(t.app);
    const suffix = randomUUID().slice(0, 6);
    const carla = await createUser(t.app, {
      username: `Carla ${suffix}`,
      email: `carla.${suffix}@example.test`,
    });
    const davi = await createUser(t.app, {
      username: `Davi ${suffix}`,
      email: `davi.${suffix}@example.test`,
    });
    await createSubmission(t.app, { contestId: contest.id, userId: carla.id });
    await createSubmission(t.app, { contestId: contest.id, userId: carla.id, isPaid: true });
    await createSubmission(t.app, {
      contestId: contest.id,
      userId: davi.id,
      isPaid: true,
      preFilterStatus: 'approved',
    });
    await createSubmission(t.app, { contestId: other.id, userId: carla.id });

    const list = (await call('GET', `/api/admin/stats/contests/${contest.id}/participants`)).json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(list.items).toEqual([
      {
        userId: carla.id,
        username: carla.username,
        email: carla.email,
        submissionCount: 2,
        paidCount: 1,
        isPaid: false,
        approvedCount: 0,
        approvalEmail: null,
        // Entries made straight in the database name no package (payments.api.test.ts has them).
        purchase: null,
      },
      {
        userId: davi.id,
        username: davi.username,
        email: davi.email,
        submissionCount: 1,
        paidCount: 1,
        isPaid: true,
        approvedCount: 1,
        approvalEmail: null,
        purchase: null,
      },
    ]);

    const paid = await call(
      'PUT',
      `/api/admin/stats/contests/${contest.id}/participants/${carla.id}/payment`,
      { isPaid: true },
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      contestId: contest.id,
      userId: carla.id,
      isPaid: true,
      submissionCount: 2,
      changed: 1,
    });
    const rows = async (contestId: string) =>
      (
        await t.db.$client.query('SELECT is_paid FROM submissions WHERE contest_id = $1 AND user_id = $2', [
          contestId,
          carla.id,
        ])
      ).rows;
    expect(await rows(contest.id)).toEqual([{ is_paid: true }, { is_paid: true }]);
    expect(await rows(other.id)).toEqual([{ is_paid: false }]);
    const audit = await t.db.$client.query(
      `SELECT actor_id, action, entity_id, before, after FROM audit_log WHERE action = 'user.payment' AND entity_id = $1`,
      [carla.id],
    );
    expect(audit.rows).toEqual([
      {
        actor_id: t.admin.id,
        action: 'user.payment',
        entity_id: carla.id,
        before: { contestId: contest.id, paidEntries: 1, entries: 2 },
        after: { contestId: contest.id, isPaid: true, paidEntries: 2, entries: 2 },
      },
    ]);

    // The same state again writes nothing (a double click); back to pending unpays every entry.
    expect(
      (
        await call('PUT', `/api/admin/stats/contests/${contest.id}/participants/${carla.id}/payment`, {
          isPaid: true,
        })
      ).json().changed,
    ).toBe(0);
    expect(
      (
        await call('PUT', `/api/admin/stats/contests/${contest.id}/participants/${carla.id}/payment`, {
          isPaid: false,
        })
      ).json().changed,
    ).toBe(2);
    expect(await rows(contest.id)).toEqual([{ is_paid: false }, { is_paid: false }]);
    expect(
      (
        await t.db.$client.query(`SELECT 1 FROM audit_log WHERE action = 'user.payment' AND entity_id = $1`, [
          carla.id,
        ])
      ).rowCount,
    ).toBe(2);
  });

  it('answers 404 for someone without entries in the contest and 400 without a boolean', async () => {
    const contest = await createContest(t.app);
    const stranger = await createUser(t.app);
    expect(
      (
        await call('PUT', `/api/admin/stats/contests/${contest.id}/participants/${stranger.id}/payment`, {
          isPaid: true,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(
      'PUT',
      `/api/admin/stats/contests/${contest.id}/participants/${stranger.id}/payment`,
      { isPaid: 'yes' },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('pages by 50, ordered by username', async () => {
    const contest = await createContest(t.app);
    const prefix = randomUUID().slice(0, 4);
    for (let i = 0; i < 51; i++) {
      const user = await createUser(t.app, { username: `p${prefix}-${String(i).padStart(2, '0')}` });
      await createSubmission(t.app, { contestId: contest.id, userId: user.id });
    }
    const first = (await call('GET', `/api/admin/stats/contests/${contest.id}/participants`)).json();
    expect(first.total).toBe(51);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].username).toBe(`p${prefix}-00`);
    const second = (await call('GET', `/api/admin/stats/contests/${contest.id}/participants?page=2`)).json();
    expect(second.items.map((i: { username: string }) => i.username)).toEqual([`p${prefix}-50`]);
    const beyond = (await call('GET', `/api/admin/stats/contests/${contest.id}/participants?page=9`)).json();
    expect(beyond).toMatchObject({ items: [], total: 51 });
  });
});

describe('score distribution', () => {
  it('counts final scores in half steps and each judge’s whole scores, over entries that count', async () => {
    const judges = await judgesOf(t.app, 'photo');
    const contest = await createContest(t.app, {
      photoJudge1Id: judges.judge1.id,
      photoJudge2Id: judges.judge2.id,
    });
    const user = await createUser(t.app);
    const approved = { contestId: contest.id, userId: user.id, preFilterStatus: 'approved' as const };
    const awarded = {
      ...approved,
      judge1Score: 8,
      judge2Score: 7,
      finalScore: 7.5,
      award: 'awarded' as const,
    };
    await createSubmission(t.app, awarded);
    await createSubmission(t.app, awarded);
    await createSubmission(t.app, { ...approved, judge1Score: 6 });
    await createSubmission(t.app, {
      contestId: contest.id,
      userId: user.id,
      preFilterStatus: 'rejected',
      judge1Score: 10,
      judge2Score: 10,
      finalScore: 10,
    });
    const body = (await call('GET', `/api/admin/stats/contests/${contest.id}/scores`)).json();
    expect(body.final).toHaveLength(19);
    expect(body.final.find((b: { score: number }) => b.score === 7.5).count).toBe(2);
    expect(body.final.find((b: { score: number }) => b.score === 10).count).toBe(0);
    expect(body.judges).toHaveLength(2);
    expect(body.judges[0]).toMatchObject({
      side: 1,
      role: 'photo_judge_1',
      username: judges.judge1.username,
    });
    expect(body.judges[0].counts.filter((c: { count: number }) => c.count > 0)).toEqual([
      { score: 6, count: 1 },
      { score: 8, count: 2 },
    ]);
    expect(body.judges[1].counts.filter((c: { count: number }) => c.count > 0)).toEqual([
      { score: 7, count: 2 },
    ]);
  });

  it('has whole final scores and one judge in an extra contest', async () => {
    const contest = await createContest(t.app, { isExtra: true });
    const body = (await call('GET', `/api/admin/stats/contests/${contest.id}/scores`)).json();
    expect(body.final.map((b: { score: number }) => b.score)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(body.judges.map((j: { side: number }) => j.side)).toEqual([1]);
  });
});

describe('rankings', () => {
  it('ranks photographers and videographers of a year by awards, then honourable mentions, counting approved photos only', async () => {
    const year = 2023;
    const at = (month: number) => ({
      startsAt: new Date(Date.UTC(year, month, 10, 15)),
      deadline: new Date(Date.UTC(year, month, 21, 3)),
      resultsAt: new Date(Date.UTC(year, month + 1, 1, 15)),
    });
    const wedding = await createContest(t.app, { ...at(2), photoCategory: 'wedding' });
    const family = await createContest(t.app, { ...at(4), photoCategory: 'family' });
    const videos = await createContest(t.app, { ...at(5), category: 'video' });
    const lastYear = await createContest(t.app, {
      startsAt: new Date(Date.UTC(year - 1, 11, 31, 15)),
      deadline: new Date(Date.UTC(year, 0, 10, 3)),
      resultsAt: new Date(Date.UTC(year, 0, 20, 15)),
    });
    const [eva, fabio, gil] = [
      await createUser(t.app, { username: `Eva ${year}` }),
      await createUser(t.app, { username: `Fabio ${year}` }),
      await createUser(t.app, { username: `Gil ${year}` }),
    ];
    const photo = (
      contestId: string,
      userId: string,
      award: 'awarded' | 'honorable' | 'not_awarded',
      status: 'approved' | 'rejected' = 'approved',
    ) =>
      createSubmission(t.app, {
        contestId,
        userId,
        preFilterStatus: status,
        award,
        finalScore: award === 'awarded' ? 8 : award === 'honorable' ? 6.5 : 5,
      });
    await photo(wedding.id, eva.id, 'awarded');
    await photo(wedding.id, eva.id, 'honorable');
    await photo(family.id, eva.id, 'awarded');
    await photo(wedding.id, fabio.id, 'awarded');
    await photo(wedding.id, fabio.id, 'honorable');
    await photo(wedding.id, fabio.id, 'honorable');
    await photo(wedding.id, fabio.id, 'awarded', 'rejected'); // stale: not counted
    await photo(wedding.id, gil.id, 'not_awarded'); // nothing to rank
    await photo(lastYear.id, gil.id, 'awarded'); // another year (the contest started in December)
    await createSubmission(t.app, {
      contestId: videos.id,
      userId: gil.id,
      videoUrl: 'https://vimeo.com/3',
      award: 'awarded',
      finalScore: 9,
    });
    // The admin's count for Fabio this year is the official number; Eva has none.
    await t.db.$client.query('INSERT INTO award_counts (user_id, year, award_count) VALUES ($1, $2, 4)', [
      fabio.id,
      year,
    ]);

    const photographers = (await call('GET', `/api/admin/stats/rankings?year=${year}&kind=photo`)).json();
    expect(photographers).toMatchObject({
      year,
      kind: 'photo',
      photoCategory: null,
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect(photographers.items).toEqual([
      {
        position: 1,
        userId: eva.id,
        username: eva.username,
        awards: 2,
        honorable: 1,
        entries: 3,
        yearAwards: { count: 2, source: 'computed' },
      },
      {
        position: 2,
        userId: fabio.id,
        username: fabio.username,
        awards: 1,
        honorable: 2,
        entries: 3,
        yearAwards: { count: 4, source: 'manual' },
      },
    ]);

    const weddings = (
      await call('GET', `/api/admin/stats/rankings?year=${year}&kind=photo&photoCategory=wedding`)
    ).json();
    expect(
      weddings.items.map((i: { username: string; awards: number; honorable: number }) => [
        i.username,
        i.awards,
        i.honorable,
      ]),
    ).toEqual([
      [fabio.username, 1, 2],
      [eva.username, 1, 1],
    ]);
    const families = (
      await call('GET', `/api/admin/stats/rankings?year=${year}&kind=photo&photoCategory=family`)
    ).json();
    expect(families.items.map((i: { username: string }) => i.username)).toEqual([eva.username]);

    const videographers = (
      await call('GET', `/api/admin/stats/rankings?year=${year}&kind=video&photoCategory=wedding`)
    ).json();
    expect(videographers.photoCategory).toBeNull();
    expect(videographers.items).toEqual([
      {
        position: 1,
        userId: gil.id,
        username: gil.username,
        awards: 1,
        honorable: 0,
        entries: 1,
        yearAwards: { count: 1, source: 'computed' },
      },
    ]);
  });

  it('defaults to the current São Paulo year and refuses an unknown kind or category', async () => {
    const body = (await call('GET', '/api/admin/stats/rankings')).json();
    const spYear = Number(
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(new Date()),
    );
    expect(body).toMatchObject({ year: spYear, kind: 'photo' });
    expect((await call('GET', '/api/admin/stats/rankings?kind=music')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/stats/rankings?photoCategory=nature')).statusCode).toBe(400);
  });
});
