import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// Beside this module: src/server/db/migrations, or dist/server/migrations in the build (scripts/build.mjs).
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// timestamptz and numeric come back as Date and number, bigint counts as number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The server's pool size: enough to keep PostgreSQL's cores busy with one-statement writes. */
export const SERVER_POOL_SIZE = 20;

/**
 * A pool of up to `max` connections. `min` connections are never closed for idleness: opening one
 * costs a backend start and a SCRAM exchange, which a burst after a quiet minute would otherwise pay
 * on its first requests (see warmPool).
 */
export function connectDatabase(url: string, options: { max?: number; min?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? SERVER_POOL_SIZE,
    min: options.min ?? 0,
  });
  return drizzle(pool, { schema }) as Database;
}

/** Opens the pool's `min` connections now, at start-up, instead of on the first requests. */
export async function warmPool(db: Database): Promise<void> {
  const pool = db.$client;
  const clients = await Promise.all(Array.from({ length: pool.options.min ?? 0 }, () => pool.connect()));
  for (const client of clients) client.release();
}

// Any fixed number: several instances starting together take turns to migrate (a backup holds it shared).
export const MIGRATION_LOCK = 720_417;

export async function migrateDatabase(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
