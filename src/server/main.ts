import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { connectDatabase, migrateDatabaseAt, warmPool } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { ensureAdmin } from './lib/bootstrap';
import { seedPackages } from './modules/packages/packages.seed';

async function main() {
  const config = loadConfig();
  let databaseUrl = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!databaseUrl) {
    console.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${config.dataDir}/pg ...`);
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'jurado' });
    databaseUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // The whole pool stays open: the connections the busiest moment needs are ready before it comes.
  const db = connectDatabase(databaseUrl, { max: config.databasePoolSize, min: config.databasePoolSize });
  await migrateDatabaseAt(config.databaseDirectUrl ?? databaseUrl);
  await seedPackages(db);
  await warmPool(db);

  const app = await buildApp({
    config,
    db,
    databaseUrl,
    webDir: path.resolve('dist/web'),
  });
  await ensureAdmin(app.ctx);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Jurado is running at ${config.publicUrl}`);

  const shutdown = async () => {
    await app.close();
    await db.$client.end();
    await stopEmbedded?.();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
