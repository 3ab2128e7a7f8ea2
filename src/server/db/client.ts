import { hostname } from 'node:os';
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

/**
 * The `application_name` of one kind of this process's connections: 'jurado', 'jurado-jobs', … then
 * the host and the process id (`jurado-jobs@web-2:4127`), so that pg_stat_activity tells the servers
 * apart as well as the kinds. PostgreSQL keeps 63 bytes of it: the host is cut, never the pid.
 */
export function connectionName(kind?: string): string {
  const prefix = kind ? `jurado-${kind}` : 'jurado';
  const pid = `:${process.pid}`;
  const host = hostname().slice(0, 63 - prefix.length - 1 - pid.length);
  return `${prefix}@${host}${pid}`;
}

/**
 * The server's default pool size (DATABASE_POOL_SIZE): enough to keep PostgreSQL's cores busy with
 * one-statement writes.
 */
export const SERVER_POOL_SIZE = 20;

/**
 * A pool of up to `max` connections. `min` connections are never closed for idleness: opening one
 * costs a backend start and a SCRAM exchange, which a burst after a quiet minute would otherwise pay
 * on its first requests (see warmPool).
 */
export function connectDatabase(
  url: string,
  options: { max?: number; min?: number; applicationName?: string; onError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? SERVER_POOL_SIZE,
    min: options.min ?? 0,
    // While the database is unreachable a request fails fast (503) instead of queueing for a connection.
    connectionTimeoutMillis: 5_000,
    // Named in pg_stat_activity, so an operator can tell Jurado's connections (and which kind) apart.
    application_name: options.applicationName ?? connectionName(),
  });
  // An idle connection lost with the database (restart, failover) is dropped from the pool, which opens
  // new ones when the database is back. Without a listener that event would end the process.
  pool.on('error', options.onError ?? (() => undefined));
  return drizzle<typeof schema, pg.Pool>(pool, { schema });
}

/** The `pg` pool behind a Drizzle database: what repo functions outside a transaction run on. */
export function poolOf(db: Database): pg.Pool {
  return db.$client;
}

/** Closes the pool (every connection, once the queries running on them end). */
export async function closeDatabase(db: Database): Promise<void> {
  await db.$client.end();
}

/** Opens the pool's `min` connections now, at start-up, instead of on the first requests. */
export async function warmPool(db: Database): Promise<void> {
  const pool = db.$client;
  const clients = await Promise.all(Array.from({ length: pool.options.min ?? 0 }, () => pool.connect()));
  for (const client of clients) client.release();
}

// Any fixed numbers: several instances starting together take turns to migrate, and to run the rest of
// the start-up (job queues, seeds, the first admin). A backup holds the migration lock shared.
export const MIGRATION_LOCK = 720_417;
const STARTUP_LOCK = 720_418;

/**
 * Runs `steps` while holding a database-wide advisory lock, so N instances starting at once on one
 * database run their start-up one after another: each step then sees what the one before created.
 */
export async function withStartupLock<T>(db: Database, steps: () => Promise<T>): Promise<T> {
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await steps();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    lock.release();
  }
}

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
