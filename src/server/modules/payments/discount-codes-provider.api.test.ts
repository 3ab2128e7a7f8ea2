import { describe, expect, it } from 'vitest';
import { usePaymentsWorld } from './payments.test-world';

// Discount codes with Mercado Pago: a partial discount makes the Pix ask the discounted price; a
// waiver pays the order without any call to the provider.

const w = usePaymentsWorld();

const apply = (cookie: string, contestId: string, packageId: string, code: string) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/discount-code`,
    headers: { cookie },
    payload: { code, packageId, currency: 'BRL' },
  });
const createCode = (contestId: string, body: object) =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/admin/contests/${contestId}/discount-codes`,
    headers: { cookie: w.admin.cookie },
    payload: body,
  });

describe('codes with a payment provider', () => {
  it('a 20% code makes the Pix ask 80% of the price, also after a first Pix was made', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    await createCode(contest.id, { code: 'VINTE', kind: 'percent', percent: 20 });
    const first = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(first.json().payment).toMatchObject({ amount: 50 });
    const applied = await apply(ana.cookie, contest.id, w.packages.four, 'vinte');
    expect(applied.json().order).toMatchObject({ price: 40, discount: 10, due: 40, isPaid: false });
    const second = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(second.json().payment).toMatchObject({ amount: 40, status: 'pending' });
    await w.mp.approve(w.mpIdOf(second));
    expect((await w.order(ana.cookie, contest.id)).json().order).toMatchObject({
      price: 40,
      paid: 40,
      isPaid: true,
      discountCode: 'VINTE',
    });
  });

  it('a waiver marks the order paid with no call to the provider', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    await createCode(contest.id, { code: 'ISENTO', kind: 'fixed', currency: 'BRL', amount: 80 });
    const calls = w.mp.requests.length;
    const applied = await apply(ana.cookie, contest.id, w.packages.four, 'Isento');
    expect(applied.json().order).toMatchObject({ price: 0, discount: 50, isPaid: true });
    const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(checkout.json()).toMatchObject({ order: { isPaid: true }, payment: null });
    expect((await w.sendFilm(ana.cookie, contest.id, w.packages.four)).statusCode).toBe(201);
    expect(w.mp.requests.length).toBe(calls);
  });
});
