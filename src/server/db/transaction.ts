import type { PoolClient } from 'pg';
import type { Database } from './client';

/** What a repo function runs its SQL on: the pool, or a client inside a transaction. */
export type Queryable = Database['$client'] | PoolClient;

/** Runs `work` in one transaction on a pooled client. */
export async function inTransaction<T>(db: Database, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
