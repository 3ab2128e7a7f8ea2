import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage } from './submissions.test-support';

// "I have paid" cannot be true for a price that has no payment link.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('payment confirmation', () => {
  it('is refused for a price with no payment link, accepted once the admin adds one', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const pkg = await seedPackage(t.app, 'video', 4, { BRL: 70, EUR: 14 });
    await t.db.$client.query(
      `UPDATE package_prices SET payment_url = NULL WHERE package_id = $1 AND currency = 'EUR'`,
      [pkg],
    );
    const send = (currency: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/participant/contests/${contest.id}/films`,
        headers: { cookie: me.cookie },
        payload: { packageId: pkg, currency, paymentConfirmed: true, urls: ['https://vimeo.com/55'] },
      });
    const refused = await send('EUR');
    expectRefused(refused, 400, 'VALIDATION_FAILED', { packageId: 'errors.paymentLinkMissing' });
    const { rows } = await t.db.$client.query(
      'SELECT count(*)::int AS n FROM submissions WHERE user_id = $1',
      [me.user.id],
    );
    expect(rows[0].n).toBe(0);
    expect((await send('BRL')).statusCode).toBe(201);
  });
});
