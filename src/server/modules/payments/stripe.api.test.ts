import { describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';
import { seedPackage } from '../submissions/submissions.test-support';
import { pollPendingPayments } from './checkout.service';
import { usePaymentsWorld } from './payments.test-world';

// Dollars and euros through Stripe Checkout, against a local server that plays Stripe's
// documented API and signs its webhook events as Stripe does (`Stripe-Signature: t=…,v1=…`, an
// HMAC-SHA256 of "<t>.<raw body>"). Reais stay with Mercado Pago in the same server. The order turns
// paid from the signed event alone; a forged, stale, repeated or late one changes nothing.

const w = usePaymentsWorld({}, { stripe: true });

/** The last delivery of an event of this type (events of a payment may arrive in any order). */
const lastDelivered = (type: string) =>
  w.stripeDelivered.findLast((d) => (JSON.parse(d.event.rawBody) as { type: string }).type === type);

const cardCheckout = (cookie: string, contestId: string, packageId: string, currency = 'EUR') =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/card-checkout`,
    headers: { cookie },
    payload: { packageId, currency },
  });
const sessionOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

async function started(packageId = w.packages.four, locale: 'pt' | 'en' = 'en') {
  const ana = await w.participant(locale);
  const contest = await w.videoContest();
  const answer = await cardCheckout(ana.cookie, contest.id, packageId);
  expect(answer.statusCode, answer.body).toBe(200);
  return { ana, contest, answer, session: sessionOf(answer.json().url as string) };
}

const refund = (paymentId: string, payload: object, cookie?: string) => w.refund(paymentId, payload, cookie);

describe('Stripe Checkout for euros and dollars', () => {
  it('opens a Checkout Session for the exact price, in euros, naming our checkout; reais stay with Mercado Pago', async () => {
    const { ana, contest, answer, session } = await started();
    expect(answer.json()).toMatchObject({
      order: { items: 4, currency: 'EUR', price: 10, due: 10, mode: 'provider' },
    });
    expect(answer.json().url).toBe(`${w.stripe.url}/c/pay/${session}`);
    // The documented form-encoded request.
    const request = w.stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(request?.body).toMatchObject({
      mode: 'payment',
      line_items: { 0: { quantity: '1', price_data: { currency: 'eur', unit_amount: '1000' } } },
      customer_email: ana.email,
      success_url: 'http://localhost:3000/participant/contests',
    });
    const reference = (request?.body as { client_reference_id: string }).client_reference_id;
    expect(reference).toMatch(new RegExp(`^${contest.id}:${ana.id}:[0-9a-f-]{36}$`));
    expect(request?.body).toMatchObject({ metadata: { reference } });
    // Open for 23 hours (Stripe takes at most 24 by its own clock); our record keeps Stripe's expiry.
    const expiresAt = w.stripe.sessions.get(session)!.expires_at;
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 23 * 3600);
    expect(expiresAt).toBeGreaterThan(Math.floor(Date.now() / 1000) + 22 * 3600);
    const { rows } = await w.t.db.$client.query<{ expires_at: Date }>(
      'SELECT expires_at FROM provider_checkouts WHERE provider_checkout_id = $1',
      [session],
    );
    expect(rows[0].expires_at.getTime()).toBe(expiresAt * 1000);
    // Asked again, the same session; no Pix in euros.
    expect((await cardCheckout(ana.cookie, contest.id, w.packages.four)).json().url).toBe(answer.json().url);
    expectRefused(
      await w.checkout(ana.cookie, contest.id, w.packages.four, 'EUR'),
      409,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    // The packages say which currencies a provider takes.
    expect(await w.providerCurrencies(ana.cookie)).toEqual(['BRL', 'EUR']);
  });

  it('checkout.session.completed (paid) pays the order once, with one receipt; repeated it adds nothing', async () => {
    const { ana, contest, session } = await started();
    await w.stripe.pay(session);
    expect(w.stripeDelivered.at(-1)?.status).toBe(200);
    const order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.order).toMatchObject({ paid: 10, due: 0, isPaid: true });
    expect(order.payments[0]).toMatchObject({
      provider: 'stripe',
      method: 'card',
      status: 'paid',
      amount: 10,
    });
    const event = w.stripe.events.at(-1)!;
    expect((await w.deliverStripe(event)).statusCode).toBe(200);
    expect((await w.deliverStripe(event)).statusCode).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(10);
    const receipts = await vi.waitFor(async () => {
      const found = await w.emailsTo(ana.email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(receipts[0].text).toContain(session);
  });

  it('a delayed method: pending on completion, paid when it succeeds; failed when it fails', async () => {
    const one = await started();
    await w.stripe.pay(one.session, 'delayed');
    expect((await w.order(one.ana.cookie, one.contest.id)).json().payments[0]).toMatchObject({
      status: 'pending',
    });
    expect(await w.confirmedOf(one.contest.id, one.ana.id)).toBe(0);
    await w.stripe.settle(one.session, true);
    expect(await w.confirmedOf(one.contest.id, one.ana.id)).toBe(10);

    const two = await started();
    await w.stripe.pay(two.session, 'delayed');
    await w.stripe.settle(two.session, false);
    const order = (await w.order(two.ana.cookie, two.contest.id)).json();
    expect(order.payments[0]).toMatchObject({ status: 'failed' });
    expect(order.order).toMatchObject({ paid: 0, isPaid: false });
  });

  it('an expired session pays nothing; an upgrade is asked exactly the difference', async () => {
    const one = await started();
    await w.stripe.expire(one.session);
    expect((await w.order(one.ana.cookie, one.contest.id)).json().payments[0]).toMatchObject({
      status: 'expired',
    });
    expect(await w.confirmedOf(one.contest.id, one.ana.id)).toBe(0);

    const two = await started();
    await w.stripe.pay(two.session);
    const upgrade = await cardCheckout(two.ana.cookie, two.contest.id, w.packages.eight);
    expect(upgrade.json()).toMatchObject({
      order: { items: 4, paid: 10 },
      upgrade: { items: 8, price: 14, due: 4 },
    });
    const upgradeSession = sessionOf(upgrade.json().url as string);
    expect(w.stripe.sessions.get(upgradeSession)?.amount_total).toBe(400);
    await w.stripe.pay(upgradeSession);
    expect((await w.order(two.ana.cookie, two.contest.id)).json().order).toMatchObject({
      items: 8,
      price: 14,
      paid: 14,
      isPaid: true,
    });
  });

  it('out of order: a late "completed" after the refund, or after "expired", changes nothing', async () => {
    const { ana, contest, session, answer } = await started();
    await w.stripe.pay(session);
    const completed = w.stripe.events.at(-1)!;
    const paymentId = (await w.order(ana.cookie, contest.id)).json().payments[0].id as string;
    expect((await refund(paymentId, { reason: 'Withdrawn' })).statusCode).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    // The older event again: the state is read back from Stripe, the refund stays.
    expect((await w.deliverStripe(completed)).statusCode).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    expect(answer.statusCode).toBe(200);
  });

  it('refunds through Stripe, partial then the rest, audited, with receipts; the reconciliation shows the session', async () => {
    const { ana, contest, session } = await started();
    await w.stripe.pay(session);
    const paymentId = (await w.order(ana.cookie, contest.id)).json().payments[0].id as string;
    const partial = await refund(paymentId, { amount: 4, reason: 'Two entries withdrawn' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'refunded', refunded: 4, providerPaymentId: session });
    const refundRequest = w.stripe.requests.findLast((r) => r.path === '/v1/refunds');
    expect(refundRequest?.body).toMatchObject({
      payment_intent: w.stripe.sessions.get(session)?.payment_intent,
      amount: '400',
    });
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(6);
    // charge.refunded arrives after the answer: it finds the same state, nothing moves twice.
    await vi.waitFor(() => expect(lastDelivered('charge.refunded')?.status).toBe(200));
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(6);
    const rest = await refund(paymentId, { reason: 'Contest cancelled' });
    expect(rest.json()).toMatchObject({ refunded: 10 });
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    const { rows } = await w.t.db.$client.query(
      `SELECT action, after->>'reason' AS reason FROM audit_log WHERE entity_id = $1 ORDER BY created_at`,
      [paymentId],
    );
    expect(rows).toEqual([
      { action: 'payment.refund', reason: 'Two entries withdrawn' },
      { action: 'payment.refund', reason: 'Contest cancelled' },
    ]);
    await vi.waitFor(async () => expect(await w.emailsTo(ana.email)).toHaveLength(3));
    const reconciliation = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation`,
      headers: { cookie: w.admin.cookie },
    });
    expect(reconciliation.json().provider).toBe('mercadopago+stripe');
    expect(reconciliation.json().items[0].payments[0]).toMatchObject({
      provider: 'stripe',
      providerPaymentId: session,
      status: 'refunded',
    });
    const csv = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/reconciliation.csv`,
      headers: { cookie: w.admin.cookie },
    });
    expect(csv.body).toContain(session);
  });

  it('a refund made in Stripe’s Dashboard is learnt from charge.refunded alone', async () => {
    const { ana, contest, session } = await started();
    await w.stripe.pay(session);
    // The Dashboard calls the same API; Stripe then sends charge.refunded, which names the PaymentIntent.
    const made = await fetch(`${w.stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${w.stripe.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${w.stripe.sessions.get(session)!.payment_intent}&amount=250`,
    });
    expect(made.status).toBe(200);
    await vi.waitFor(async () => expect(await w.confirmedOf(contest.id, ana.id)).toBe(7.5));
    await vi.waitFor(() => expect(lastDelivered('charge.refunded')?.status).toBe(200));
    expect((await w.order(ana.cookie, contest.id)).json().payments[0]).toMatchObject({
      status: 'refunded',
      refunded: 2.5,
    });
  });

  it('a forged signature, a stale timestamp or no signature: 401 and nothing changes', async () => {
    const { ana, contest, session } = await started();
    const s = w.stripe.sessions.get(session)!;
    Object.assign(s, { status: 'complete', payment_status: 'paid' });
    const forged = w.stripe.event('checkout.session.completed', session, { secret: 'whsec_forged' });
    expectRefused(await w.deliverStripe(forged), 401, 'INVALID_SIGNATURE');
    const stale = w.stripe.event('checkout.session.completed', session, {
      t: Math.floor(Date.now() / 1000) - 301,
    });
    expectRefused(await w.deliverStripe(stale), 401, 'INVALID_SIGNATURE');
    const tampered = w.stripe.event('checkout.session.completed', session);
    expectRefused(
      await w.deliverStripe({
        ...tampered,
        rawBody: tampered.rawBody.replace('"livemode": false', '"livemode": true'),
      }),
      401,
      'INVALID_SIGNATURE',
    );
    expectRefused(await w.deliverStripe({ ...tampered, headers: {} }), 401, 'INVALID_SIGNATURE');
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    expect((await w.order(ana.cookie, contest.id)).json().payments).toEqual([]);
    // Genuine, about something Jurado does not follow: acknowledged.
    const other = w.stripe.event('customer.created', session);
    expect((await w.deliverStripe(other)).statusCode).toBe(200);
  });

  it('a lost event is found by the reconciling poll', async () => {
    const { ana, contest, session } = await started();
    // Nothing recorded until an event names the session: the poll follows recorded payments.
    await w.stripe.pay(session, 'delayed');
    w.mute.on = true;
    try {
      await w.stripe.settle(session, true);
    } finally {
      w.mute.on = false;
    }
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    expect(await pollPendingPayments(w.t.app.ctx, 0)).toBeGreaterThanOrEqual(1);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(10);
  });
});

describe('who may pay and refund through Stripe', () => {
  it('only a signed-in participant opens a checkout, for their own order; only an admin refunds', async () => {
    const { ana, contest, session } = await started();
    await w.stripe.pay(session);
    const paymentId = (await w.order(ana.cookie, contest.id)).json().payments[0].id as string;
    const anonymous = await w.t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/card-checkout`,
      payload: { packageId: w.packages.four, currency: 'EUR' },
    });
    expect(anonymous.statusCode).toBe(401);
    const judge = await signedInUser(w.t.app, 'video_judge_1');
    expect((await cardCheckout(judge.cookie, contest.id, w.packages.four)).statusCode).toBe(403);
    // Another participant's checkout is their own order, never Ana's.
    const bia = await w.participant();
    const theirs = await cardCheckout(bia.cookie, contest.id, w.packages.four);
    expect(theirs.json().order).toMatchObject({ paid: 0, due: 10 });
    expect((await w.order(bia.cookie, contest.id)).json().payments).toEqual([]);
    expect((await refund(paymentId, { reason: 'mine' }, ana.cookie)).statusCode).toBe(403);
    expect((await refund(paymentId, { reason: 'mine' }, judge.cookie)).statusCode).toBe(403);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(10);
  });

  it('a currency the contest does not take, or a photo contest in dollars, is priced by its own rules', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    expectRefused(
      await cardCheckout(ana.cookie, contest.id, w.packages.four, 'USD'),
      400,
      'VALIDATION_FAILED',
    );
    const photo = await createContest(w.t.app, { category: 'photo' });
    const usd = await seedPackage(w.t.app, 'photo', 4, { BRL: 50, USD: 12 });
    const answer = await cardCheckout(ana.cookie, photo.id, usd, 'USD');
    expect(answer.json()).toMatchObject({ order: { currency: 'USD', due: 12 } });
    expect(w.stripe.sessions.get(sessionOf(answer.json().url as string))).toMatchObject({
      currency: 'usd',
      amount_total: 1200,
    });
  });
});
