import type { PoolClient } from 'pg';
import type { Currency } from '../../../domain/packages';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export type DiscountCodeRow = {
  id: string;
  contest_id: string;
  code: string;
  percent: number | null;
  currency: Currency | null;
  amount: number | null;
  max_uses: number | null;
  uses: number;
  expires_on: string | null;
  is_active: boolean;
  created_at: Date;
};

const COLUMNS = `id, contest_id, code, percent, currency, amount::float8 AS amount, max_uses, uses,
  expires_on::text AS expires_on, is_active, created_at`;

/** A contest's codes, newest first (a contest has a handful: not paged). */
export async function listCodes(db: Queryable, contestId: string): Promise<DiscountCodeRow[]> {
  return allRows<DiscountCodeRow>(
    db,
    `SELECT ${COLUMNS} FROM discount_codes WHERE contest_id = $1 ORDER BY created_at DESC, id`,
    [contestId],
  );
}

export async function findCode(db: Queryable, id: string): Promise<DiscountCodeRow | null> {
  return firstRow<DiscountCodeRow>(db, `SELECT ${COLUMNS} FROM discount_codes WHERE id = $1`, [id]);
}

/** The contest's code as typed, in any case (the unique index is on lower(code)). */
export async function findByCode(
  db: Queryable,
  contestId: string,
  code: string,
): Promise<DiscountCodeRow | null> {
  return firstRow<DiscountCodeRow>(
    db,
    `SELECT ${COLUMNS} FROM discount_codes WHERE contest_id = $1 AND lower(code) = lower($2)`,
    [contestId, code],
  );
}

export type NewDiscountCode = {
  contestId: string;
  code: string;
  percent: number | null;
  currency: Currency | null;
  amount: number | null;
  maxUses: number | null;
  expiresOn: string | null;
  createdBy: string;
};

export async function insertCode(client: PoolClient, c: NewDiscountCode): Promise<DiscountCodeRow> {
  const { rows } = await client.query<DiscountCodeRow>(
    `INSERT INTO discount_codes (contest_id, code, percent, currency, amount, max_uses, expires_on, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [c.contestId, c.code, c.percent, c.currency, c.amount, c.maxUses, c.expiresOn, c.createdBy],
  );
  return rows[0];
}

export async function setActive(
  client: PoolClient,
  id: string,
  isActive: boolean,
): Promise<DiscountCodeRow | null> {
  return firstRow<DiscountCodeRow>(
    client,
    `UPDATE discount_codes SET is_active = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, isActive],
  );
}

/**
 * Counts one use, atomically: the row's lock queues concurrent uses, and each re-checks the limit
 * and the last day after the one before it committed, so the last use goes to one order only.
 * False when the code is used up (or expired or disabled) by now.
 */
export async function useOnce(client: PoolClient, id: string, today: string): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE discount_codes SET uses = uses + 1
     WHERE id = $1 AND is_active AND (max_uses IS NULL OR uses < max_uses)
       AND (expires_on IS NULL OR expires_on >= $2::date)`,
    [id, today],
  );
  return (rowCount ?? 0) > 0;
}

/** Takes the code's discount off an order not paid yet: its price becomes what is charged. */
export async function discountOrder(
  client: PoolClient,
  purchaseId: string,
  codeId: string,
  discount: number,
): Promise<void> {
  await client.query(
    `UPDATE package_purchases SET price = price - $3::numeric, discount = $3::numeric, discount_code_id = $2
     WHERE id = $1`,
    [purchaseId, codeId, discount],
  );
}
