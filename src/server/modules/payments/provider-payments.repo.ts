import type { PoolClient } from 'pg';
import type { Currency } from '../../../domain/packages';
import type { PaymentStatus } from '../../../domain/provider-payments';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export type ProviderPaymentRow = {
  id: string;
  contest_id: string;
  user_id: string;
  provider: string;
  provider_payment_id: string;
  method: string;
  currency: Currency;
  amount: number;
  status: PaymentStatus;
  provider_status: string;
  refunded_amount: number;
  credited: number;
  pix_code: string | null;
  pix_qr_base64: string | null;
  expires_at: Date | null;
  paid_at: Date | null;
  /** An upgrade's payment: the package the order becomes once it is paid (else null). */
  upgrade_package_id: string | null;
  upgrade_items: number | null;
  upgrade_price: number | null;
  created_at: Date;
};

const COLUMNS = `id, contest_id, user_id, provider, provider_payment_id, method, currency,
  amount::float8 AS amount, status, provider_status, refunded_amount::float8 AS refunded_amount,
  credited::float8 AS credited, pix_code, pix_qr_base64, expires_at, paid_at, upgrade_package_id,
  upgrade_items, upgrade_price::float8 AS upgrade_price, created_at`;

export type NewProviderPayment = {
  contestId: string;
  userId: string;
  provider: string;
  providerPaymentId: string;
  method: string;
  currency: Currency;
  amount: number;
  status: PaymentStatus;
  providerStatus: string;
  pixCode: string | null;
  pixQrBase64: string | null;
  expiresAt: Date | null;
  /** What an upgrade's payment buys; null for a payment towards the order held. */
  upgrade: PaymentUpgrade | null;
};

export type PaymentUpgrade = { packageId: string | null; items: number; price: number };

/** Records a payment just created at the provider (the same provider id twice stays one row). */
export async function insertPayment(db: Queryable, p: NewProviderPayment): Promise<ProviderPaymentRow> {
  const { rows } = await db.query<ProviderPaymentRow>(
    `INSERT INTO provider_payments (contest_id, user_id, provider, provider_payment_id, method, currency,
       amount, status, provider_status, pix_code, pix_qr_base64, expires_at, upgrade_package_id,
       upgrade_items, upgrade_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (provider, provider_payment_id) DO UPDATE SET updated_at = provider_payments.updated_at
     RETURNING ${COLUMNS}`,
    [
      p.contestId,
      p.userId,
      p.provider,
      p.providerPaymentId,
      p.method,
      p.currency,
      p.amount,
      p.status,
      p.providerStatus,
      p.pixCode,
      p.pixQrBase64,
      p.expiresAt,
      p.upgrade?.packageId ?? null,
      p.upgrade?.items ?? null,
      p.upgrade?.price ?? null,
    ],
  );
  return rows[0];
}

export async function findPayment(db: Queryable, id: string): Promise<ProviderPaymentRow | null> {
  return firstRow<ProviderPaymentRow>(db, `SELECT ${COLUMNS} FROM provider_payments WHERE id = $1`, [id]);
}

/** The payment a provider id names, locked until the transaction ends (notifications queue here). */
export async function lockByProviderId(
  client: PoolClient,
  provider: string,
  providerPaymentId: string,
): Promise<ProviderPaymentRow | null> {
  return firstRow<ProviderPaymentRow>(
    client,
    `SELECT ${COLUMNS} FROM provider_payments WHERE provider = $1 AND provider_payment_id = $2 FOR UPDATE`,
    [provider, providerPaymentId],
  );
}

/**
 * A pending Pix of this amount, towards the same thing (the order held, or the same upgrade), that
 * has not expired yet: shown again instead of a second one.
 */
export async function findOpenPix(
  db: Queryable,
  p: {
    contestId: string;
    userId: string;
    provider: string;
    amount: number;
    currency: Currency;
    upgradeItems: number | null;
  },
): Promise<ProviderPaymentRow | null> {
  return firstRow<ProviderPaymentRow>(
    db,
    `SELECT ${COLUMNS} FROM provider_payments
     WHERE contest_id = $1 AND user_id = $2 AND provider = $3 AND status = 'pending' AND method = 'pix'
       AND amount = $4::numeric AND currency = $5 AND upgrade_items IS NOT DISTINCT FROM $6::int
       AND (expires_at IS NULL OR expires_at > now() + interval '2 minutes')
     ORDER BY created_at DESC LIMIT 1`,
    [p.contestId, p.userId, p.provider, p.amount, p.currency, p.upgradeItems],
  );
}

export async function updateState(
  client: PoolClient,
  id: string,
  s: { status: PaymentStatus; providerStatus: string; refunded: number; credited: number },
): Promise<void> {
  await client.query(
    `UPDATE provider_payments SET status = $2, provider_status = $3, refunded_amount = $4::numeric,
       credited = $5::numeric, paid_at = CASE WHEN $2 IN ('paid', 'refunded') THEN coalesce(paid_at, now()) END,
       updated_at = now()
     WHERE id = $1`,
    [id, s.status, s.providerStatus, s.refunded, s.credited],
  );
}

/**
 * Adds `delta` (negative for a refund) to what is confirmed of the participant's current order and
 * returns the order's price and confirmed amount after it; null when there is no order.
 */
export async function addToConfirmed(
  client: PoolClient,
  contestId: string,
  userId: string,
  delta: number,
): Promise<{ price: number; confirmed: number } | null> {
  return firstRow<{ price: number; confirmed: number }>(
    client,
    `UPDATE package_purchases SET confirmed_amount = GREATEST(0, confirmed_amount + $3::numeric),
       confirmed_at = CASE WHEN confirmed_amount + $3::numeric > 0 THEN now() END, confirmed_by = NULL
     WHERE contest_id = $1 AND user_id = $2 AND superseded_at IS NULL
     RETURNING price::float8 AS price, confirmed_amount::float8 AS confirmed`,
    [contestId, userId, delta],
  );
}

/** The entries' Paid flag follows their order: paid once the order is paid in full. */
export async function setEntriesPaid(client: PoolClient, contestId: string, userId: string, isPaid: boolean) {
  await client.query(
    'UPDATE submissions SET is_paid = $3 WHERE contest_id = $1 AND user_id = $2 AND is_paid <> $3',
    [contestId, userId, isPaid],
  );
}

/** The payments of some participants in a contest (or all of its participants), newest first. */
export async function listPayments(
  db: Queryable,
  contestId: string,
  userIds: readonly string[] | null,
): Promise<ProviderPaymentRow[]> {
  return allRows<ProviderPaymentRow>(
    db,
    `SELECT ${COLUMNS} FROM provider_payments
     WHERE contest_id = $1 AND ($2::text[] IS NULL OR user_id = ANY($2::text[]))
     ORDER BY user_id, created_at DESC`,
    [contestId, userIds],
  );
}

/** Pending payments old enough that a notification may have been lost, oldest first. */
export async function listStalePending(db: Queryable, olderThanSeconds: number, limit: number) {
  return allRows<ProviderPaymentRow>(
    db,
    `SELECT ${COLUMNS} FROM provider_payments
     WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1)
     ORDER BY created_at LIMIT $2`,
    [olderThanSeconds, limit],
  );
}

export async function insertRefund(
  client: PoolClient,
  r: { paymentId: string; providerRefundId: string; amount: number; reason: string; adminId: string },
): Promise<void> {
  await client.query(
    `INSERT INTO payment_refunds (payment_id, provider_refund_id, amount, reason, admin_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [r.paymentId, r.providerRefundId, r.amount, r.reason, r.adminId],
  );
}

export type ReceiptRecipientRow = {
  email: string;
  username: string;
  locale: 'pt' | 'en';
  contest_title: string;
};

export async function findReceiptRecipient(
  db: Queryable,
  contestId: string,
  userId: string,
): Promise<ReceiptRecipientRow | null> {
  return firstRow<ReceiptRecipientRow>(
    db,
    `SELECT u.email, u.username, u.locale, c.title AS contest_title
     FROM users u, contests c WHERE u.id = $2 AND c.id = $1`,
    [contestId, userId],
  );
}

export type ReconciliationOrderRow = {
  user_id: string;
  username: string;
  email: string;
  items: number;
  currency: Currency;
  price: number;
  confirmed_amount: number;
  /** An admin confirmed it by hand (the Paid toggle). */
  confirmed_by: string | null;
  discount: number;
  discount_code: string | null;
};

/** The current orders of a contest with their participants, by username (the reconciliation). */
export async function listContestOrders(db: Queryable, contestId: string): Promise<ReconciliationOrderRow[]> {
  return allRows<ReconciliationOrderRow>(
    db,
    `SELECT pp.user_id, u.username, u.email, pp.items, pp.currency, pp.price::float8 AS price,
       pp.confirmed_amount::float8 AS confirmed_amount, pp.confirmed_by, pp.discount::float8 AS discount,
       dc.code AS discount_code
     FROM package_purchases pp JOIN users u ON u.id = pp.user_id
       LEFT JOIN discount_codes dc ON dc.id = pp.discount_code_id
     WHERE pp.contest_id = $1 AND pp.superseded_at IS NULL
     ORDER BY lower(u.username), pp.user_id`,
    [contestId],
  );
}
