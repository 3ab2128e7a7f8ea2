import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { usePaymentsWorld } from './payments.test-world';

// Who may start a checkout, and for what (PAYMENT_PROVIDER=mercadopago).

const w = usePaymentsWorld();

describe('checkout access', () => {
  it('is for participants; anonymous callers, admins and judges are refused', async () => {
    const contest = await w.videoContest();
    const send = (cookie: string) => w.checkout(cookie, contest.id, w.packages.four);
    expectRefused(await send(''), 401, 'UNAUTHENTICATED');
    expectRefused(await send(w.admin.cookie), 403, 'FORBIDDEN');
    const judge = await signedInUser(w.t.app, 'video_judge_1');
    expectRefused(await send(judge.cookie), 403, 'FORBIDDEN');
  });

  it('refuses a VIP, a closed contest, an unknown package, a bad body and dollars or euros', async () => {
    const vip = await signedInUser(w.t.app, 'participant', 'vip');
    const contest = await w.videoContest();
    expectRefused(await w.checkout(vip.cookie, contest.id, w.packages.four), 409, 'CONFLICT');
    const ana = await w.participant();
    const closed = await createContest(w.t.app, {
      category: 'video',
      startsAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
      deadline: new Date(Date.now() - 3 * 24 * 3600 * 1000),
    });
    expectRefused(await w.checkout(ana.cookie, closed.id, w.packages.four), 409, 'CONTEST_CLOSED');
    expectRefused(
      await w.checkout(ana.cookie, contest.id, '00000000-0000-4000-8000-000000000000'),
      400,
      'VALIDATION_FAILED',
      { packageId: 'errors.packageUnavailable' },
    );
    expectRefused(await w.checkout(ana.cookie, contest.id, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectRefused(await w.checkout(ana.cookie, contest.id, w.packages.four, 'XYZ'), 400, 'VALIDATION_FAILED');
    // Mercado Pago takes reais; euros stay on the package's payment link.
    expectRefused(
      await w.checkout(ana.cookie, contest.id, w.packages.four, 'EUR'),
      409,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    expectRefused(
      await w.checkout(ana.cookie, '00000000-0000-4000-8000-000000000000', w.packages.four),
      404,
      'NOT_FOUND',
    );
    expect(await w.providerCurrencies(ana.cookie)).toEqual(['BRL']);
  });

  it('euros are still paid by link and "I have paid" with a provider configured', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const sent = await w.t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/films`,
      headers: { cookie: ana.cookie },
      payload: {
        packageId: w.packages.four,
        currency: 'EUR',
        paymentConfirmed: true,
        urls: ['https://vimeo.com/77'],
      },
    });
    expect(sent.statusCode).toBe(201);
  });

  it('the provider is reached once a notification is genuine; its failure answers 503 so it is sent again', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
    const mpId = w.mpIdOf(checkout);
    const genuine = w.mp.notification(mpId);
    w.mp.payments.delete(mpId);
    expectRefused(await w.deliver(genuine), 503, 'PAYMENT_PROVIDER_FAILED');
  });
});
