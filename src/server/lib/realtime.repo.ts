import type pg from 'pg';
import type { Queryable } from '../db/transaction';

/** Subscribes a dedicated connection to `channel` (a fixed identifier, never user input). */
export async function listenOn(client: pg.Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}

/** Notifies every listener of `channel`, when `db`'s transaction (if any) commits. */
export async function notify(db: Queryable | pg.Client, channel: string, payload: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
