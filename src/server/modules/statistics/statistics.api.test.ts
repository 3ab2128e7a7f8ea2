import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';
import { judgesOf } from './statistics.test-support';

const t = useApi();
const { call } = t;

// Contests of 2025 (São Paulo), so the year filter is tested away from "now".
const IN_2025 = {
  startsAt: new Date('2025-03-10T15:00:00Z'),
  deadline: new Date('2025-03-21T03:00:00Z'),
  resultsAt: new Date('2025-04-01T15:00:00Z'),
};

describe('who may call the statistics endpoints', () => {
  it('refuses anonymous callers with 401, participants and every judge role with 403; admins get through', async () => {
    const contest = await createContest(t.app);
    const participant = await createUser(t.app);
    await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    const endpoints = [
      ['GET', '/api/admin/stats/contests', undefined],
      ['GET', `/api/admin/stats/contests?year=2025&contestId=${contest.id}`, undefined],
      ['GET', `/api/admin/stats/contests/${contest.id}/participants`, undefined],
      [
        'PUT',
        `/api/admin/stats/contests/${contest.id}/participants/${participant.id}/payment`,
        { isPaid: true },
      ],
      ['GET', `/api/admin/stats/contests/${contest.id}/scores`, undefined],
      ['POST', `/api/admin/stats/contests/${contest.id}/approval-emails`, undefined],
      ['POST', `/api/admin/stats/contests/${contest.id}/approval-emails/retry`, undefined],
      ['GET', '/api/admin/stats/rankings?year=2025&kind=photo&photoCategory=all', undefined],
      ['GET', '/api/admin/stats/rankings?kind=video', undefined],
    ] as const;
    const others: Role[] = ['participant', ...JUDGE_ROLES];
    const cookies = await Promise.all(others.map(async (role) => (await signedInUser(t.app, role)).cookie));
    for (const [method, url, payload] of endpoints) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [i, other] of cookies.entries()) {
        const res = await call(method, url, payload, other);
        expect(res.statusCode, `${method} ${url} as ${others[i]}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    // Nothing was changed by the refused calls.
    const { rows } = await t.db.$client.query('SELECT is_paid FROM submissions WHERE contest_id = $1', [
      contest.id,
    ]);
    expect(rows).toEqual([{ is_paid: false }]);
    expect(
      (await t.db.$client.query(`SELECT 1 FROM emails WHERE dedupe_key LIKE 'approval:%'`)).rowCount,
    ).toBe(0);

    for (const [method, url, payload] of endpoints) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it('answers 404 for an unknown contest and 400 for a malformed id or year', async () => {
    const unknown = randomUUID();
    expect((await call('GET', `/api/admin/stats/contests/${unknown}/participants`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/stats/contests/${unknown}/scores`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/stats/contests/${unknown}/approval-emails`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/admin/stats/contests/${unknown}/participants/x/payment`, { isPaid: true }))
        .statusCode,
    ).toBe(404);
    const bad = await call('GET', '/api/admin/stats/contests/not-a-uuid/participants');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'errors.invalidId' });
    const year = await call('GET', '/api/admin/stats/contests?year=abc');
    expect(year.statusCode).toBe(400);
    expect(year.json().fields).toEqual({ year: 'errors.contest.yearInvalid' });
  });
});

describe('contest statistics', () => {
  it('counts entries and each judge’s progress as the judge screens do, with completions and their dates', async () => {
    const judges = await judgesOf(t.app, 'photo');
    const contest = await createContest(t.app, {
      ...IN_2025,
      title: 'Casamentos 2025',
      preFilterJudgeId: judges.preFilter!.id,
      photoJudge1Id: judges.judge1.id,
      photoJudge2Id: judges.judge2.id,
    });
    const [ana, bia] = [await createUser(t.app), await createUser(t.app)];
    // 10 photos: 6 approved (judge 1 scored 5 of them, judge 2 scored 3), 2 rejected, 2 pending.
    for (let i = 0; i < 6; i++) {
      await createSubmission(t.app, {
        contestId: contest.id,
        userId: i < 4 ? ana.id : bia.id,
        preFilterStatus: 'approved',
        judge1Score: i < 5 ? 8 : null,
        judge2Score: i < 3 ? 7 : null,
        finalScore: i < 3 ? 7.5 : null,
        award: i < 3 ? 'awarded' : null,
      });
    }
    // A rejected photo keeps stale scores from before the pre-filter changed its mind: not counted.
    await createSubmission(t.app, {
      contestId: contest.id,
      userId: bia.id,
      preFilterStatus: 'rejected',
      judge1Score: 9,
      judge2Score: 9,
      finalScore: 9,
      award: 'awarded',
    });
    await createSubmission(t.app, { contestId: contest.id, userId: bia.id, preFilterStatus: 'rejected' });
    await createSubmission(t.app, { contestId: contest.id, userId: bia.id });
    await createSubmission(t.app, { contestId: contest.id, userId: bia.id });
    await t.db.$client.query(
      `INSERT INTO evaluation_completions (judge_id, contest_id, completed_at) VALUES ($1, $2, '2025-03-25T13:00:00Z')`,
      [judges.judge1.id, contest.id],
    );
    // Another year's contest is left out of 2025.
    await createContest(t.app, {
      title: 'Fora do ano',
      startsAt: new Date('2024-06-10T15:00:00Z'),
      deadline: new Date('2024-06-20T03:00:00Z'),
      resultsAt: new Date('2024-07-01T15:00:00Z'),
    });

    const res = await call('GET', `/api/admin/stats/contests?year=2025`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2025);
    expect(body.years).toEqual(expect.arrayContaining([2025, 2024]));
    expect(body.options.map((o: { title: string }) => o.title)).toContain('Casamentos 2025');
    expect(body.options.map((o: { title: string }) => o.title)).not.toContain('Fora do ano');
    const stats = body.contests.find((c: { id: string }) => c.id === contest.id);
    expect(stats).toMatchObject({
      title: 'Casamentos 2025',
      category: 'photo',
      startDay: '2025-03-10',
      endDay: '2025-03-20',
      totals: {
        entries: 10,
        photos: 10,
        films: 0,
        participants: 2,
        preFilterPending: 2,
        approved: 6,
        rejected: 2,
        judged: 6,
        evaluated: 3,
        awarded: 3,
        honorable: 0,
      },
      completions: [
        {
          judgeId: judges.judge1.id,
          username: judges.judge1.username,
          role: 'photo_judge_1',
          completedAt: '2025-03-25T13:00:00.000Z',
        },
      ],
      approvalEmails: { recipients: 2, notQueued: 2, queued: 0, sent: 0, failed: 0 },
    });
    expect(stats.judges).toEqual([
      {
        slot: 'preFilterJudgeId',
        role: 'pre_filter_judge',
        judge: { id: judges.preFilter!.id, username: judges.preFilter!.username },
        total: 10,
        evaluated: 8,
        pending: 2,
        percent: 80,
        color: 'green',
        completedAt: null,
        kept: 0,
      },
      {
        slot: 'photoJudge1Id',
        role: 'photo_judge_1',
        judge: { id: judges.judge1.id, username: judges.judge1.username },
        total: 6,
        evaluated: 5,
        pending: 1,
        percent: 83,
        color: 'green',
        completedAt: '2025-03-25T13:00:00.000Z',
        kept: 0,
      },
      {
        slot: 'photoJudge2Id',
        role: 'photo_judge_2',
        judge: { id: judges.judge2.id, username: judges.judge2.username },
        total: 6,
        evaluated: 3,
        pending: 3,
        percent: 50,
        color: 'yellow',
        completedAt: null,
        kept: 0,
      },
    ]);

    const one = (await call('GET', `/api/admin/stats/contests?year=2025&contestId=${contest.id}`)).json();
    expect(one.contests.map((c: { id: string }) => c.id)).toEqual([contest.id]);
    expect(one.options.length).toBeGreaterThanOrEqual(1);
  });

  it('shows video judges and no judge 2 in an extra contest, and an unassigned slot without a judge', async () => {
    const judges = await judgesOf(t.app, 'video');
    const video = await createContest(t.app, {
      ...IN_2025,
      category: 'video',
      videoJudge1Id: judges.judge1.id,
    });
    const extra = await createContest(t.app, {
      ...IN_2025,
      category: 'video',
      isExtra: true,
      videoJudge1Id: judges.judge1.id,
    });
    const maker = await createUser(t.app);
    await createSubmission(t.app, {
      contestId: video.id,
      userId: maker.id,
      videoUrl: 'https://vimeo.com/1',
      judge1Score: 6,
    });
    await createSubmission(t.app, { contestId: video.id, userId: maker.id, videoUrl: 'https://vimeo.com/2' });
    const body = (await call('GET', '/api/admin/stats/contests?year=2025')).json();
    const videoStats = body.contests.find((c: { id: string }) => c.id === video.id);
    expect(videoStats.totals).toMatchObject({ entries: 2, photos: 0, films: 2, judged: 2 });
    expect(videoStats.judges).toMatchObject([
      {
        role: 'video_judge_1',
        judge: { id: judges.judge1.id },
        total: 2,
        evaluated: 1,
        percent: 50,
        color: 'yellow',
      },
      { role: 'video_judge_2', judge: null, total: 2, evaluated: 0, percent: 0, color: 'red' },
    ]);
    const extraStats = body.contests.find((c: { id: string }) => c.id === extra.id);
    expect(extraStats.judges).toEqual([
      expect.objectContaining({ role: 'video_judge_1', total: 0, percent: 0, color: null }),
    ]);
  });
});
