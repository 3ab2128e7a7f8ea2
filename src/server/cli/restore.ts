// `npm run restore -- <file>`: restores a backup (`npm run backup`) into an empty install: a new
// DATA_DIR (with its own embedded PostgreSQL), or an empty database at DATABASE_URL. Start the server
// afterwards with `npm start` and the same environment.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { openNewDatabase } from '../backup/install';
import { restoreBackup } from '../backup/restore';
import { loadConfig } from '../config';
import { createLocalStorage } from '../lib/storage';

async function main() {
  const config = loadConfig();
  // With object storage (S3_BUCKET) the files are the bucket's to keep: only the database is here.
  const uploadsDir = config.s3 ? null : config.uploadsDir;
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run restore -- <file>');
  const database = await openNewDatabase(config);
  try {
    console.log(`Restoring ${file} into ${database.description} ...`);
    const storage = config.s3
      ? (await import('../lib/s3-storage')).createS3Storage(config.s3)
      : createLocalStorage(config.uploadsDir);
    const restored = await restoreBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      uploadsDir,
      file: path.resolve(file),
      storage,
      log: (line) => console.log(line),
    });
    await database.close();
    const missing = restored.objectCheck?.missing.length ?? 0;
    console.log(
      missing > 0
        ? `Restored, with ${missing} missing object(s) (above). Start the server with the same environment: npm start`
        : 'Restored. Start the server with the same environment: npm start',
    );
  } catch (error) {
    await database.close();
    if (config.databaseUrl) {
      console.error(
        'The database may hold part of the backup now: drop and create it again before retrying.',
      );
    } else {
      // DATA_DIR was empty before: leave it so, ready for another try.
      for (const entry of await readdir(config.dataDir)) {
        await rm(path.join(config.dataDir, entry), { recursive: true, force: true });
      }
    }
    throw error;
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
