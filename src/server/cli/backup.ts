// `npm run backup -- [file]`: backs up the install this environment describes (DATABASE_URL or the
// embedded PostgreSQL in DATA_DIR, running or not, plus the uploaded files) into one .tar.gz file.
import path from 'node:path';
import { createBackup } from '../backup/backup';
import { openExistingDatabase } from '../backup/install';
import { loadConfig } from '../config';

function defaultName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `jurado-backup-${stamp}.tar.gz`;
}

async function main() {
  const config = loadConfig();
  // With object storage (S3_BUCKET) the files are the bucket's to keep: only the database is here.
  const uploadsDir = config.s3 ? null : config.uploadsDir;
  const file = path.resolve(process.argv[2] ?? defaultName());
  const database = await openExistingDatabase(config);
  try {
    console.log(`Backing up ${database.description}${uploadsDir ? ` and ${uploadsDir}` : ''} ...`);
    const manifest = await createBackup({
      databaseUrl: database.url,
      dataDir: config.dataDir,
      uploadsDir,
      file,
      log: (line) => console.log(line),
    });
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = manifest.uploads?.files ?? 0;
    console.log(
      `Backup written to ${file}: ${rows} rows in ${manifest.tables.length} tables, ${files} files.`,
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
