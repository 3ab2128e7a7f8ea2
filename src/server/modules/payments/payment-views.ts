import type { PaymentStatus } from '../../../domain/provider-payments';
import type { ProviderPaymentView } from '../../../contract/payments';
import type { AppContext } from '../../context';
import * as payments from './provider-payments.repo';
import { receiptEmail } from './receipts.emails';

/** A payment as participants see it (admins get the provider's id and status word as well). */
export function paymentViewOf(row: payments.ProviderPaymentRow): ProviderPaymentView {
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    status: row.status,
    amount: row.amount,
    refunded: row.refunded_amount,
    currency: row.currency,
    // The QR code only while it can be paid.
    pix:
      row.status === 'pending' && row.pix_code
        ? { code: row.pix_code, qrBase64: row.pix_qr_base64 ?? '' }
        : null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    upgradeItems: row.upgrade_items,
  };
}

/** What applying a provider state changed (the payment as it was before). */
export type StateChange = {
  payment: payments.ProviderPaymentRow;
  from: PaymentStatus;
  to: PaymentStatus;
  refundedBefore: number;
  refundedAfter: number;
};

/**
 * The receipts a change calls for: a confirmed payment, and each refund. The mail queue's dedupe
 * key (one per payment, one per refund total) keeps them to one each, whatever applies them.
 */
export async function sendReceipts(ctx: AppContext, change: StateChange): Promise<void> {
  const isNowPaid =
    change.from !== 'paid' &&
    change.from !== 'refunded' &&
    (change.to === 'paid' || change.to === 'refunded');
  const refundedMore = change.refundedAfter > change.refundedBefore;
  if (!isNowPaid && !refundedMore) return;
  const p = change.payment;
  const recipient = await payments.findReceiptRecipient(ctx.pool, p.contest_id, p.user_id);
  if (!recipient) return;
  const common = {
    paymentId: p.id,
    providerPaymentId: p.provider_payment_id,
    currency: p.currency,
    to: recipient.email,
    username: recipient.username,
    locale: recipient.locale,
    contestTitle: recipient.contest_title,
    publicUrl: ctx.config.publicUrl,
  };
  if (isNowPaid) {
    await ctx.mailer.enqueue(receiptEmail({ ...common, kind: 'paid', amount: p.amount, refundedTotal: 0 }));
  }
  if (refundedMore) {
    const amount = Math.round((change.refundedAfter - change.refundedBefore) * 100) / 100;
    await ctx.mailer.enqueue(
      receiptEmail({ ...common, kind: 'refunded', amount, refundedTotal: change.refundedAfter }),
    );
  }
}
