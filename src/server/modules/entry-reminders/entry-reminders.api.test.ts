import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, deadlineOf } from '../../../domain/contest-dates';
import { createContest, createUser, signIn } from '../../test/factories';
import { bodyOf, startSmtpServer } from '../../test/smtp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage } from '../submissions/submissions.test-support';
import { queueReminders, ENTRY_REMINDERS_CRON, ENTRY_REMINDERS_QUEUE } from './entry-reminders.service';

// One deadline reminder per participant with unused entries, three days before the
// deadline, in their language, with a one-click unsubscribe link; sent once even with two servers.

const DAY = 24 * 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ workers: true, env: { SMTP_URL: smtp.url } });
  // A second server on the same database, with its own workers and schedule.
  second = await createTestApp({ workers: true, databaseUrl: t.databaseUrl, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await smtp?.close();
});

async function participant(locale: 'pt' | 'en', status: 'regular' | 'vip' = 'regular') {
  const user = await createUser(t.app, { locale, status });
  return { user, cookie: await signIn(t.app, user) };
}

let film = 5000;
async function enter(cookie: string, contestId: string, packageId: string | null, count: number) {
  const urls = Array.from({ length: count }, () => `https://vimeo.com/${film++}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/films`,
    headers: { cookie },
    payload: packageId ? { packageId, currency: 'BRL', paymentConfirmed: true, urls } : { urls },
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The unsubscribe address in an email's text. */
function unsubscribeLinkOf(raw: string): string {
  const match = /http:\/\/localhost:3000(\/unsubscribe\/[A-Za-z0-9_.-]+)/.exec(bodyOf(raw));
  expect(match).not.toBeNull();
  return match![1];
}

describe('deadline reminders', () => {
  it('are scheduled on the pg-boss queue once, whatever the number of servers', async () => {
    const { rows } = await t.db.$client.query('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [
      ENTRY_REMINDERS_QUEUE,
    ]);
    expect(rows).toEqual([{ name: ENTRY_REMINDERS_QUEUE, cron: ENTRY_REMINDERS_CRON }]);
  });

  it('go once to each participant with unused entries, in their language, and the link unsubscribes', async () => {
    const soon = await createContest(t.app, {
      category: 'video',
      title: 'Curtas <2026>',
      // Entries close at the end of tomorrow (São Paulo): two calendar days left, today and tomorrow.
      deadline: deadlineOf(addDays(dayOf(new Date()), 1)),
    });
    const later = await createContest(t.app, {
      category: 'video',
      deadline: new Date(Date.now() + 10 * DAY),
    });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 70, EUR: 14 });
    const two = await seedPackage(t.app, 'video', 2, { BRL: 40, EUR: 8 });
    const ana = await participant('pt'); // 1 of 4 used: reminded
    const ben = await participant('en'); // 1 of 4 used: reminded, in English
    const caio = await participant('pt'); // 2 of 2 used: nothing to remind
    const vip = await participant('pt', 'vip'); // no package: nothing
    await enter(ana.cookie, soon.id, four, 1);
    await enter(ben.cookie, soon.id, four, 1);
    await enter(caio.cookie, soon.id, two, 2);
    await enter(vip.cookie, soon.id, null, 1);
    await enter(ana.cookie, later.id, four, 1); // ten days away: not yet

    // The scheduled job runs on both servers at once: each email is stored and sent once.
    await Promise.all([
      t.app.ctx.jobs.boss.send(ENTRY_REMINDERS_QUEUE, {}),
      second.app.ctx.jobs.boss.send(ENTRY_REMINDERS_QUEUE, {}),
    ]);
    await expect
      .poll(() => smtp.messagesTo(ana.user.email).length + smtp.messagesTo(ben.user.email).length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(2);
    // Again, later: nothing more.
    expect(await queueReminders(second.app.ctx)).toBe(0);
    await sleep(1500);
    expect(smtp.messagesTo(ana.user.email)).toHaveLength(1);
    expect(smtp.messagesTo(ben.user.email)).toHaveLength(1);
    expect(smtp.messagesTo(caio.user.email)).toHaveLength(0);
    expect(smtp.messagesTo(vip.user.email)).toHaveLength(0);

    const [toAna] = smtp.messagesTo(ana.user.email);
    const [toBen] = smtp.messagesTo(ben.user.email);
    // The subject counts the São Paulo calendar days left when it is sent (today included), not a
    // fixed "3 days".
    expect(toAna.subject).toBe('Faltam 2 dias para participar de “Curtas <2026>”');
    expect(bodyOf(toAna.raw)).toContain('Você ainda tem 3 filmes do seu pacote de 4 inscrições');
    expect(toBen.subject).toBe('2 days left to enter “Curtas <2026>”');
    expect(bodyOf(toBen.raw)).toContain('You still have 3 films of your 4-entry package');
    expect(bodyOf(toBen.raw)).toContain('http://localhost:3000/participant/contests');
    expect(bodyOf(toBen.raw)).toContain('Curtas &lt;2026&gt;');

    // One click on Ana's link unsubscribes her, on a page in her language.
    const link = unsubscribeLinkOf(toAna.raw);
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('Lembretes de prazo desativados');
    // "Inscrição" is an entry here: the page must not read as "your entry was cancelled".
    expect(page.body).not.toMatch(/inscrição cancelada|cancelad|cancelamento/i);
    // Opening it again (or from the other server) is the same.
    expect((await second.app.inject({ method: 'GET', url: `${link}?lang=en` })).body).toContain(
      'Deadline reminders turned off',
    );
    const { rows } = await t.db.$client.query('SELECT kind FROM email_opt_outs WHERE user_id = $1', [
      ana.user.id,
    ]);
    expect(rows).toEqual([{ kind: 'reminders' }]);

    // Respected: her next contest's reminder is not sent; Ben's is.
    const next = await createContest(t.app, { category: 'video', deadline: new Date(Date.now() + 2 * DAY) });
    await enter(ana.cookie, next.id, four, 1);
    await enter(ben.cookie, next.id, four, 1);
    expect(await queueReminders(t.app.ctx)).toBe(1);

    // "Receive reminders again" takes her back.
    // (as the page's form sends it)
    const back = await t.app.inject({
      method: 'POST',
      url: `${link}/resubscribe`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Lembretes reativados');
    expect(await queueReminders(t.app.ctx)).toBe(1);
  });

  it('refuses a link that was not made by the server, or was altered', async () => {
    const ana = await participant('en');
    const forged = `${Buffer.from(ana.user.id).toString('base64url')}.AAAA`;
    for (const url of [`/unsubscribe/${forged}`, '/unsubscribe/nonsense', '/unsubscribe/a.b.c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link inválido');
    }
    // Someone else's id with a valid signature of another user's cannot be made up either.
    const ben = await participant('pt');
    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe/${forged}?lang=en` });
    expect(page.body).toContain('Link not valid');
    const { rows } = await t.db.$client.query(
      'SELECT count(*)::int AS n FROM email_opt_outs WHERE user_id = ANY($1::text[])',
      [[ana.user.id, ben.user.id]],
    );
    expect(rows[0].n).toBe(0);
  });
});
