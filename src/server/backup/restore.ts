import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { connectDatabase, migrateDatabase, poolOf } from '../db/client';
import { inTransaction } from '../db/transaction';
import { startJobs } from '../lib/jobs';
import { EMAIL_QUEUE, queueStoredEmails } from '../lib/mail';
import type { Storage } from '../lib/storage';
import { AUTH_SECRET_FILE, loadOrder, type Manifest, OBJECTS_FILE, readManifest, tableFile } from './archive';
import * as repo from './backup.repo';
import { missingObjects } from './objects';

export type RestoreOptions = {
  /** An empty database (a new embedded cluster, or an empty DATABASE_URL database). */
  databaseUrl: string;
  /** DATA_DIR: the uploads and the session secret go there. */
  dataDir: string;
  /** The local uploads folder (must be empty or missing), or null when files are in object storage. */
  uploadsDir: string | null;
  file: string;
  /** Where the restored install keeps its files: checked for every object the rows refer to. */
  storage?: Storage;
  log?: (line: string) => void;
};

/** What a restore found of the objects its rows refer to (null: the backup has no list of them). */
export type ObjectCheck = { checked: number; missing: string[]; reportFile: string | null } | null;

/** At most this many missing keys are printed; the full list goes to a file in DATA_DIR. */
const MISSING_SHOWN = 20;
export const MISSING_OBJECTS_FILE = 'restore-missing-objects.txt';

async function isEmptyFolder(folder: string): Promise<boolean> {
  return !existsSync(folder) || (await readdir(folder)).length === 0;
}

/**
 * Restores a backup (backup.ts) into an empty database and DATA_DIR: the schema from the backup's own
 * migrations, the rows in one transaction, the sequences where they were, the files, and a delivery
 * job for every email that was still to be sent. A server started afterwards applies any newer
 * migrations of its own, as after any upgrade.
 */
export async function restoreBackup(
  options: RestoreOptions,
): Promise<Manifest & { objectCheck: ObjectCheck }> {
  const log = options.log ?? (() => {});
  if (!existsSync(options.file)) throw new Error(`${options.file} does not exist.`);
  if (options.uploadsDir && !(await isEmptyFolder(options.uploadsDir))) {
    throw new Error(`${options.uploadsDir} is not empty: restore into a new DATA_DIR.`);
  }
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.restore-'));
  const db = connectDatabase(options.databaseUrl, { max: 2 });
  try {
    await tar.extract({ file: options.file, cwd: staging, strict: true });
    const manifest = readManifest(staging);
    if (manifest.uploads && !options.uploadsDir) {
      log(
        'The backup holds uploaded files, but this install keeps them in object storage: they are not restored.',
      );
    }

    const existing = await repo.listTables(poolOf(db));
    if (existing.length > 0 || (await repo.hasDrizzleSchema(poolOf(db)))) {
      throw new Error('The database is not empty: restore into a new, empty database.');
    }

    log(`Creating the schema (migrations up to ${manifest.migration}) ...`);
    await migrateDatabase(db, path.join(staging, 'migrations'));

    await inTransaction(db, async (loader) => {
      const tables = await repo.listTables(loader);
      for (const table of manifest.tables) {
        if (!tables.includes(table.name))
          throw new Error(`The backup's table ${table.name} was not created.`);
        const columns = await repo.copyableColumns(loader, table.name);
        const missing = table.columns.filter((column) => !columns.includes(column));
        if (missing.length > 0) throw new Error(`Table ${table.name} has no column ${missing.join(', ')}.`);
      }
      const backedUp = new Set(manifest.tables.map((table) => table.name));
      const byName = new Map(manifest.tables.map((table) => [table.name, table]));
      for (const name of await loadOrder(
        loader,
        tables.filter((table) => backedUp.has(table)),
      )) {
        const table = byName.get(name)!;
        const stream = repo.copyTableIn(loader, name, table.columns);
        await pipeline(createReadStream(path.join(staging, tableFile(name))), stream);
        if (stream.rowCount !== table.rows) {
          throw new Error(`Table ${name}: ${stream.rowCount} rows loaded, the backup has ${table.rows}.`);
        }
      }
      for (const sequence of manifest.sequences) {
        if (sequence.lastValue === null) continue;
        await repo.setSequence(loader, sequence.name, sequence.lastValue);
      }
    });
    log(`Restored ${manifest.tables.reduce((sum, table) => sum + table.rows, 0)} rows.`);

    const jobs = await startJobs(
      options.databaseUrl,
      { warn: (fields: unknown, message?: string) => log(`${message ?? ''} ${JSON.stringify(fields)}`) },
      [EMAIL_QUEUE],
    );
    try {
      const queued = await queueStoredEmails(db, jobs);
      if (queued > 0) log(`${queued} email(s) still to be sent were queued again.`);
    } finally {
      await jobs.stop();
    }

    if (manifest.uploads && options.uploadsDir) {
      await mkdir(path.dirname(options.uploadsDir), { recursive: true });
      await rm(options.uploadsDir, { recursive: true, force: true });
      await rename(path.join(staging, 'uploads'), options.uploadsDir);
      log(`Restored ${manifest.uploads.files} file(s).`);
    }
    const secret = path.join(options.dataDir, AUTH_SECRET_FILE);
    if (manifest.authSecret && !existsSync(secret)) {
      await copyFile(path.join(staging, AUTH_SECRET_FILE), secret);
      await chmod(secret, 0o600);
    }
    const objectCheck = await checkObjects(options, staging, manifest, log);
    return { ...manifest, objectCheck };
  } finally {
    await poolOf(db)
      .end()
      .catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Checks that the storage holds every object the restored rows refer to (the backup's objects.txt),
 * and reports what is missing: with object storage the bucket is restored with its own tools
 * (versioning, replication), and this says whether it matches the database.
 */
async function checkObjects(
  options: RestoreOptions,
  staging: string,
  manifest: Manifest,
  log: (line: string) => void,
): Promise<ObjectCheck> {
  const listed = path.join(staging, OBJECTS_FILE);
  if (!manifest.objects || !existsSync(listed)) {
    log('This backup lists no stored objects (made before backups recorded them): nothing to check.');
    return null;
  }
  if (!options.storage) return null;
  const keys = (await readFile(listed, 'utf8')).split('\n').filter(Boolean);
  log(`Checking that the storage holds the ${keys.length} object(s) the database refers to ...`);
  const missing = await missingObjects(options.storage, keys);
  if (missing.length === 0) {
    log(`All ${keys.length} object(s) are in the storage.`);
    return { checked: keys.length, missing, reportFile: null };
  }
  const reportFile = path.join(options.dataDir, MISSING_OBJECTS_FILE);
  await writeFile(reportFile, `${missing.join('\n')}\n`);
  log(
    `${missing.length} of ${keys.length} object(s) the database refers to are MISSING from the storage ` +
      `(the photos of those entries will not show). Restore them from the bucket's versions or replica ` +
      `(docs/deployment.md, "Backups and restore"). The full list is in ${reportFile}; the first ones:`,
  );
  for (const key of missing.slice(0, MISSING_SHOWN)) log(`  ${key}`);
  if (missing.length > MISSING_SHOWN) log(`  … and ${missing.length - MISSING_SHOWN} more`);
  return { checked: keys.length, missing, reportFile };
}
