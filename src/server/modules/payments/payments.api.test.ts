import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage } from '../submissions/submissions.test-support';

// Payment reconciliation: the package bought per participant and contest, what the
// admin confirmed, upgrades that keep what was already paid, and the sums per currency.

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function sendFilms(
  cookie: string,
  contestId: string,
  packageId: string,
  currency: string,
  urls: string[],
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/films`,
    headers: { cookie },
    payload: { packageId, currency, paymentConfirmed: true, urls },
  });
}

const participantsOf = async (contestId: string, cookie = admin.cookie) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/stats/contests/${contestId}/participants`,
    headers: { cookie },
  });

const setPaid = (contestId: string, userId: string, isPaid: boolean, cookie = admin.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/stats/contests/${contestId}/participants/${userId}/payment`,
    headers: { cookie },
    payload: { isPaid },
  });

let filmCounter = 1000;
const nextFilm = () => `https://vimeo.com/${filmCounter++}`;

describe('payment reconciliation', () => {
  it('shows the package bought, its price, what was confirmed and what is due; an upgrade keeps what was paid', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const two = await seedPackage(t.app, 'video', 2, { BRL: 40, EUR: 8 });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 70, EUR: 14 });
    const ana = await signedInUser(t.app);

    expect((await sendFilms(ana.cookie, contest.id, two, 'BRL', [nextFilm(), nextFilm()])).statusCode).toBe(
      201,
    );
    let row = (await participantsOf(contest.id)).json().items[0];
    expect(row.purchase).toEqual({
      items: 2,
      currency: 'BRL',
      price: 40,
      alreadyPaid: 0,
      upgradeDifference: 40,
      confirmed: 0,
      due: 40,
      upgradedFrom: [],
    });

    // The admin confirms the 2-film package.
    expect((await setPaid(contest.id, ana.user.id, true)).statusCode).toBe(200);
    row = (await participantsOf(contest.id)).json().items[0];
    expect(row.purchase).toMatchObject({ price: 40, confirmed: 40, due: 0 });

    // The upgrade to 4 films records what was already paid, keeps the confirmation, and R$ 30 is due.
    expect((await sendFilms(ana.cookie, contest.id, four, 'BRL', [nextFilm()])).statusCode).toBe(201);
    row = (await participantsOf(contest.id)).json().items[0];
    expect(row.isPaid).toBe(false);
    expect(row.purchase).toEqual({
      items: 4,
      currency: 'BRL',
      price: 70,
      alreadyPaid: 40,
      upgradeDifference: 30,
      confirmed: 40,
      due: 30,
      upgradedFrom: [{ items: 2, price: 40 }],
    });
    // Choosing the smaller 2-film package again downgrades nothing: the 4-film package held covers
    // it, so its fourth entry goes in and a fifth is over the limit.
    const again = await sendFilms(ana.cookie, contest.id, two, 'BRL', [nextFilm()]);
    expect(again.statusCode).toBe(201);
    const over = await sendFilms(ana.cookie, contest.id, two, 'BRL', [nextFilm()]);
    expect(over.statusCode).toBe(409);
    expect((await participantsOf(contest.id)).json().items[0].purchase.items).toBe(4);

    // Another currency than the one paid in is refused with a field error, before anything is stored.
    const euros = await sendFilms(ana.cookie, contest.id, four, 'EUR', [nextFilm()]);
    expectRefused(euros, 400, 'VALIDATION_FAILED', { currency: 'errors.currencyFixedForContest' });

    // Confirming now confirms the whole new price; pending confirms nothing. Both are audited.
    expect((await setPaid(contest.id, ana.user.id, true)).statusCode).toBe(200);
    expect((await participantsOf(contest.id)).json().items[0].purchase).toMatchObject({
      confirmed: 70,
      due: 0,
    });
    expect((await setPaid(contest.id, ana.user.id, false)).statusCode).toBe(200);
    expect((await participantsOf(contest.id)).json().items[0].purchase).toMatchObject({
      confirmed: 0,
      due: 70,
    });
    const { rows } = await t.db.$client.query(
      `SELECT before, after FROM audit_log WHERE action = 'user.payment' AND entity_id = $1 ORDER BY id`,
      [ana.user.id],
    );
    expect(rows.map((r) => [r.before.confirmed, r.after.confirmed, r.after.currency])).toEqual([
      [0, 40, 'BRL'],
      [40, 70, 'BRL'],
      [70, 0, 'BRL'],
    ]);
  });

  it('Statistics sums the packages per currency, per contest and over the year', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const two = await seedPackage(t.app, 'video', 2, { BRL: 40, EUR: 8 });
    const [bia, caio, dora, vip] = await Promise.all([
      signedInUser(t.app),
      signedInUser(t.app),
      signedInUser(t.app),
      signedInUser(t.app, 'participant', 'vip'),
    ]);
    expect((await sendFilms(bia.cookie, contest.id, two, 'BRL', [nextFilm()])).statusCode).toBe(201);
    expect((await sendFilms(caio.cookie, contest.id, two, 'BRL', [nextFilm()])).statusCode).toBe(201);
    expect((await sendFilms(dora.cookie, contest.id, two, 'EUR', [nextFilm()])).statusCode).toBe(201);
    const vipEntry = await t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/films`,
      headers: { cookie: vip.cookie },
      payload: { urls: [nextFilm()] },
    });
    expect(vipEntry.statusCode).toBe(201);
    expect((await setPaid(contest.id, caio.user.id, true)).statusCode).toBe(200);
    expect((await setPaid(contest.id, vip.user.id, true)).statusCode).toBe(200);

    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/admin/stats/contests?contestId=${contest.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(stats.statusCode).toBe(200);
    const expected = [
      { currency: 'BRL', participants: 2, expected: 80, confirmed: 40, due: 40 },
      { currency: 'EUR', participants: 1, expected: 8, confirmed: 0, due: 8 },
    ];
    expect(stats.json().contests[0].payments).toEqual(expected);
    expect(stats.json().payments).toEqual(expected);
    // The VIP bought nothing: no package, nothing due.
    const vipRow = (await participantsOf(contest.id))
      .json()
      .items.find((p: { userId: string }) => p.userId === vip.user.id);
    expect(vipRow.purchase).toBeNull();
  });

  it('only admins may see or confirm payments', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const two = await seedPackage(t.app, 'video', 2, { BRL: 40, EUR: 8 });
    const ana = await signedInUser(t.app);
    expect((await sendFilms(ana.cookie, contest.id, two, 'BRL', [nextFilm()])).statusCode).toBe(201);
    for (const role of ['participant', 'pre_filter_judge', 'photo_judge_1', 'video_judge_2'] as const) {
      const other = await signedInUser(t.app, role);
      expect((await participantsOf(contest.id, other.cookie)).statusCode).toBe(403);
      expect((await setPaid(contest.id, ana.user.id, true, other.cookie)).statusCode).toBe(403);
      const stats = await t.app.inject({
        method: 'GET',
        url: `/api/admin/stats/contests?contestId=${contest.id}`,
        headers: { cookie: other.cookie },
      });
      expect(stats.statusCode).toBe(403);
    }
    // The participant confirming their own payment is refused too.
    expect((await setPaid(contest.id, ana.user.id, true, ana.cookie)).statusCode).toBe(403);
    expect((await participantsOf(contest.id, '')).statusCode).toBe(401);
    expect((await participantsOf(contest.id)).json().items[0].purchase.confirmed).toBe(0);
  });

  it('keeps one current purchase when two uploads race on a first package', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 70, EUR: 14 });
    const ana = await signedInUser(t.app);
    const answers = await Promise.all([
      sendFilms(ana.cookie, contest.id, four, 'BRL', [nextFilm()]),
      sendFilms(ana.cookie, contest.id, four, 'BRL', [nextFilm()]),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const { rows } = await t.db.$client.query(
      'SELECT count(*)::int AS n FROM package_purchases WHERE contest_id = $1 AND user_id = $2',
      [contest.id, ana.user.id],
    );
    expect(rows[0].n).toBe(1);
  });
});
