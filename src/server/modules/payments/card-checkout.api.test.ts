import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { usePaymentsWorld } from './payments.test-world';

// Card and boleto through Mercado Pago's Checkout Pro, against the local Mercado
// Pago. The participant is sent to the provider's page for exactly what is due; the payment made
// there is learnt only from its signed notification, by the checkout its external reference names.

const w = usePaymentsWorld();

const cardCheckout = (cookie: string, contestId: string, packageId: string, currency = 'BRL') =>
  w.t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/card-checkout`,
    headers: { cookie },
    payload: { packageId, currency },
  });
const preferenceOf = (url: string) => new URL(url).searchParams.get('pref_id')!;

describe('card and boleto through Checkout Pro', () => {
  it('sends the participant to a page for the exact price; a card payment there pays the order from its notification', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const started = await cardCheckout(ana.cookie, contest.id, w.packages.four);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ order: { items: 4, price: 50, due: 50 }, upgrade: null });
    const url = started.json().url as string;
    expect(url.startsWith(`${w.mp.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    // The documented request: one item at the amount due, our reference, where to notify and return.
    const request = w.mp.requests.findLast((r) => r.path === '/checkout/preferences');
    expect(request?.body).toMatchObject({
      items: [{ quantity: 1, unit_price: 50, currency_id: 'BRL' }],
      payer: { email: ana.email },
      notification_url: 'http://localhost:3000/api/payments/webhooks/mercadopago',
      back_urls: { success: 'http://localhost:3000/participant/contests' },
    });
    expect((request?.body as { external_reference: string }).external_reference).toMatch(
      new RegExp(`^${contest.id}:${ana.id}:[0-9a-f-]{36}$`),
    );
    // Asked again, the same page.
    expect((await cardCheckout(ana.cookie, contest.id, w.packages.four)).json().url).toBe(url);

    const mpId = await w.mp.payPreference(preferenceOf(url), 'card');
    const order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.order).toMatchObject({ paid: 50, due: 0, isPaid: true });
    expect(order.payments[0]).toMatchObject({ method: 'card', status: 'paid', amount: 50 });
    const receipts = await w.emailsTo(ana.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain(String(mpId));
    // Repeated, the notification changes nothing.
    await w.mp.notify(mpId);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(50);
  });

  it('an upgrade by boleto: pending while the boleto waits, the larger package once it is paid', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    await w.mp.approve(w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four)));
    const started = await cardCheckout(ana.cookie, contest.id, w.packages.eight);
    expect(started.json()).toMatchObject({
      order: { items: 4, isPaid: true },
      upgrade: { items: 8, due: 20 },
    });
    const mpId = await w.mp.payPreference(preferenceOf(started.json().url), 'boleto');
    let order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.order).toMatchObject({ items: 4, paid: 50 });
    expect(order.payments[0]).toMatchObject({
      method: 'boleto',
      status: 'pending',
      amount: 20,
      upgradeItems: 8,
    });
    await w.mp.approve(mpId);
    order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.order).toMatchObject({ items: 8, price: 70, paid: 70, isPaid: true });
  });

  it('a payment naming a checkout that is not ours, or another participant’s, is ignored', async () => {
    const ana = await w.participant();
    const bia = await w.participant();
    const contest = await w.videoContest();
    const url = (await cardCheckout(ana.cookie, contest.id, w.packages.four)).json().url as string;
    const preference = w.mp.preferences.get(preferenceOf(url))!;
    preference.external_reference = preference.external_reference!.replace(ana.id, bia.id);
    await w.mp.payPreference(preference.id, 'card');
    expect(w.delivered.at(-1)?.status).toBe(200);
    expect((await w.order(ana.cookie, contest.id)).json().payments).toEqual([]);
    expect((await w.order(bia.cookie, contest.id)).json()).toEqual({ order: null, payments: [] });
  });

  it('a signed notification about a merchant order is acknowledged and changes nothing; a forged one is refused', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const mpId = w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four));
    const asOrder = (n: ReturnType<typeof w.mp.notification>) => {
      const url = new URL(n.url);
      url.searchParams.set('type', 'merchant_order');
      return {
        ...n,
        url: url.toString(),
        body: { ...n.body, type: 'merchant_order', topic: 'merchant_order' },
      };
    };
    w.mute.on = true;
    await w.mp.approve(mpId);
    w.mute.on = false;
    expect((await w.deliver(asOrder(w.mp.notification(mpId)))).statusCode).toBe(200);
    expectRefused(
      await w.deliver(asOrder(w.mp.notification(mpId, { secret: 'not-the-secret' }))),
      401,
      'INVALID_SIGNATURE',
    );
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
  });

  it('only participants, and only in a currency the provider takes', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    expectRefused(await cardCheckout('', contest.id, w.packages.four), 401, 'UNAUTHENTICATED');
    expectRefused(await cardCheckout(w.admin.cookie, contest.id, w.packages.four), 403, 'FORBIDDEN');
    expectRefused(
      await cardCheckout(ana.cookie, contest.id, w.packages.four, 'EUR'),
      409,
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
  });
});
