import type pg from 'pg';
import type { PoolClient, QueryConfig, QueryResultRow } from 'pg';
import type { Database } from './client';

/** What a repo function runs its SQL on: the pool, or a client inside a transaction. */
export type Queryable = Database['$client'] | PoolClient;

/** Every row a query answers. */
export async function allRows<R extends QueryResultRow>(
  db: Queryable,
  query: string | QueryConfig,
  values?: unknown[],
): Promise<R[]> {
  const { rows } = await db.query<R>(query, values);
  return rows;
}

/** The first row a query answers (a lookup by key, an `UPDATE … RETURNING`), or null when none. */
export async function firstRow<R extends QueryResultRow>(
  db: Queryable,
  query: string | QueryConfig,
  values?: unknown[],
): Promise<R | null> {
  const { rows } = await db.query<R>(query, values);
  return rows[0] ?? null;
}

/** Whether a query (a `SELECT 1 …` check) finds a row. */
export async function hasRow(db: Queryable, text: string, values: unknown[]): Promise<boolean> {
  const { rowCount } = await db.query(text, values);
  return (rowCount ?? 0) > 0;
}

/** How a transaction starts; the default is PostgreSQL's (READ COMMITTED, read-write). */
export type TransactionOptions = {
  isolation?: 'repeatable read' | 'serializable';
  readOnly?: boolean;
};

function beginSql(options: TransactionOptions): string {
  const parts = ['BEGIN'];
  if (options.isolation) parts.push(`ISOLATION LEVEL ${options.isolation.toUpperCase()}`);
  if (options.readOnly) parts.push('READ ONLY');
  return parts.join(' ');
}

/**
 * Runs `work` in one transaction: on a client taken from the database's pool (and given back), or on
 * a connected client of the caller's own (a backup's snapshot connection), which stays open. Commits
 * what `work` did, or rolls it back when it throws. On the caller's client a failed ROLLBACK (the
 * connection gone) does not hide the error that caused it.
 */
export async function inTransaction<T>(
  db: Database,
  work: (client: PoolClient) => Promise<T>,
  options?: TransactionOptions,
): Promise<T>;
export async function inTransaction<T, C extends pg.ClientBase>(
  client: C,
  work: (client: C) => Promise<T>,
  options?: TransactionOptions,
): Promise<T>;
export async function inTransaction<T>(
  db: Database | pg.ClientBase,
  // Either overload's work: it takes the client this function passes it.
  work: (client: never) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (!('$client' in db)) {
    try {
      await db.query(beginSql(options));
      const result = await work(db as never);
      await db.query('COMMIT');
      return result;
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }
  const client = await db.$client.connect();
  try {
    await client.query(beginSql(options));
    const result = await work(client as never);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** pg-boss's `db` option on a transaction's client: a job sent through it commits with the transaction. */
export function executorOf(client: PoolClient) {
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}
