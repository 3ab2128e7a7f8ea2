import { randomUUID } from 'node:crypto';
import { isUuid } from '../../../domain/ids';
import { toCents } from '../../../domain/payments';
import { creditOf } from '../../../domain/provider-payments';
import type { AdminPayment, RefundBody } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound, validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { applyProviderState } from './checkout.service';
import { paymentViewOf } from './payment-views';
import { providerNamed } from './provider-registry';
import * as payments from './provider-payments.repo';

// Refunds by an admin: full or partial, with a reason, through the provider; the audit
// log keeps who, how much and why. The order and the receipts follow from the provider's new state,
// as for any other change.

export function adminPaymentOf(row: payments.ProviderPaymentRow): AdminPayment {
  return {
    ...paymentViewOf(row),
    pix: null,
    userId: row.user_id,
    providerPaymentId: row.provider_payment_id,
    providerStatus: row.provider_status,
  };
}

/** Every provider payment of a contest (the reconciliation screen), by participant, newest first. */
export async function listContestPayments(ctx: AppContext, contestId: string) {
  if (!isUuid(contestId)) throw notFound();
  const rows = await payments.listPayments(ctx.pool, contestId, null);
  return { items: rows.map(adminPaymentOf) };
}

export async function refundPayment(
  ctx: AppContext,
  caller: SessionUser,
  paymentId: string,
  body: RefundBody,
): Promise<AdminPayment> {
  if (!isUuid(paymentId)) throw notFound();
  const row = await payments.findPayment(ctx.pool, paymentId);
  if (!row) throw notFound();
  const provider = providerNamed(ctx, row.provider);
  if (!provider) {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 'This payment’s provider is not configured');
  }
  const refundable = creditOf({ status: row.status, amount: row.amount, refunded: row.refunded_amount });
  if (refundable <= 0)
    throw new AppError('PAYMENT_NOT_REFUNDABLE', 'Nothing of this payment is left to refund');
  const amount = body.amount ?? refundable;
  if (toCents(amount) > toCents(refundable))
    throw validationError({ amount: 'errors.payments.refundTooLarge' });
  const whole = toCents(amount) === toCents(refundable) && row.refunded_amount === 0;
  let refundId: string;
  try {
    ({ refundId } = await provider.refund(row.provider_payment_id, whole ? null : amount, randomUUID()));
  } catch (error) {
    ctx.log.warn({ reason: (error as Error).message, paymentId }, 'refund refused by the provider');
    throw new AppError('PAYMENT_PROVIDER_FAILED', 'The payment provider did not refund');
  }
  await inTransaction(ctx.db, async (client) => {
    await payments.insertRefund(client, {
      paymentId,
      providerRefundId: refundId,
      amount,
      reason: body.reason,
      adminId: caller.id,
    });
    await recordAudit(client, caller.id, 'payment.refund', paymentId, {
      before: { contestId: row.contest_id, userId: row.user_id, refunded: row.refunded_amount },
      after: {
        contestId: row.contest_id,
        userId: row.user_id,
        refunded: row.refunded_amount + amount,
        amount,
        currency: row.currency,
        reason: body.reason,
        providerRefundId: refundId,
      },
    });
  });
  // The provider's notification follows; reading the state now shows the refund at once.
  try {
    await applyProviderState(ctx, provider, await provider.getPayment(row.provider_payment_id));
  } catch (error) {
    ctx.log.warn({ reason: (error as Error).message, paymentId }, 'refunded payment could not be read back');
  }
  return adminPaymentOf((await payments.findPayment(ctx.pool, paymentId))!);
}
