import { describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { pollPendingPayments } from './checkout.service';
import { usePaymentsWorld } from './payments.test-world';

// Paying by Pix through Mercado Pago, against a local server that plays its documented
// API and signs its notifications as it does. The order turns paid from the signed notification
// alone; a forged, repeated or late one changes nothing.

const w = usePaymentsWorld();

describe('checkout by Pix', () => {
  it('creates a Pix for the exact price, with its QR code, and shows the same one again', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const first = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(first.statusCode).toBe(200);
    expect(first.json().order).toMatchObject({
      items: 4,
      currency: 'BRL',
      price: 50,
      paid: 0,
      due: 50,
      mode: 'provider',
    });
    expect(first.json().payment).toMatchObject({
      status: 'pending',
      amount: 50,
      currency: 'BRL',
      method: 'pix',
    });
    expect(first.json().payment.pix.code).toMatch(/^000201/);
    expect(first.json().payment.pix.qrBase64.length).toBeGreaterThan(20);
    // The documented request: amount, Pix, the payer, our reference, where to notify, an idempotency key.
    const request = w.mp.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payments');
    expect(request?.body).toMatchObject({
      transaction_amount: 50,
      payment_method_id: 'pix',
      payer: { email: ana.email },
      external_reference: `${contest.id}:${ana.id}`,
      notification_url: 'http://localhost:3000/api/payments/webhooks/mercadopago',
    });
    const again = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(again.json().payment.id).toBe(first.json().payment.id);
  });

  it('turns the order paid from the signed notification alone, once, with one receipt', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
    // Not paid yet: entries wait for the payment.
    expectRefused(await w.sendFilm(ana.cookie, contest.id, w.packages.four), 402, 'PAYMENT_REQUIRED');
    const mpId = w.mpIdOf(checkout);
    await w.mp.approve(mpId);
    expect(w.delivered.at(-1)?.status).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(50);
    const order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.order).toMatchObject({ paid: 50, due: 0, isPaid: true });
    expect(order.payments[0]).toMatchObject({ status: 'paid', pix: null });
    // The same notification again (Mercado Pago retries) adds nothing and sends no second receipt.
    await w.mp.notify(mpId);
    await w.mp.notify(mpId);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(50);
    const receipts = await w.emailsTo(ana.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].subject).toContain('R$');
    expect(receipts[0].text).toContain(String(mpId));
    // Paid: the film goes in without "I have paid", counted as paid.
    const sent = await w.sendFilm(ana.cookie, contest.id, w.packages.four);
    expect(sent.statusCode).toBe(201);
    const { rows } = await w.t.db.$client.query('SELECT is_paid FROM submissions WHERE user_id = $1', [
      ana.id,
    ]);
    expect(rows).toEqual([{ is_paid: true }]);
  });

  it('asks exactly the difference for an upgrade (R$ 70 − R$ 50 paid = R$ 20)', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    await w.mp.approve(w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four)));
    const upgrade = await w.checkout(ana.cookie, contest.id, w.packages.eight);
    // Until the difference is paid the order stays the package held, paid: nothing says "R$ 20 due"
    // on a package the participant does not hold yet, and the 4 paid entries stay open.
    expect(upgrade.json().order).toMatchObject({ items: 4, price: 50, paid: 50, due: 0, isPaid: true });
    expect(upgrade.json().upgrade).toEqual({ items: 8, price: 70, due: 20 });
    expect(upgrade.json().payment).toMatchObject({ amount: 20, status: 'pending', upgradeItems: 8 });
    expect((await w.order(ana.cookie, contest.id)).json().order).toMatchObject({ items: 4, isPaid: true });
    expect((await w.sendFilm(ana.cookie, contest.id, w.packages.four)).statusCode).toBe(201);
    // The same upgrade asked again shows the same Pix.
    const again = await w.checkout(ana.cookie, contest.id, w.packages.eight);
    expect(again.json().payment.id).toBe(upgrade.json().payment.id);
    await w.mp.approve(w.mpIdOf(upgrade));
    expect((await w.order(ana.cookie, contest.id)).json().order).toMatchObject({
      items: 8,
      price: 70,
      paid: 70,
      due: 0,
      isPaid: true,
    });
    // A repeated notification does not upgrade or credit twice.
    await w.mp.notify(w.mpIdOf(upgrade));
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(70);
    // The package held needs no payment: the checkout answers without one.
    const same = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(same.json()).toMatchObject({ order: { items: 8, due: 0 }, payment: null });
  });

  it('an upgrade Pix that expires leaves the order the package held, paid', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    await w.mp.approve(w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four)));
    const upgrade = await w.checkout(ana.cookie, contest.id, w.packages.eight);
    await w.mp.expire(w.mpIdOf(upgrade));
    const after = (await w.order(ana.cookie, contest.id)).json();
    expect(after.order).toMatchObject({ items: 4, price: 50, paid: 50, due: 0, isPaid: true });
    expect(after.payments[0]).toMatchObject({ status: 'expired', upgradeItems: 8 });
    expectRefused(await w.sendFilm(ana.cookie, contest.id, w.packages.eight), 402, 'PAYMENT_REQUIRED');
  });

  it('a rejected Pix fails and an unpaid one expires; neither pays the order', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const first = await w.checkout(ana.cookie, contest.id, w.packages.four);
    await w.mp.reject(w.mpIdOf(first));
    const second = await w.checkout(ana.cookie, contest.id, w.packages.four);
    expect(second.json().payment.id).not.toBe(first.json().payment.id);
    await w.mp.expire(w.mpIdOf(second));
    const order = (await w.order(ana.cookie, contest.id)).json();
    expect(order.payments.map((p: { status: string }) => p.status).sort()).toEqual(['expired', 'failed']);
    expect(order.order).toMatchObject({ paid: 0, due: 50, isPaid: false });
    expect(await w.emailsTo(ana.email)).toEqual([]);
  });
});

/** A participant's Pix for a film contest, paid at Mercado Pago while its notification was lost. */
async function paidUnheard() {
  const ana = await w.participant();
  const contest = await w.videoContest();
  const mpId = w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four));
  w.mute.on = true;
  await w.mp.approve(mpId);
  w.mute.on = false;
  return { ana, contest, mpId };
}

describe('notifications', () => {
  it('refuses a forged signature, a stale one and one without a signature, and changes nothing', async () => {
    const { ana, contest, mpId } = await paidUnheard();
    const forged = await w.deliver(w.mp.notification(mpId, { secret: 'not-the-secret' }));
    expectRefused(forged, 401, 'INVALID_SIGNATURE');
    const stale = await w.deliver(w.mp.notification(mpId, { ts: Date.now() - 60 * 60 * 1000 }));
    expectRefused(stale, 401, 'INVALID_SIGNATURE');
    const genuine = w.mp.notification(mpId);
    const unsigned = await w.deliver({
      ...genuine,
      headers: { 'x-request-id': genuine.headers['x-request-id'] },
    });
    expectRefused(unsigned, 401, 'INVALID_SIGNATURE');
    // Another payment id under a genuine signature: the manifest no longer matches.
    const swapped = await w.deliver({ ...genuine, url: genuine.url.replace(`data.id=${mpId}`, 'data.id=1') });
    expectRefused(swapped, 401, 'INVALID_SIGNATURE');
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    // The genuine one pays.
    expect((await w.deliver(genuine)).statusCode).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(50);
  });

  it('an older state read after a newer one (out of order) changes nothing', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
    const mpId = w.mpIdOf(checkout);
    await w.mp.approve(mpId);
    const refund = await w.t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${checkout.json().payment.id}/refund`,
      headers: { cookie: w.admin.cookie },
      payload: { reason: 'Entered twice by mistake' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ status: 'refunded', refunded: 50 });
    // A late notification whose read-back answers the approved state from before the refund.
    w.mp.serveStaleOnce(mpId);
    expect((await w.deliver(w.mp.notification(mpId))).statusCode).toBe(200);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    expect((await w.order(ana.cookie, contest.id)).json().payments[0].status).toBe('refunded');
  });

  it('a notification about a payment that is not ours is acknowledged and ignored', async () => {
    const ana = await w.participant();
    const contest = await w.videoContest();
    const mpId = w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four));
    await w.t.db.$client.query('DELETE FROM provider_payments WHERE provider_payment_id = $1', [
      String(mpId),
    ]);
    expect((await w.deliver(w.mp.notification(mpId))).statusCode).toBe(200);
  });

  it('the reconciling poll finds a payment whose notification was lost', async () => {
    const { ana, contest } = await paidUnheard();
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    expect(await pollPendingPayments(w.t.app.ctx, 0)).toBeGreaterThanOrEqual(1);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(50);
  });
});
