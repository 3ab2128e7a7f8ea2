import {
  amountDue,
  isOrderPaid,
  purchaseStep,
  totalsByCurrency,
  upgradeDifference,
  type CurrencyTotals,
} from '../../../domain/payments';
import type { Currency } from '../../../domain/packages';
import type { PoolClient } from 'pg';
import type { Order } from '../../../contract/payments';
import type { AppContext } from '../../context';
import { paymentModeFor } from './provider-registry';
import { inTransaction, type Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as repo from './payments.repo';

// Payment reconciliation: what each participant bought in a contest, what an
// admin confirmed, and the sums per currency. The rule is domain/payments.ts.

export const currencyMismatch = () =>
  new AppError('VALIDATION_FAILED', 'Choose the currency you already paid in for this contest', {
    currency: 'errors.currencyFixedForContest',
  });

const toPurchase = (row: repo.PurchaseRow) => ({
  items: row.items,
  currency: row.currency,
  price: row.price,
  alreadyPaid: row.already_paid,
  confirmed: row.confirmed_amount,
});

/**
 * Records the package chosen with new entries, inside their transaction (under the participant's
 * entry lock): the first choice, or an upgrade to a larger package; the same or a smaller one
 * changes nothing.
 */
export async function recordChoice(client: PoolClient, choice: repo.PackageChoice): Promise<void> {
  const current = await repo.findCurrentPurchase(client, choice.contestId, choice.userId, true);
  const step = purchaseStep(current && toPurchase(current), choice);
  if (step.kind === 'currency-mismatch') throw currencyMismatch();
  if (step.kind === 'keep') return;
  await repo.insertPurchase(
    client,
    {
      contestId: choice.contestId,
      userId: choice.userId,
      packageId: choice.packageId,
      items: step.purchase.items,
      currency: step.purchase.currency,
      price: step.purchase.price,
      alreadyPaid: step.purchase.alreadyPaid,
      confirmed: step.purchase.confirmed,
    },
    current?.id ?? null,
  );
}

export type PurchaseView = {
  items: number;
  currency: Currency;
  price: number;
  alreadyPaid: number;
  /** On an upgrade, what is left to pay for it: the new price less the previous one. */
  upgradeDifference: number;
  confirmed: number;
  due: number;
  /** The packages this one replaced, oldest first. */
  upgradedFrom: { items: number; price: number }[];
};

/** The purchase of each of these participants in the contest (those without one are left out). */
export async function purchasesOf(
  db: Queryable,
  contestId: string,
  userIds: readonly string[],
): Promise<Map<string, PurchaseView>> {
  const rows = await repo.listPurchases(db, contestId, userIds);
  const views = new Map<string, PurchaseView>();
  for (const row of rows) {
    if (row.superseded_at !== null) continue;
    const purchase = toPurchase(row);
    views.set(row.user_id, {
      ...purchase,
      upgradeDifference: upgradeDifference(purchase),
      due: amountDue(purchase),
      upgradedFrom: rows
        .filter((r) => r.user_id === row.user_id && r.superseded_at !== null)
        .map((r) => ({ items: r.items, price: r.price })),
    });
  }
  return views;
}

/**
 * The admin's Paid toggle (with the entries' is_paid, in the caller's transaction): paid confirms
 * the current package's whole price; pending confirms nothing. Returns what was confirmed before
 * and after, for the audit row, or null when the participant holds no package (a VIP).
 */
export async function confirmPayment(
  client: PoolClient,
  p: { contestId: string; userId: string; isPaid: boolean; adminId: string },
): Promise<{ currency: Currency; before: number; after: number } | null> {
  const current = await repo.findCurrentPurchase(client, p.contestId, p.userId, true);
  if (!current) return null;
  const after = p.isPaid ? current.price : 0;
  if (after !== current.confirmed_amount) await repo.setConfirmed(client, current.id, after, p.adminId);
  return { currency: current.currency, before: current.confirmed_amount, after };
}

/** Sums per currency for each contest and over all of them. */
export async function paymentTotals(
  db: Queryable,
  contestIds: readonly string[],
): Promise<{ byContest: Map<string, CurrencyTotals[]>; all: CurrencyTotals[] }> {
  const rows = await repo.listCurrentPurchases(db, contestIds);
  const purchases = rows.map((r) => ({
    contestId: r.contest_id,
    currency: r.currency,
    price: r.price,
    confirmed: r.confirmed_amount,
  }));
  const byContest = new Map(
    contestIds.map((id) => [id, totalsByCurrency(purchases.filter((p) => p.contestId === id))]),
  );
  return { byContest, all: totalsByCurrency(purchases) };
}

/** The participant's order as both sides see it: bought, paid, due, and how it is paid. */
export function orderViewOf(ctx: Pick<AppContext, 'config'>, row: repo.PurchaseRow): Order {
  const due = amountDue({ price: row.price, confirmed: row.confirmed_amount });
  return {
    packageId: row.package_id,
    items: row.items,
    currency: row.currency,
    price: row.price,
    paid: row.confirmed_amount,
    due,
    isPaid: isOrderPaid({ price: row.price, paid: row.confirmed_amount }),
    mode: paymentModeFor(ctx, row.currency),
    discount: row.discount,
    discountCode: row.discount_code,
  };
}

/**
 * Spec section 4: an admin flips is_paid for all of a participant's entries in a contest (from the
 * Statistics screen's participants), and confirms or reopens the participant's purchase with it.
 */
export async function setParticipantPayment(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  userId: string,
  isPaid: boolean,
) {
  return inTransaction(ctx.db, async (client) => {
    const entries = await repo.lockParticipantEntries(client, contestId, userId);
    // Not a participant of this contest (or no such contest or user): nothing to pay for.
    if (entries.length === 0) throw notFound();
    const paidBefore = entries.filter((e) => e.is_paid).length;
    const changed = await repo.setParticipantPaid(client, contestId, userId, isPaid);
    const confirmed = await confirmPayment(client, {
      contestId,
      userId,
      isPaid,
      adminId: caller.id,
    });
    if (changed > 0 || (confirmed && confirmed.before !== confirmed.after)) {
      const money = confirmed ? { currency: confirmed.currency } : {};
      await recordAudit(client, caller.id, 'user.payment', userId, {
        before: {
          contestId,
          paidEntries: paidBefore,
          entries: entries.length,
          ...money,
          confirmed: confirmed?.before,
        },
        after: {
          contestId,
          isPaid,
          paidEntries: isPaid ? entries.length : 0,
          entries: entries.length,
          ...money,
          confirmed: confirmed?.after,
        },
      });
    }
    return { contestId, userId, isPaid, submissionCount: entries.length, changed };
  });
}

// What other modules read of a participant's purchases (the entry plan, the participant's orders).
export { findCurrentPurchase, listOrdersOf } from './payments.repo';
