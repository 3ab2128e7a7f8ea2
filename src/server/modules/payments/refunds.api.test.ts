import { describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../../test/api';
import { signedInUser } from '../../test/factories';
import { usePaymentsWorld } from './payments.test-world';

// Refunds by an admin, full or partial, with a reason, through the provider; audited;
// the participant sees it and gets a receipt in their language.

const w = usePaymentsWorld();

async function paidCheckout(locale: 'pt' | 'en' = 'pt') {
  const ana = await w.participant(locale);
  const contest = await w.videoContest();
  const checkout = await w.checkout(ana.cookie, contest.id, w.packages.four);
  await w.mp.approve(w.mpIdOf(checkout));
  return { ana, contest, paymentId: checkout.json().payment.id as string, mpId: w.mpIdOf(checkout) };
}

const refund = (paymentId: string, payload: object, cookie?: string) => w.refund(paymentId, payload, cookie);

describe('refunds', () => {
  it('a partial refund goes through the provider, is audited, shows on both sides and sends a receipt in English', async () => {
    const { ana, contest, paymentId, mpId } = await paidCheckout('en');
    const partial = await refund(paymentId, { amount: 20, reason: 'Two entries withdrawn' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'refunded',
      refunded: 20,
      providerPaymentId: String(mpId),
    });
    expect(w.mp.payments.get(mpId)?.transaction_amount_refunded).toBe(20);
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(30);
    const mine = (await w.order(ana.cookie, contest.id)).json();
    expect(mine.payments[0]).toMatchObject({ status: 'refunded', refunded: 20 });
    expect(mine.order).toMatchObject({ paid: 30, due: 20, isPaid: false });
    const [audit] = (
      await w.t.db.$client.query(
        `SELECT actor_id, after FROM audit_log WHERE action = 'payment.refund' AND entity_id = $1`,
        [paymentId],
      )
    ).rows;
    expect(audit.after).toMatchObject({ amount: 20, reason: 'Two entries withdrawn', currency: 'BRL' });
    // The provider's own notification of the refund follows: it changes nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(30);
    // The receipt is sent by whichever applies the refund first: the admin's request reading the
    // payment back, or the provider's notification running beside it.
    const emails = await vi.waitFor(async () => {
      const found = await w.emailsTo(ana.email);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(emails.map((e) => e.subject)).toEqual([
      expect.stringMatching(/^Receipt: payment of R\$50\.00 confirmed/),
      expect.stringMatching(/^Refund of R\$20\.00/),
    ]);
    // The rest: a full refund of what is left.
    const rest = await refund(paymentId, { reason: 'Contest left' });
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded: 50 });
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(0);
    await vi.waitFor(async () => expect(await w.emailsTo(ana.email)).toHaveLength(3));
    expectRefused(await refund(paymentId, { reason: 'Again' }), 409, 'PAYMENT_NOT_REFUNDABLE');
  });

  it('a receipt in Portuguese by default', async () => {
    const { ana } = await paidCheckout('pt');
    const [receipt] = await w.emailsTo(ana.email);
    expect(receipt.subject).toMatch(/^Recibo: pagamento de R\$\s?50,00 confirmado/);
  });

  it('refuses a refund without a reason, over what is left, of an unpaid payment, or by a non-admin', async () => {
    const { ana, paymentId } = await paidCheckout();
    expectRefused(await refund(paymentId, { amount: 10 }), 400, 'VALIDATION_FAILED', {
      reason: 'errors.required',
    });
    expectRefused(await refund(paymentId, { amount: 10, reason: ' ' }), 400, 'VALIDATION_FAILED', {
      reason: 'errors.payments.reasonRequired',
    });
    expectRefused(await refund(paymentId, { amount: 50.01, reason: 'Too much' }), 400, 'VALIDATION_FAILED', {
      amount: 'errors.payments.refundTooLarge',
    });
    expectRefused(await refund(paymentId, { amount: -1, reason: 'Negative' }), 400, 'VALIDATION_FAILED');
    expectRefused(await refund(paymentId, { reason: 'Mine' }, ana.cookie), 403, 'FORBIDDEN');
    const judge = await signedInUser(w.t.app, 'photo_judge_1');
    expectRefused(await refund(paymentId, { reason: 'Judge' }, judge.cookie), 403, 'FORBIDDEN');
    expectRefused(await refund('00000000-0000-4000-8000-000000000000', { reason: 'None' }), 404, 'NOT_FOUND');
    const bob = await w.participant();
    const contest = await w.videoContest();
    const pending = await w.checkout(bob.cookie, contest.id, w.packages.four);
    expectRefused(
      await refund(pending.json().payment.id, { reason: 'Unpaid' }),
      409,
      'PAYMENT_NOT_REFUNDABLE',
    );
  });

  it('lists a contest’s provider payments for admins only', async () => {
    const { ana, contest, mpId } = await paidCheckout();
    const list = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/payments`,
      headers: { cookie: w.admin.cookie },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        userId: ana.id,
        providerPaymentId: String(mpId),
        providerStatus: 'approved',
        status: 'paid',
      }),
    ]);
    const asParticipant = await w.t.app.inject({
      method: 'GET',
      url: `/api/admin/contests/${contest.id}/payments`,
      headers: { cookie: ana.cookie },
    });
    expectRefused(asParticipant, 403, 'FORBIDDEN');
  });
});

describe('a refund of an upgrade', () => {
  it('takes back only what it returns and sends a receipt in Portuguese', async () => {
    const ana = await w.participant('pt');
    const contest = await w.videoContest();
    await w.mp.approve(w.mpIdOf(await w.checkout(ana.cookie, contest.id, w.packages.four)));
    const upgrade = await w.checkout(ana.cookie, contest.id, w.packages.eight);
    await w.mp.approve(w.mpIdOf(upgrade));
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(70);
    const partial = await refund(upgrade.json().payment.id, { amount: 10, reason: 'Um filme retirado' });
    expect(partial.json()).toMatchObject({ status: 'refunded', refunded: 10, amount: 20 });
    expect(await w.confirmedOf(contest.id, ana.id)).toBe(60);
    await vi.waitFor(async () => {
      const subjects = (await w.emailsTo(ana.email)).map((e) => e.subject);
      expect(subjects.filter((s) => s.startsWith('Reembolso de R$'))).toHaveLength(1);
    });
  });
});
