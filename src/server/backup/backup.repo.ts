import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

// The SQL of the backup and the restore (backup.ts, restore.ts, archive.ts, objects.ts). They run on
// connections of their own (a snapshot, a loader), not on a server's pool.

/** A quoted SQL identifier: table and column names come from the catalog or from a backup file. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Tables of `public` (partition children excluded: their parent holds their rows). */
export async function listTables(client: pg.ClientBase | pg.Pool): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The columns COPY can write: generated columns are left out (PostgreSQL computes them). */
export async function copyableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT attname AS name FROM pg_attribute
     WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
     ORDER BY attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((row) => row.name);
}

/** The foreign keys between two different tables of `public`: the referring and the referred table. */
export async function listForeignKeys(client: pg.ClientBase): Promise<{ child: string; parent: string }[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace
       AND p.relnamespace = 'public'::regnamespace AND c.oid <> p.oid`,
  );
  return rows;
}

/** Every photo's storage key (its original's), in key order. */
export async function listFileKeys(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ file_key: string }>(
    'SELECT file_key FROM submissions WHERE file_key IS NOT NULL ORDER BY file_key',
  );
  return rows.map((row) => row.file_key);
}

/** Holds the migration lock shared (no migration runs meanwhile; backups do not wait for each other). */
export async function lockMigrationsShared(client: pg.ClientBase, lock: number): Promise<void> {
  await client.query('SELECT pg_advisory_lock_shared($1)', [lock]);
}

export async function unlockMigrationsShared(client: pg.ClientBase, lock: number): Promise<void> {
  await client.query('SELECT pg_advisory_unlock_shared($1)', [lock]);
}

export async function serverVersion(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  return rows[0].server_version;
}

/** The migrations drizzle recorded as applied (throws when the database has no drizzle schema). */
export async function listAppliedMigrations(
  client: pg.ClientBase,
): Promise<{ hash: string; created_at: string }[]> {
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations',
  );
  return rows;
}

/** The sequences of `public` and the value each has reached (null: never used). */
export async function listSequences(
  client: pg.ClientBase,
): Promise<{ name: string; last_value: string | null }[]> {
  const { rows } = await client.query<{ name: string; last_value: string | null }>(
    `SELECT sequencename AS name, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return rows;
}

/** A stream of the table's rows in COPY's text format (`rowCount` once it has ended). */
export function copyTableOut(client: pg.ClientBase, table: string, columns: string[]) {
  return client.query(copyTo(`COPY public.${ident(table)} (${columns.map(ident).join(', ')}) TO STDOUT`));
}

/** A stream taking the table's rows in COPY's text format (`rowCount` once it has finished). */
export function copyTableIn(client: pg.ClientBase, table: string, columns: string[]) {
  return client.query(copyFrom(`COPY public.${ident(table)} (${columns.map(ident).join(', ')}) FROM STDIN`));
}

/** Whether drizzle's schema exists: a database migrated by Jurado (or by a failed restore). */
export async function hasDrizzleSchema(client: pg.ClientBase | pg.Pool): Promise<boolean> {
  const { rowCount } = await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'`);
  return Boolean(rowCount);
}

/** Sets a sequence of `public` to a value it reached (the next value is one past it). */
export async function setSequence(client: pg.ClientBase, name: string, lastValue: string): Promise<void> {
  await client.query('SELECT setval($1::regclass, $2::bigint, true)', [`public.${ident(name)}`, lastValue]);
}
