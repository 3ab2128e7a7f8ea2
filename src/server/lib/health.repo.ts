import type { QueryConfig } from 'pg';
import type { Queryable } from '../db/transaction';

/** One `SELECT 1`, given up after `timeoutMs` (throws when the database does not answer in time). */
export async function pingDatabase(db: Queryable, timeoutMs: number): Promise<void> {
  await db.query({ text: 'SELECT 1', query_timeout: timeoutMs } as QueryConfig);
}
