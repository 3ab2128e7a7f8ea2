import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as tar from 'tar';
import { MIGRATION_LOCK, MIGRATIONS_DIR } from '../db/client';
import { inTransaction } from '../db/transaction';
import {
  AUTH_SECRET_FILE,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST,
  type Manifest,
  OBJECTS_FILE,
  tableFile,
} from './archive';
import * as repo from './backup.repo';
import { referencedObjectKeys } from './objects';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/**
 * The code's migrations that made the database's schema: every one the database has applied (drizzle
 * records each one's hash and journal time), and no later one. A database migrated by a newer copy of
 * Jurado than this one cannot be described by these files: the backup refuses it.
 */
async function appliedMigrations(client: pg.ClientBase, staging: string): Promise<string> {
  const applied = await repo.listAppliedMigrations(client).catch(() => {
    throw new Error('This database has no Jurado schema (no drizzle.__drizzle_migrations table).');
  });
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const known = new Map(
    files.map((file, index) => [`${file.folderMillis}:${file.hash}`, journal.entries[index]]),
  );
  const entries = applied.map((row) => {
    const entry = known.get(`${Number(row.created_at)}:${row.hash}`);
    if (!entry) {
      throw new Error(
        'The database has a migration this copy of Jurado does not know: back it up with the same version as the server.',
      );
    }
    return entry;
  });
  if (entries.length === 0) throw new Error('This database has no Jurado migration applied yet.');
  entries.sort((a, b) => a.when - b.when);
  await mkdir(path.join(staging, 'migrations/meta'), { recursive: true });
  for (const entry of entries) {
    await copyFile(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(staging, 'migrations', `${entry.tag}.sql`),
    );
  }
  await writeFile(
    path.join(staging, 'migrations/meta/_journal.json'),
    JSON.stringify({ ...journal, entries }, null, 2),
  );
  return entries.at(-1)!.tag;
}

/**
 * Hard-links every uploaded file into the staging folder (a copy when the two are on different file
 * systems): taken right after the database snapshot, the set of files is then fixed, whatever the
 * server writes or deletes while the tables are read. Half-written files ('.…part') are skipped.
 */
async function stageUploads(uploadsDir: string, target: string): Promise<NonNullable<Manifest['uploads']>> {
  const result = { files: 0, bytes: 0, missing: [] as string[] };
  if (!existsSync(uploadsDir)) return result;
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(uploadsDir, source);
    const destination = path.join(target, relative);
    await mkdir(path.dirname(destination), { recursive: true });
    try {
      await link(source, destination).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'EXDEV' || error.code === 'EPERM') await copyFile(source, destination);
        else throw error;
      });
      result.files += 1;
      result.bytes += (await stat(destination)).size;
    } catch (error) {
      // Deleted between the listing and the link: a withdrawal at that very moment.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      result.missing.push(relative);
    }
  }
  return result;
}

/**
 * The storage keys the snapshot's rows refer to, one a line: with object storage the backup holds the
 * database only, and this list ties it to the bucket's state (a restore checks each key is there).
 */
async function writeObjectKeys(snapshot: pg.ClientBase, file: string): Promise<number> {
  const keys = await referencedObjectKeys(snapshot);
  await writeFile(file, keys.length ? `${keys.join('\n')}\n` : '');
  return keys.length;
}

export type BackupOptions = {
  databaseUrl: string;
  /** DATA_DIR: the staging folder goes there (beside the uploads, for hard links) */
  dataDir: string;
  /** The local uploads folder, or null when files are in object storage. */
  uploadsDir: string | null;
  file: string;
  log?: (line: string) => void;
};

/** Writes a backup of a running (or stopped) install into `file` (see archive.ts for what is in it). */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const log = options.log ?? (() => {});
  const file = path.resolve(options.file);
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.backup-'));
  const lock = new pg.Client({ connectionString: options.databaseUrl, application_name: 'jurado-backup' });
  const snapshot = new pg.Client({
    connectionString: options.databaseUrl,
    application_name: 'jurado-backup',
  });
  try {
    await lock.connect();
    await snapshot.connect();
    // No migration runs while the backup reads (a server starting now waits for it), and the
    // snapshot is taken after any migration in progress has finished.
    await repo.lockMigrationsShared(lock, MIGRATION_LOCK);
    const read = await inTransaction(
      snapshot,
      async (client) => {
        const postgres = await repo.serverVersion(client);
        const migration = await appliedMigrations(client, staging);
        const uploads = options.uploadsDir
          ? await stageUploads(options.uploadsDir, path.join(staging, 'uploads'))
          : null;
        if (uploads?.missing.length)
          log(`${uploads.missing.length} file(s) were deleted while being backed up.`);

        await mkdir(path.join(staging, 'database'));
        const tables: Manifest['tables'] = [];
        for (const name of await repo.listTables(client)) {
          const columns = await repo.copyableColumns(client, name);
          const stream = repo.copyTableOut(client, name, columns);
          await pipeline(stream, createWriteStream(path.join(staging, tableFile(name))));
          tables.push({ name, columns, rows: stream.rowCount });
        }
        const objects = await writeObjectKeys(client, path.join(staging, OBJECTS_FILE));
        const sequences = await repo.listSequences(client);
        return { postgres, migration, uploads, tables, objects, sequences };
      },
      { isolation: 'repeatable read', readOnly: true },
    );
    await repo.unlockMigrationsShared(lock, MIGRATION_LOCK);
    const { migration, uploads, tables, objects, sequences } = read;

    const hasSecret = existsSync(path.join(options.dataDir, AUTH_SECRET_FILE));
    if (hasSecret)
      await copyFile(path.join(options.dataDir, AUTH_SECRET_FILE), path.join(staging, AUTH_SECRET_FILE));
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      postgres: read.postgres,
      migration,
      tables,
      sequences: sequences.map((row) => ({ name: row.name, lastValue: row.last_value })),
      uploads,
      authSecret: hasSecret,
      objects: { count: objects },
    };
    await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2));

    // Written beside the target, readable by this user only (it holds password hashes and the
    // session secret), and renamed into place when complete.
    const partial = `${file}.partial`;
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    const entries = [MANIFEST, 'migrations', 'database', OBJECTS_FILE, ...(uploads ? ['uploads'] : [])];
    if (hasSecret) entries.push(AUTH_SECRET_FILE);
    if (uploads) await mkdir(path.join(staging, 'uploads'), { recursive: true });
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, file);
    return manifest;
  } finally {
    await snapshot.end().catch(() => undefined);
    await lock.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
  }
}
