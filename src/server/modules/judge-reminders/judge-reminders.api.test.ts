import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../../domain/contest-dates';
import { createContest, createSubmission, createUser, signIn, type TestUser } from '../../test/factories';
import { bodyOf, startSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { JUDGING_REMINDERS_QUEUE, sendDueJudgingReminders } from './judging-reminders';

// On a real SMTP server and two servers sharing one database: judges with
// pending work get one reminder in their language before the judging deadline; the admin can remind
// them from Statistics; the admins are told when a judge completes.

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t1: TestApp;
let t2: TestApp;
let admin: TestUser;
let adminCookie: string;
let adminEn: TestUser;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tag = () => Math.random().toString(36).slice(2, 8);

async function user(role: TestUser['role'], locale: 'pt' | 'en' = 'pt') {
  const name = `${role.replace(/_/g, '')}-${tag()}`;
  return createUser(t1.app, { role, locale, username: name, email: `${name}@example.test` });
}

/** `count` photos of the participant in the contest, approved by the pre-filter; their ids. */
async function approvedPhotos(contestId: string, userId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push((await createSubmission(t1.app, { contestId, userId, preFilterStatus: 'approved' })).id);
  }
  return ids;
}

/** A request to the first server as the admin. */
function asAdmin(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t1.app.inject({ method, url, headers: { cookie: adminCookie }, payload });
}

async function waitFor(address: string, count = 1, timeout = 20_000) {
  await expect
    .poll(() => smtp.messagesTo(address).length, { timeout, interval: 100 })
    .toBeGreaterThanOrEqual(count);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t1 = await createTestApp({ workers: true, env: { SMTP_URL: smtp.url } });
  t2 = await createTestApp({ workers: true, env: { SMTP_URL: smtp.url }, databaseUrl: t1.databaseUrl });
  admin = await user('admin');
  adminEn = await user('admin', 'en');
  adminCookie = await signIn(t1.app, admin);
});
afterAll(async () => {
  await t2?.close();
  await t1?.close();
  await smtp?.close();
});

describe('the judging deadline in the contest form', () => {
  it('is saved, read back, cleared, and refused before the end day', async () => {
    const contest = await createContest(t1.app, {});
    const form = (await asAdmin('GET', `/api/admin/contests/${contest.id}`)).json();
    expect(form.judgingDeadlineDay).toBeNull();
    const body = {
      title: form.title,
      category: form.category,
      photoCategory: form.photoCategory,
      startDay: form.startDay,
      endDay: form.endDay,
      resultDay: form.resultDay,
    };
    const put = (judgingDeadlineDay: string | null) =>
      asAdmin('PUT', `/api/admin/contests/${contest.id}`, { ...body, judgingDeadlineDay });
    const deadline = addDays(form.endDay, 5);
    expect((await put(deadline)).statusCode).toBe(200);
    const saved = await asAdmin('GET', `/api/admin/contests/${contest.id}`);
    expect(saved.json().judgingDeadlineDay).toBe(deadline);
    const early = await put(addDays(form.endDay, -1));
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ judgingDeadlineDay: 'errors.contest.judgingDeadlineBeforeEnd' });
    expect((await put('31/12/2026')).statusCode).toBe(400);
    expect((await put(null)).statusCode).toBe(200);
  });
});

describe('automatic reminders', () => {
  it('reach each judge with pending work once, in their language, however many servers and runs', async () => {
    const today = dayOf(new Date());
    const [pre, pj1, pj2, participant] = [
      await user('pre_filter_judge'),
      await user('photo_judge_1'),
      await user('photo_judge_2', 'en'),
      await user('participant'),
    ];
    const due = await createContest(t1.app, {
      title: 'Casamentos <2026>',
      preFilterJudgeId: pre.id,
      photoJudge1Id: pj1.id,
      photoJudge2Id: pj2.id,
    });
    await t1.db.$client.query('UPDATE contests SET judging_deadline = $2 WHERE id = $1', [
      due.id,
      addDays(today, 2),
    ]);
    // Two approved photos: judge 1 scored one, judge 2 none; the pre-filter decided everything.
    const [a] = await approvedPhotos(due.id, participant.id, 2);
    await t1.db.$client.query('UPDATE submissions SET judge1_score = 8, judge1_id = $2 WHERE id = $1', [
      a,
      pj1.id,
    ]);

    // A contest whose deadline is further away than the reminder window: nobody is reminded yet.
    const later = await user('photo_judge_1');
    const far = await createContest(t1.app, { photoJudge1Id: later.id });
    await t1.db.$client.query('UPDATE contests SET judging_deadline = $2 WHERE id = $1', [
      far.id,
      addDays(today, 10),
    ]);
    await approvedPhotos(far.id, participant.id, 1);

    // Both servers run the sweep at once, twice each, and the scheduled job runs on whichever takes it.
    await Promise.all([
      sendDueJudgingReminders(t1.app.ctx),
      sendDueJudgingReminders(t2.app.ctx),
      sendDueJudgingReminders(t1.app.ctx),
      sendDueJudgingReminders(t2.app.ctx),
    ]);
    await t1.app.ctx.jobs.boss.send(JUDGING_REMINDERS_QUEUE, {});
    await t2.app.ctx.jobs.boss.send(JUDGING_REMINDERS_QUEUE, {});
    await waitFor(pj1.email);
    await waitFor(pj2.email);
    await sleep(3000); // time for a duplicate to show up
    expect(smtp.messagesTo(pj1.email)).toHaveLength(1);
    expect(smtp.messagesTo(pj2.email)).toHaveLength(1);
    expect(smtp.messagesTo(pre.email)).toHaveLength(0);
    expect(smtp.messagesTo(later.email)).toHaveLength(0);

    const [toPj1] = smtp.messagesTo(pj1.email);
    const [toPj2] = smtp.messagesTo(pj2.email);
    expect(toPj1.subject).toBe('Lembrete: inscrições aguardando você em “Casamentos <2026>”');
    expect(bodyOf(toPj1.raw)).toContain(
      '1 inscrição do concurso “Casamentos <2026>” ainda aguarda a sua avaliação',
    );
    expect(bodyOf(toPj1.raw)).toContain('http://localhost:3000/judge/photo');
    expect(toPj2.subject).toBe('Reminder: entries waiting for you in “Casamentos <2026>”');
    expect(bodyOf(toPj2.raw)).toContain('2 entries of the contest “Casamentos <2026>” are still waiting');
    expect(bodyOf(toPj2.raw)).toContain('Casamentos &lt;2026&gt;');

    // Both servers hold the one hourly schedule.
    const schedules = await t1.app.ctx.jobs.boss.getSchedules();
    expect(schedules.filter((s) => s.name === JUDGING_REMINDERS_QUEUE)).toHaveLength(1);
  });
});

describe('POST /api/admin/stats/contests/:id/judge-reminders', () => {
  it('reminds every judge with pending work now, lists each pending count, and is audit-logged', async () => {
    const [pj1, pj2, participant] = [
      await user('photo_judge_1', 'en'),
      await user('photo_judge_2'),
      await user('participant'),
    ];
    const contest = await createContest(t1.app, {
      title: 'Famílias',
      photoJudge1Id: pj1.id,
      photoJudge2Id: pj2.id,
    });
    const [a] = await approvedPhotos(contest.id, participant.id, 3);
    await t1.db.$client.query('UPDATE submissions SET judge2_score = 7, judge2_id = $2 WHERE id = $1', [
      a,
      pj2.id,
    ]);
    const url = `/api/admin/stats/contests/${contest.id}/judge-reminders`;

    const res = await asAdmin('POST', url);
    expect(res.statusCode).toBe(200);
    expect(res.json().sent).toEqual(
      expect.arrayContaining([
        { judgeId: pj1.id, username: pj1.username, role: 'photo_judge_1', pending: 3 },
        { judgeId: pj2.id, username: pj2.username, role: 'photo_judge_2', pending: 2 },
      ]),
    );
    await waitFor(pj1.email);
    await waitFor(pj2.email);
    expect(smtp.messagesTo(pj1.email)[0].subject).toBe('Reminder: entries waiting for you in “Famílias”');
    expect(bodyOf(smtp.messagesTo(pj2.email)[0].raw)).toContain('2 inscrições do concurso “Famílias”');
    const { rows } = await t1.db.$client.query(
      `SELECT actor_id FROM audit_log WHERE action = 'contest.judge_reminders' AND entity_id = $1`,
      [contest.id],
    );
    expect(rows).toEqual([{ actor_id: admin.id }]);
  });

  it('is refused to everyone but admins; 404 for an unknown contest, 400 for a malformed id', async () => {
    const contest = await createContest(t1.app, {});
    const url = `/api/admin/stats/contests/${contest.id}/judge-reminders`;
    expect((await t1.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    for (const role of ['participant', 'photo_judge_1', 'pre_filter_judge', 'video_judge_2'] as const) {
      const cookie = await signIn(t1.app, await user(role));
      expect((await t1.app.inject({ method: 'POST', url, headers: { cookie } })).statusCode).toBe(403);
    }
    const missing = `/api/admin/stats/contests/${crypto.randomUUID()}/judge-reminders`;
    expect((await asAdmin('POST', missing)).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/stats/contests/nope/judge-reminders')).statusCode).toBe(400);
  });
});

describe('a judge completing', () => {
  it('emails every admin once, in their language', async () => {
    const [pj1, participant] = [await user('photo_judge_1'), await user('participant')];
    const contest = await createContest(t1.app, {
      title: 'Extra <fotos>',
      isExtra: true,
      photoJudge1Id: pj1.id,
    });
    const [entry] = await approvedPhotos(contest.id, participant.id, 1);
    const cookie = await signIn(t1.app, pj1);
    const scored = await t1.app.inject({
      method: 'PUT',
      url: `/api/judge/submissions/${entry}/score`,
      headers: { cookie },
      payload: { score: 8 },
    });
    expect(scored.statusCode).toBe(200);
    const complete = () =>
      t1.app.inject({
        method: 'POST',
        url: `/api/judge/contests/${contest.id}/complete`,
        headers: { cookie },
      });
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    await waitFor(admin.email);
    await waitFor(adminEn.email);
    await sleep(2000);
    const toAdmin = smtp.messagesTo(admin.email).filter((m) => m.subject.includes('Extra <fotos>'));
    const toAdminEn = smtp.messagesTo(adminEn.email).filter((m) => m.subject.includes('Extra <fotos>'));
    expect(toAdmin.map((m) => m.subject)).toEqual([
      `${pj1.username} concluiu a avaliação de “Extra <fotos>”`,
    ]);
    expect(toAdminEn.map((m) => m.subject)).toEqual([
      `${pj1.username} completed the evaluation of “Extra <fotos>”`,
    ]);
    expect(bodyOf(toAdmin[0].raw)).toContain('(jurado de foto 1)');
    expect(bodyOf(toAdminEn[0].raw)).toContain(`/admin/statistics?contest=${contest.id}`);
  });
});
