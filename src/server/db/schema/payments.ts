import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_STATUSES } from '../../../domain/provider-payments';
import { currencyEnum, createdAt, updatedAt, id, money } from './columns';
import { users } from './auth';
import { contestEntrant, packages } from './contests';

// Payments taken through a payment provider. An order is the participant's current
// package_purchases row; these are the money movements towards it. The provider's latest state is
// stored with what the payment has added to the order (`credited`), so a state applied again adds
// nothing and a refund takes back only what it returns.

export const providerPayments = pgTable(
  'provider_payments',
  {
    id: id(),
    ...contestEntrant(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    method: text('method').notNull(),
    currency: currencyEnum('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    providerStatus: text('provider_status').notNull(),
    refundedAmount: money('refunded_amount').notNull().default(0),
    credited: money('credited').notNull().default(0),
    pixCode: text('pix_code'),
    pixQrBase64: text('pix_qr_base64'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // An upgrade's payment: the package it buys. The order becomes that package only
    // when the provider confirms the payment; until then the order stays the package already held.
    upgradePackageId: uuid('upgrade_package_id').references(() => packages.id, { onDelete: 'set null' }),
    upgradeItems: integer('upgrade_items'),
    upgradePrice: money('upgrade_price'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_payments_provider_id_key').on(t.provider, t.providerPaymentId),
    index('provider_payments_contest_user_idx').on(t.contestId, t.userId, t.createdAt),
    index('provider_payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'provider_payments_amounts',
      sql`${t.amount} > 0 AND ${t.refundedAmount} >= 0 AND ${t.credited} >= 0`,
    ),
    check(
      'provider_payments_status',
      sql`${t.status} IN ('pending', 'paid', 'failed', 'expired', 'refunded')`,
    ),
  ],
);

/** Refunds an admin asked for, with the reason (the audit log has the same, with the actor). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => providerPayments.id, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    check('payment_refunds_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * A checkout page opened at the provider (Mercado Pago's Checkout Pro preference: card or boleto),
 * for an amount due. The payer makes the payment there, so its id is learnt
 * from the provider's signed notification: the payment names this row in its external reference,
 * and is then recorded as a provider_payments row like a Pix (with the upgrade it buys, if any).
 */
export const providerCheckouts = pgTable(
  'provider_checkouts',
  {
    id: uuid('id').primaryKey(),
    ...contestEntrant(),
    provider: text('provider').notNull(),
    providerCheckoutId: text('provider_checkout_id').notNull(),
    currency: currencyEnum('currency').notNull(),
    amount: money('amount').notNull(),
    url: text('url').notNull(),
    upgradePackageId: uuid('upgrade_package_id').references(() => packages.id, { onDelete: 'set null' }),
    upgradeItems: integer('upgrade_items'),
    upgradePrice: money('upgrade_price'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('provider_checkouts_provider_id_key').on(t.provider, t.providerCheckoutId),
    index('provider_checkouts_contest_user_idx').on(t.contestId, t.userId, t.createdAt),
    check('provider_checkouts_amount', sql`${t.amount} > 0`),
  ],
);
