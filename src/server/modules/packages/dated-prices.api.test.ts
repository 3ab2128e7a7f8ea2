import { describe, expect, it } from 'vitest';
import { addDays, dayOf } from '../../../domain/contest-dates';
import { expectRefused, useApi } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { seedPackage } from '../submissions/submissions.test-support';

// Early-bird and late prices by São Paulo calendar day, set by admins per package and
// currency, shown to participants with the day the price changes, and charged by the server.

const t = useApi();
const today = dayOf(new Date());
let films = 7000;

const put = (id: string, prices: unknown[], cookie = t.cookie) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/packages/${id}`,
    headers: { cookie },
    payload: { items: 4, isActive: true, prices },
  });

const offered = async (cookie: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/packages?category=video', headers: { cookie } }))
    .json()
    .items.find((p: { id: string }) => p.id === id);

describe('prices by date', () => {
  it('an admin sets an early-bird and a late price; participants see today’s price and when it changes; the entry is charged it', async () => {
    const id = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const brl = {
      currency: 'BRL',
      amount: 50,
      paymentUrl: 'https://pay.example/brl-4',
      earlyAmount: 40,
      earlyUntil: addDays(today, 2),
      lateAmount: 65,
      lateFrom: addDays(today, 20),
    };
    const saved = await put(id, [brl, { currency: 'EUR', amount: 10, paymentUrl: null }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().prices[0]).toEqual(brl);
    expect(saved.json().prices[1]).toMatchObject({ earlyAmount: null, lateFrom: null });

    const ana = await signedInUser(t.app);
    const pkg = await offered(ana.cookie, id);
    expect(pkg.prices[0]).toEqual({
      currency: 'BRL',
      amount: 40,
      paymentUrl: 'https://pay.example/brl-4',
      period: 'early',
      changesOn: addDays(today, 3),
      nextAmount: 50,
    });
    const contest = await createContest(t.app, { category: 'video' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/films`,
      headers: { cookie: ana.cookie },
      payload: {
        packageId: id,
        currency: 'BRL',
        paymentConfirmed: true,
        urls: [`https://vimeo.com/${films++}`],
      },
    });
    expect(sent.statusCode).toBe(201);
    const order = await t.app.inject({
      method: 'GET',
      url: '/api/participant/contests',
      headers: { cookie: ana.cookie },
    });
    expect(order.json().find((c: { id: string }) => c.id === contest.id).order).toMatchObject({
      items: 4,
      price: 40,
      due: 40,
    });

    // Once the early-bird days are over, the late price starts on its day.
    await put(id, [{ ...brl, earlyUntil: addDays(today, -10), lateFrom: today }]);
    expect((await offered(ana.cookie, id)).prices[0]).toMatchObject({
      amount: 65,
      period: 'late',
      changesOn: null,
    });
  });

  it('refuses a dated price without its day or amount, a late price not after the early one, and non-admins', async () => {
    const id = await seedPackage(t.app, 'video', 4, { BRL: 50, EUR: 10 });
    const base = { currency: 'BRL', amount: 50, paymentUrl: null };
    expectRefused(await put(id, [{ ...base, earlyAmount: 40 }]), 400, 'VALIDATION_FAILED', {
      'prices.0.earlyUntil': 'errors.package.datedIncomplete',
    });
    expectRefused(await put(id, [{ ...base, lateFrom: today }]), 400, 'VALIDATION_FAILED', {
      'prices.0.lateAmount': 'errors.package.datedIncomplete',
    });
    expectRefused(
      await put(id, [{ ...base, earlyAmount: 40, earlyUntil: today, lateAmount: 60, lateFrom: today }]),
      400,
      'VALIDATION_FAILED',
      { 'prices.0.lateFrom': 'errors.package.datedOrder' },
    );
    expectRefused(
      await put(id, [{ ...base, earlyAmount: 40, earlyUntil: '2026-02-30' }]),
      400,
      'VALIDATION_FAILED',
      {
        'prices.0.earlyUntil': 'errors.contest.dateInvalid',
      },
    );
    const participant = await signedInUser(t.app);
    expectRefused(await put(id, [base], participant.cookie), 403, 'FORBIDDEN');
  });
});
