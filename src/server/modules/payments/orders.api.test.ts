import { describe, expect, it } from 'vitest';
import { expectRefused, useApi } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { seedPackage } from '../submissions/submissions.test-support';

// Orders in manual mode (the default): the order a returning participant holds is never asked
// for again, a smaller package is covered by it, and the provider's routes are not there.

const t = useApi();
let films = 9000;

const sendFilm = (cookie: string, contestId: string, packageId: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/films`,
    headers: { cookie },
    payload: { packageId, currency: 'BRL', urls: [`https://vimeo.com/${films++}`], ...extra },
  });

async function contestOf(cookie: string, contestId: string) {
  const list = await t.app.inject({ method: 'GET', url: '/api/participant/contests', headers: { cookie } });
  return list.json().find((c: { id: string }) => c.id === contestId);
}

describe('the order of a returning participant (manual mode)', () => {
  it('shows the package bought and the entries left, and never asks to pay it again', async () => {
    const ana = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const eight = await seedPackage(t.app, 'video', 8, { BRL: 70, EUR: 14 });
    expect((await contestOf(ana.cookie, contest.id)).order).toBeNull();
    expect((await sendFilm(ana.cookie, contest.id, four, { paymentConfirmed: true })).statusCode).toBe(201);
    expect((await sendFilm(ana.cookie, contest.id, four, { paymentConfirmed: true })).statusCode).toBe(201);

    let mine = await contestOf(ana.cookie, contest.id);
    expect(mine.order).toEqual({
      packageId: four,
      items: 4,
      currency: 'BRL',
      price: 50,
      paid: 0,
      due: 50,
      isPaid: false,
      mode: 'manual',
      discount: 0,
      discountCode: null,
    });
    expect(mine.entries).toEqual({ used: 2, limit: 4, remaining: 2 });

    // The admin confirms: "4-film package paid, 2 entries left".
    const paid = await t.call(
      'PUT',
      `/api/admin/stats/contests/${contest.id}/participants/${ana.user.id}/payment`,
      {
        isPaid: true,
      },
    );
    expect(paid.statusCode).toBe(200);
    mine = await contestOf(ana.cookie, contest.id);
    expect(mine.order).toMatchObject({ paid: 50, due: 0, isPaid: true });

    // The package held goes on without "I have paid", even once its link is gone, and the entry is paid.
    await t.db.$client.query('UPDATE package_prices SET payment_url = NULL WHERE package_id = $1', [four]);
    const third = await sendFilm(ana.cookie, contest.id, four);
    expect(third.statusCode).toBe(201);
    const { rows } = await t.db.$client.query(
      'SELECT bool_and(is_paid) AS all_paid FROM submissions WHERE user_id = $1',
      [ana.user.id],
    );
    expect(rows[0].all_paid).toBe(true);

    // A larger package is an upgrade: it needs the confirmation (for the difference) and a link.
    expectRefused(await sendFilm(ana.cookie, contest.id, eight), 400, 'VALIDATION_FAILED', {
      paymentConfirmed: 'errors.paymentNotConfirmed',
    });
    await t.db.$client.query('UPDATE package_prices SET payment_url = NULL WHERE package_id = $1', [eight]);
    expectRefused(
      await sendFilm(ana.cookie, contest.id, eight, { paymentConfirmed: true }),
      400,
      'VALIDATION_FAILED',
      {
        packageId: 'errors.paymentLinkMissing',
      },
    );
  });
});

describe('manual mode', () => {
  it('offers no checkout and no webhook; the packages say no currency goes through a provider', async () => {
    const ana = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const four = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/checkout`,
      headers: { cookie: ana.cookie },
      payload: { packageId: four, currency: 'BRL' },
    });
    expectRefused(checkout, 409, 'PAYMENT_PROVIDER_UNAVAILABLE');
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/mercadopago?data.id=1&type=payment',
      headers: { origin: undefined, 'x-signature': 'ts=1,v1=00' },
      payload: { type: 'payment', data: { id: '1' } },
    });
    expectRefused(webhook, 404, 'NOT_FOUND');
    const packages = await t.get('/api/packages?category=video', ana.cookie);
    expect(packages.json().providerCurrencies).toEqual([]);
    const order = await t.get(`/api/participant/contests/${contest.id}/order`, ana.cookie);
    expect(order.json()).toEqual({ order: null, payments: [] });
  });

  it('the order route is for participants, by a valid contest id', async () => {
    const contest = await createContest(t.app, { category: 'video' });
    expectRefused(await t.get(`/api/participant/contests/${contest.id}/order`, ''), 401, 'UNAUTHENTICATED');
    expectRefused(await t.get(`/api/participant/contests/${contest.id}/order`), 403, 'FORBIDDEN');
    const ana = await signedInUser(t.app);
    expectRefused(await t.get('/api/participant/contests/nope/order', ana.cookie), 400, 'VALIDATION_FAILED');
  });
});
