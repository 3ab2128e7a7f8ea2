import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createContest,
  createSubmission,
  createUser,
  signedInUser,
  type TestUser,
} from '../../test/factories';
import { startSmtpServer } from '../../test/smtp';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

// Approval emails go through the durable queue to a real SMTP server started here (smtp-server),
// through the same nodemailer transport production uses (SMTP_URL).

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let smtpUrl: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  smtpUrl = smtp.url;
});
afterAll(() => smtp.close());

const messagesTo = (address: string) => smtp.messagesTo(address);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForMessages(addresses: string[], timeout = 15_000) {
  await expect
    .poll(() => addresses.every((a) => messagesTo(a).length > 0), { timeout, interval: 100 })
    .toBe(true);
}

/** A photo contest with Ana (pt, two approved photos), Ben (en, one approved), Caio (nothing approved). */
async function approvalWorld(app: FastifyInstance, title: string) {
  const contest = await createContest(app, { title });
  const tag = Math.random().toString(36).slice(2, 8);
  const ana = await createUser(app, {
    username: `Ana ${tag}`,
    email: `ana.${tag}@example.test`,
    locale: 'pt',
  });
  const ben = await createUser(app, {
    username: `Ben ${tag}`,
    email: `ben.${tag}@example.test`,
    locale: 'en',
  });
  const caio = await createUser(app, {
    username: `Caio ${tag}`,
    email: `caio.${tag}@example.test`,
    locale: 'pt',
  });
  await createSubmission(app, { contestId: contest.id, userId: ana.id, preFilterStatus: 'approved' });
  await createSubmission(app, { contestId: contest.id, userId: ana.id, preFilterStatus: 'approved' });
  await createSubmission(app, { contestId: contest.id, userId: ben.id, preFilterStatus: 'approved' });
  await createSubmission(app, { contestId: contest.id, userId: ben.id, preFilterStatus: 'rejected' });
  await createSubmission(app, { contestId: contest.id, userId: caio.id, preFilterStatus: 'rejected' });
  await createSubmission(app, { contestId: contest.id, userId: caio.id });
  return { contest, ana, ben, caio };
}

describe('approval emails on a real SMTP server', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ workers: true, env: { SMTP_URL: smtpUrl } });
    cookie = (await signedInUser(t.app, 'admin')).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const press = (contestId: string, path = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/stats/contests/${contestId}/approval-emails${path}`,
      headers: { cookie },
    });

  it('two presses in parallel send exactly one email per approved participant, in their language, 500 ms apart', async () => {
    const { contest, ana, ben, caio } = await approvalWorld(t.app, 'Casamentos & Cia <2026>');
    const [first, second] = await Promise.all([press(contest.id), press(contest.id)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const answers = [first.json(), second.json()].sort((a, b) => b.queued - a.queued);
    expect(answers).toEqual([
      { recipients: 2, queued: 2, alreadyQueued: 0 },
      { recipients: 2, queued: 0, alreadyQueued: 2 },
    ]);

    await waitForMessages([ana.email, ben.email]);
    await sleep(2500); // time for any duplicate to show up
    expect(messagesTo(ana.email)).toHaveLength(1);
    expect(messagesTo(ben.email)).toHaveLength(1);
    expect(messagesTo(caio.email)).toHaveLength(0);

    const [toAna] = messagesTo(ana.email);
    const [toBen] = messagesTo(ben.email);
    expect(toAna.subject).toBe('Suas inscrições em “Casamentos & Cia <2026>” seguem para os jurados');
    expect(toBen.subject).toBe('Your entries in “Casamentos & Cia <2026>” go on to the judges');
    // The title is escaped in the HTML part.
    expect(toBen.raw).toContain('Casamentos &amp; Cia &lt;2026&gt;');
    expect(Math.abs(toBen.at - toAna.at)).toBeGreaterThanOrEqual(450);

    // A third press, later, queues nothing; the admin sees both sent.
    expect((await press(contest.id)).json()).toEqual({ recipients: 2, queued: 0, alreadyQueued: 2 });
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats/contests?contestId=${contest.id}`,
      headers: { cookie },
    });
    expect(stats.json().contests[0].approvalEmails).toEqual({
      recipients: 2,
      notQueued: 0,
      queued: 0,
      sent: 2,
      failed: 0,
    });
    const participants = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats/contests/${contest.id}/participants`,
      headers: { cookie },
    });
    const byName = Object.fromEntries(
      participants.json().items.map((p: { username: string }) => [p.username, p]),
    );
    expect(byName[ana.username].approvalEmail).toMatchObject({ status: 'sent' });
    expect(byName[caio.username].approvalEmail).toBeNull();
    await sleep(1200);
    expect(messagesTo(ana.email)).toHaveLength(1);
  });

  it('writes to every videographer of a video contest, and to a participant approved after the first press', async () => {
    const contest = await createContest(t.app, { category: 'video', title: 'Filmes' });
    const maker = await createUser(t.app, {
      username: 'Dora Filmes',
      email: 'dora.filmes@example.test',
      locale: 'en',
    });
    for (const videoUrl of ['https://vimeo.com/7', 'https://vimeo.com/8']) {
      await createSubmission(t.app, { contestId: contest.id, userId: maker.id, videoUrl });
    }
    expect((await press(contest.id)).json()).toEqual({ recipients: 1, queued: 1, alreadyQueued: 0 });
    await waitForMessages([maker.email]);
    expect(messagesTo(maker.email)[0].raw).toContain('your 2 films');

    const photos = await approvalWorld(t.app, 'Família');
    await press(photos.contest.id);
    await t.db.$client.query(`UPDATE submissions SET pre_filter_status = 'approved' WHERE user_id = $1`, [
      photos.caio.id,
    ]);
    expect((await press(photos.contest.id)).json()).toEqual({ recipients: 3, queued: 1, alreadyQueued: 2 });
    await waitForMessages([photos.ana.email, photos.ben.email, photos.caio.email]);
  });

  it('re-queues failed emails once on retry', async () => {
    const contest = await createContest(t.app, { title: 'Retry' });
    const user = await createUser(t.app, { username: 'Edu Retry', email: 'edu.retry@example.test' });
    await createSubmission(t.app, { contestId: contest.id, userId: user.id, preFilterStatus: 'approved' });
    // An email that used up its attempts (the SMTP server was down, say).
    await t.db.$client.query(
      `INSERT INTO emails (dedupe_key, to_address, subject, text, status, attempts, last_error)
       VALUES ($1, $2, 'Aprovado', 'Olá', 'failed', 5, 'connect ECONNREFUSED')`,
      [`approval:${contest.id}:${user.id}`, user.email],
    );
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats/contests?contestId=${contest.id}`,
      headers: { cookie },
    });
    expect(before.json().contests[0].approvalEmails).toMatchObject({
      recipients: 1,
      notQueued: 0,
      failed: 1,
    });
    // Pressing send again does not resend it: only retry does.
    expect((await press(contest.id)).json()).toEqual({ recipients: 1, queued: 0, alreadyQueued: 1 });

    const [a, b] = await Promise.all([press(contest.id, '/retry'), press(contest.id, '/retry')]);
    expect([a.json().requeued, b.json().requeued].sort()).toEqual([0, 1]);
    await waitForMessages([user.email]);
    await expect
      .poll(
        async () =>
          (await t.db.$client.query('SELECT status FROM emails WHERE to_address = $1', [user.email])).rows[0]
            .status,
      )
      .toBe('sent');
    await sleep(1500);
    expect(messagesTo(user.email)).toHaveLength(1);
  });
});

describe('approval emails across a server restart', () => {
  const open: TestApp[] = [];

  /** The real app on an existing database, as a restarted server would be. */
  async function startServer(databaseUrl: string, workers: boolean) {
    const server = await createTestApp({ databaseUrl, workers, env: { SMTP_URL: smtpUrl } });
    open.push(server);
    return server;
  }

  async function stopServer(server: TestApp) {
    open.splice(open.indexOf(server), 1);
    await server.close();
  }

  afterEach(async () => {
    for (const server of [...open]) await stopServer(server);
  });

  const adminCookie = async (app: FastifyInstance) => (await signedInUser(app, 'admin')).cookie;

  it('emails queued by a server that stopped before sending are sent once by the next one', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startServer(databaseUrl, false);
    const { contest, ana, ben } = await approvalWorld(first.app, 'Antes do reinício');
    const cookie = await adminCookie(first.app);
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/admin/stats/contests/${contest.id}/approval-emails`,
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ queued: 2 });
    await stopServer(first);
    expect(messagesTo(ana.email)).toHaveLength(0);

    await startServer(databaseUrl, true);
    await waitForMessages([ana.email, ben.email]);
    await sleep(2500);
    expect(messagesTo(ana.email)).toHaveLength(1);
    expect(messagesTo(ben.email)).toHaveLength(1);
  });

  it('a batch interrupted half-way by a restart is completed once, nobody twice', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startServer(databaseUrl, true);
    const contest = await createContest(first.app, { title: 'Meio do lote' });
    const people: TestUser[] = [];
    for (let i = 0; i < 4; i++) {
      const user = await createUser(first.app, {
        username: `Lote ${i} ${contest.id.slice(0, 4)}`,
        email: `lote${i}.${contest.id.slice(0, 8)}@example.test`,
      });
      await createSubmission(first.app, {
        contestId: contest.id,
        userId: user.id,
        preFilterStatus: 'approved',
      });
      people.push(user);
    }
    const cookie = await adminCookie(first.app);
    await first.app.inject({
      method: 'POST',
      url: `/api/admin/stats/contests/${contest.id}/approval-emails`,
      headers: { cookie },
    });
    await expect
      .poll(() => people.filter((p) => messagesTo(p.email).length > 0).length, {
        timeout: 10_000,
        interval: 50,
      })
      .toBeGreaterThan(0);
    await stopServer(first);
    const sentBeforeRestart = people.filter((p) => messagesTo(p.email).length > 0).length;
    expect(sentBeforeRestart).toBeLessThan(people.length);

    const second = await startServer(databaseUrl, true);
    await waitForMessages(
      people.map((p) => p.email),
      20_000,
    );
    await sleep(2000);
    for (const person of people) expect(messagesTo(person.email), person.email).toHaveLength(1);
    const { rows } = await second.db.$client.query(
      `SELECT status, count(*)::int AS n FROM emails WHERE dedupe_key LIKE 'approval:%' GROUP BY status`,
    );
    expect(rows).toEqual([{ status: 'sent', n: 4 }]);
  }, 40_000);
});
