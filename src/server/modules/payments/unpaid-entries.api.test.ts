import { describe, expect, it } from 'vitest';
import { usePaymentsWorld } from './payments.test-world';

// PAYMENT_ALLOW_UNPAID_ENTRIES=true: the admin lets entries in before the provider confirms the
// payment; they go in unpaid and turn paid with the order.

const w = usePaymentsWorld({ PAYMENT_ALLOW_UNPAID_ENTRIES: 'true' });

describe('entries before the payment is confirmed, where allowed', () => {
  it('go in unpaid and turn paid when the provider confirms', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect((await w.sendFilm(ana.cookie, contest.id, w.packages.four)).statusCode).toBe(201);
    const paidOf = async () =>
      (await w.t.db.$client.query('SELECT is_paid FROM submissions WHERE user_id = $1', [ana.id])).rows;
    expect(await paidOf()).toEqual([{ is_paid: false }]);
    await w.mp.approve(w.mpIdOf(checkout));
    expect(await paidOf()).toEqual([{ is_paid: true }]);
  });
});
