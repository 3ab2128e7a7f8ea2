import type { PoolClient } from 'pg';
import type { Currency } from '../../../domain/packages';
import { firstRow, type Queryable } from '../../db/transaction';
import type { PaymentUpgrade } from './provider-payments.repo';

export type ProviderCheckoutRow = {
  id: string;
  contest_id: string;
  user_id: string;
  provider: string;
  provider_checkout_id: string;
  currency: Currency;
  amount: number;
  url: string;
  upgrade_package_id: string | null;
  upgrade_items: number | null;
  upgrade_price: number | null;
  expires_at: Date;
  created_at: Date;
};

const COLUMNS = `id, contest_id, user_id, provider, provider_checkout_id, currency, amount::float8 AS amount, url,
  upgrade_package_id, upgrade_items, upgrade_price::float8 AS upgrade_price, expires_at, created_at`;

export async function insertCheckout(
  db: Queryable,
  c: {
    id: string;
    contestId: string;
    userId: string;
    provider: string;
    providerCheckoutId: string;
    currency: Currency;
    amount: number;
    url: string;
    upgrade: PaymentUpgrade | null;
    expiresAt: Date;
  },
): Promise<ProviderCheckoutRow> {
  const { rows } = await db.query<ProviderCheckoutRow>(
    `INSERT INTO provider_checkouts (id, contest_id, user_id, provider, provider_checkout_id, currency, amount, url,
       upgrade_package_id, upgrade_items, upgrade_price, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      c.id,
      c.contestId,
      c.userId,
      c.provider,
      c.providerCheckoutId,
      c.currency,
      c.amount,
      c.url,
      c.upgrade?.packageId ?? null,
      c.upgrade?.items ?? null,
      c.upgrade?.price ?? null,
      c.expiresAt,
    ],
  );
  return rows[0];
}

/** A checkout page of this amount and purpose still open: sent to again instead of a second one. */
export async function findOpenCheckout(
  db: Queryable,
  p: { contestId: string; userId: string; provider: string; amount: number; upgradeItems: number | null },
): Promise<ProviderCheckoutRow | null> {
  return firstRow<ProviderCheckoutRow>(
    db,
    `SELECT ${COLUMNS} FROM provider_checkouts
     WHERE contest_id = $1 AND user_id = $2 AND provider = $3 AND amount = $4::numeric
       AND upgrade_items IS NOT DISTINCT FROM $5::int AND expires_at > now() + interval '10 minutes'
     ORDER BY created_at DESC LIMIT 1`,
    [p.contestId, p.userId, p.provider, p.amount, p.upgradeItems],
  );
}

export async function findCheckout(
  client: PoolClient,
  provider: string,
  id: string,
): Promise<ProviderCheckoutRow | null> {
  return firstRow<ProviderCheckoutRow>(
    client,
    `SELECT ${COLUMNS} FROM provider_checkouts WHERE id = $1 AND provider = $2`,
    [id, provider],
  );
}
