import type { PoolClient } from 'pg';
import type { Currency } from '../../../domain/packages';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export type PurchaseRow = {
  id: string;
  contest_id: string;
  user_id: string;
  package_id: string | null;
  items: number;
  currency: Currency;
  price: number;
  already_paid: number;
  confirmed_amount: number;
  confirmed_at: Date | null;
  /** What a discount code took off (price is after it), and the code as the admin wrote it. */
  discount: number;
  discount_code_id: string | null;
  discount_code: string | null;
  created_at: Date;
};

const COLUMNS = `id, contest_id, user_id, package_id, items, currency, price::float8 AS price,
  already_paid::float8 AS already_paid, confirmed_amount::float8 AS confirmed_amount, confirmed_at,
  discount::float8 AS discount, discount_code_id,
  (SELECT dc.code FROM discount_codes dc WHERE dc.id = discount_code_id) AS discount_code, created_at`;

/** The participant's current purchase in a contest (lock it with `forUpdate` inside a transaction). */
export async function findCurrentPurchase(
  db: Queryable,
  contestId: string,
  userId: string,
  forUpdate = false,
): Promise<PurchaseRow | null> {
  return firstRow<PurchaseRow>(
    db,
    `SELECT ${COLUMNS} FROM package_purchases
     WHERE contest_id = $1 AND user_id = $2 AND superseded_at IS NULL${forUpdate ? ' FOR UPDATE' : ''}`,
    [contestId, userId],
  );
}

/** A participant's choice of a package for a contest, at its price. */
export type PackageChoice = {
  contestId: string;
  userId: string;
  packageId: string | null;
  items: number;
  currency: Currency;
  price: number;
};

export type NewPurchase = PackageChoice & {
  alreadyPaid: number;
  confirmed: number;
};

/** Records a purchase; an upgrade first marks the current one superseded (in the same transaction). */
export async function insertPurchase(client: PoolClient, p: NewPurchase, supersede: string | null) {
  if (supersede) {
    await client.query('UPDATE package_purchases SET superseded_at = now() WHERE id = $1', [supersede]);
  }
  await client.query(
    `INSERT INTO package_purchases (contest_id, user_id, package_id, items, currency, price, already_paid, confirmed_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.contestId, p.userId, p.packageId, p.items, p.currency, p.price, p.alreadyPaid, p.confirmed],
  );
}

export async function setConfirmed(
  client: PoolClient,
  purchaseId: string,
  amount: number,
  adminId: string,
): Promise<void> {
  await client.query(
    `UPDATE package_purchases SET confirmed_amount = $2::numeric,
       confirmed_at = CASE WHEN $2::numeric > 0 THEN now() END,
       confirmed_by = CASE WHEN $2::numeric > 0 THEN $3::text END
     WHERE id = $1`,
    [purchaseId, amount, adminId],
  );
}

export type HistoryRow = PurchaseRow & { superseded_at: Date | null };

/** Every purchase (current and upgraded) of some participants in a contest, oldest first. */
export async function listPurchases(db: Queryable, contestId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return allRows<HistoryRow>(
    db,
    `SELECT ${COLUMNS}, superseded_at FROM package_purchases
     WHERE contest_id = $1 AND user_id = ANY($2::text[])
     ORDER BY user_id, created_at, id`,
    [contestId, userIds],
  );
}

/** The current purchases of some contests (a few hundred rows a contest), for the per-currency sums. */
export async function listCurrentPurchases(
  db: Queryable,
  contestIds: readonly string[],
): Promise<Pick<PurchaseRow, 'contest_id' | 'currency' | 'price' | 'confirmed_amount'>[]> {
  if (contestIds.length === 0) return [];
  return allRows<Pick<PurchaseRow, 'contest_id' | 'currency' | 'price' | 'confirmed_amount'>>(
    db,
    `SELECT contest_id, currency, price::float8 AS price, confirmed_amount::float8 AS confirmed_amount
     FROM package_purchases WHERE contest_id = ANY($1::uuid[]) AND superseded_at IS NULL`,
    [contestIds],
  );
}

/** One participant's current purchases (their orders) in some contests. */
export async function listOrdersOf(
  db: Queryable,
  userId: string,
  contestIds: readonly string[],
): Promise<PurchaseRow[]> {
  if (contestIds.length === 0) return [];
  return allRows<PurchaseRow>(
    db,
    `SELECT ${COLUMNS} FROM package_purchases
     WHERE user_id = $1 AND contest_id = ANY($2::uuid[]) AND superseded_at IS NULL`,
    [userId, contestIds],
  );
}

/** A participant's entries in a contest, locked until the transaction ends. */
export async function lockParticipantEntries(
  db: Queryable,
  contestId: string,
  userId: string,
): Promise<{ id: string; is_paid: boolean }[]> {
  return allRows<{ id: string; is_paid: boolean }>(
    db,
    'SELECT id, is_paid FROM submissions WHERE contest_id = $1 AND user_id = $2 ORDER BY id FOR UPDATE',
    [contestId, userId],
  );
}

export async function setParticipantPaid(
  db: Queryable,
  contestId: string,
  userId: string,
  isPaid: boolean,
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE submissions SET is_paid = $3, updated_at = now()
     WHERE contest_id = $1 AND user_id = $2 AND is_paid <> $3`,
    [contestId, userId, isPaid],
  );
  return rowCount ?? 0;
}
