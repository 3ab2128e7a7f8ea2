import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_FORM_DEFAULTS } from '../../../domain/contest-rules';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { bodyOf, startSmtpServer } from '../../test/smtp';
import { jsonValues } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ workers: true, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type HubItem = {
  contest: { id: string; title: string; resultDay: string; showSubmissions: boolean };
  phase: string;
  entryCount: number;
  entries: Array<Record<string, unknown>>;
};

describe('results hub', () => {
  it('lists every contest entered, ended ones included, with its phase and only the outcome its flags show', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const open = await createContest(t.app, { title: 'Open' });
    const judging = await createContest(t.app, {
      title: 'Judging',
      startsAt: new Date(Date.now() - 30 * DAY),
      deadline: new Date(Date.now() - 5 * DAY),
      showPreFilterResults: true,
    });
    const published = await createContest(t.app, {
      title: 'Published',
      startsAt: new Date(Date.now() - 60 * DAY),
      deadline: new Date(Date.now() - 40 * DAY),
      showEvaluations: true,
      showSubmissions: true,
    });
    await createContest(t.app, { title: 'Not entered' });
    await createSubmission(t.app, { contestId: open.id, userId: me.user.id });
    const judged = { judge1Score: 8, judge2Score: 9, finalScore: 8.5, award: 'awarded' as const };
    await createSubmission(t.app, {
      contestId: judging.id,
      userId: me.user.id,
      preFilterStatus: 'approved',
      ...judged,
    });
    const won = await createSubmission(t.app, {
      contestId: published.id,
      userId: me.user.id,
      preFilterStatus: 'approved',
      ...judged,
    });
    // Scored, then moved out of approved: its stale score never shows.
    await createSubmission(t.app, {
      contestId: published.id,
      userId: me.user.id,
      preFilterStatus: 'rejected',
      judge1Score: 9,
      judge2Score: 9,
      finalScore: 9,
      award: 'awarded',
    });
    await createSubmission(t.app, { contestId: published.id, userId: other.user.id, ...judged });

    const res = await get(me.cookie, '/api/participant/results');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    const byTitle = Object.fromEntries(body.items.map((i: HubItem) => [i.contest.title, i]));
    expect(Object.keys(byTitle)).toEqual(['Open', 'Judging', 'Published']);
    expect(byTitle.Open.phase).toBe('open');
    expect(byTitle.Judging.phase).toBe('judging');
    expect(byTitle.Published.phase).toBe('results');
    expect(byTitle.Published.contest.resultDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byTitle.Published.contest.showSubmissions).toBe(true);

    // Judging: the pre-filter status is shown, the score is not (not even as a field).
    const [judgingEntry] = byTitle.Judging.entries;
    expect(judgingEntry.preFilterStatus).toBe('approved');
    expect(judgingEntry).not.toHaveProperty('outcome');
    expect(jsonValues(byTitle.Judging)).not.toContain(8.5);
    expect(jsonValues(byTitle.Judging)).not.toContain('awarded');
    expect(byTitle.Open.entries[0]).not.toHaveProperty('preFilterStatus');

    // Published: the counted entry has its award; the stale one reads as not judged.
    expect(byTitle.Published.entryCount).toBe(2);
    const outcomes = Object.fromEntries(
      byTitle.Published.entries.map((e: { id: string; outcome: unknown }) => [e.id, e.outcome]),
    );
    expect(outcomes[won.id]).toEqual({ status: 'evaluated', finalScore: 8.5, award: 'awarded' });
    const stale = byTitle.Published.entries.find((e: { id: string }) => e.id !== won.id);
    expect(stale.outcome).toEqual({ status: 'not_judged', finalScore: null, award: null });
    // Nothing of the other participant.
    expect(JSON.stringify(body)).not.toContain(other.user.id);
  });

  it('is for participants only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/participant/results' })).statusCode).toBe(401);
    for (const role of ['admin', 'photo_judge_1'] as const) {
      const { cookie } = await signedInUser(t.app, role);
      expect((await get(cookie, '/api/participant/results')).statusCode).toBe(403);
    }
    const { cookie } = await signedInUser(t.app);
    const bad = await get(cookie, '/api/participant/results?page=0');
    expect(bad.statusCode).toBe(400);
    expect((await get(cookie, '/api/participant/results')).json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('results email', () => {
  it('goes once to each participant, in their language, when the admin publishes the results', async () => {
    const admin = await signedInUser(t.app, 'admin');
    const contest = await createContest(t.app, {
      title: 'Retratos <2026>',
      startsAt: new Date('2026-01-10T15:00:00Z'),
      deadline: new Date('2026-01-21T03:00:00Z'),
      resultsAt: new Date('2026-02-01T15:00:00Z'),
    });
    const tag = Math.random().toString(36).slice(2, 8);
    const ana = await createUser(t.app, { email: `ana.${tag}@example.test`, locale: 'pt' });
    const ben = await createUser(t.app, { email: `ben.${tag}@example.test`, locale: 'en' });
    await createSubmission(t.app, { contestId: contest.id, userId: ana.id });
    await createSubmission(t.app, { contestId: contest.id, userId: ana.id });
    await createSubmission(t.app, { contestId: contest.id, userId: ben.id });
    const form = {
      ...CONTEST_FORM_DEFAULTS,
      title: 'Retratos <2026>',
      startDay: '2026-01-10',
      endDay: '2026-01-20',
      resultDay: '2026-02-01',
    };
    const put = (showEvaluations: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/contests/${contest.id}`,
        headers: { cookie: admin.cookie },
        payload: { ...form, showEvaluations, confirmPublish: true },
      });
    // Saving without publishing sends nothing.
    expect((await put(false)).statusCode).toBe(200);
    await sleep(1500);
    expect(smtp.messagesTo(ana.email)).toHaveLength(0);

    expect((await put(true)).statusCode).toBe(200);
    await expect
      .poll(() => smtp.messagesTo(ana.email).length + smtp.messagesTo(ben.email).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(2);
    const [toAna] = smtp.messagesTo(ana.email);
    const [toBen] = smtp.messagesTo(ben.email);
    expect(toAna.subject).toBe('Resultados publicados: “Retratos <2026>”');
    expect(toBen.subject).toBe('Results published: “Retratos <2026>”');
    expect(bodyOf(toBen.raw)).toContain('http://localhost:3000/participant/results');
    expect(bodyOf(toBen.raw)).toContain('Retratos &lt;2026&gt;');

    // Hidden and published again: nobody is written to twice.
    expect((await put(false)).statusCode).toBe(200);
    expect((await put(true)).statusCode).toBe(200);
    await sleep(3000);
    expect(smtp.messagesTo(ana.email)).toHaveLength(1);
    expect(smtp.messagesTo(ben.email)).toHaveLength(1);
  });
});
