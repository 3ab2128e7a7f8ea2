import type { ContestCategory, Currency } from '../../../domain/packages';

import { allRows, firstRow, hasRow, type Queryable } from '../../db/transaction';

export type PriceRow = {
  currency: Currency;
  amount: number;
  paymentUrl: string | null;
  earlyAmount: number | null;
  earlyUntil: string | null;
  lateAmount: number | null;
  lateFrom: string | null;
};

export type PackageRow = {
  id: string;
  category: ContestCategory;
  items: number;
  is_active: boolean;
  prices: PriceRow[];
};

// amount::float8 so JSON carries a number, not numeric's string.
const PACKAGES_WITH_PRICES = `
  SELECT p.id, p.category, p.items, p.is_active,
    coalesce(
      json_agg(json_build_object('currency', pp.currency, 'amount', pp.amount::float8, 'paymentUrl', pp.payment_url,
          'earlyAmount', pp.early_amount::float8, 'earlyUntil', pp.early_until,
          'lateAmount', pp.late_amount::float8, 'lateFrom', pp.late_from)
        ORDER BY pp.currency) FILTER (WHERE pp.package_id IS NOT NULL),
      '[]'
    ) AS prices
  FROM packages p LEFT JOIN package_prices pp ON pp.package_id = p.id`;

export async function listPackages(
  db: Queryable,
  filter: { category?: ContestCategory; activeOnly?: boolean } = {},
): Promise<PackageRow[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.category) {
    values.push(filter.category);
    conditions.push(`p.category = $${values.length}`);
  }
  if (filter.activeOnly) conditions.push('p.is_active');
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return allRows<PackageRow>(
    db,
    `${PACKAGES_WITH_PRICES} ${where} GROUP BY p.id ORDER BY p.category, p.items`,
    values,
  );
}

export async function findPackage(db: Queryable, id: string): Promise<PackageRow | null> {
  return firstRow<PackageRow>(db, `${PACKAGES_WITH_PRICES} WHERE p.id = $1 GROUP BY p.id`, [id]);
}

export async function lockPackage(db: Queryable, id: string): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM packages WHERE id = $1 FOR UPDATE', [id]);
}

export async function insertPackage(
  db: Queryable,
  values: { category: ContestCategory; items: number; isActive: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO packages (category, items, is_active) VALUES ($1, $2, $3) RETURNING id',
    [values.category, values.items, values.isActive],
  );
  return rows[0].id;
}

export async function updatePackage(db: Queryable, id: string, values: { items: number; isActive: boolean }) {
  await db.query('UPDATE packages SET items = $2, is_active = $3, updated_at = now() WHERE id = $1', [
    id,
    values.items,
    values.isActive,
  ]);
}

/** Replaces the package's prices with the given ones (a currency left out has no price). */
export async function replacePrices(
  db: Queryable,
  packageId: string,
  prices: readonly PriceRow[],
): Promise<void> {
  await db.query('DELETE FROM package_prices WHERE package_id = $1', [packageId]);
  if (prices.length === 0) return;
  await db.query(
    `INSERT INTO package_prices (package_id, currency, amount, payment_url, early_amount, early_until,
       late_amount, late_from)
     SELECT $1::uuid, * FROM unnest($2::currency[], $3::numeric[], $4::text[], $5::numeric[], $6::date[],
       $7::numeric[], $8::date[])`,
    [
      packageId,
      prices.map((p) => p.currency),
      prices.map((p) => p.amount),
      prices.map((p) => p.paymentUrl),
      prices.map((p) => p.earlyAmount),
      prices.map((p) => p.earlyUntil),
      prices.map((p) => p.lateAmount),
      prices.map((p) => p.lateFrom),
    ],
  );
}

export async function isPackageReferenced(db: Queryable, id: string): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM submissions WHERE package_id = $1 LIMIT 1', [id]);
}

export async function deletePackage(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM packages WHERE id = $1', [id]);
}

/** Waits for the transaction-scoped advisory lock under which the default packages are seeded. */
export async function lockSeed(db: Queryable, lock: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [lock]);
}

export async function countPackages(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages');
  return rows[0].n;
}
