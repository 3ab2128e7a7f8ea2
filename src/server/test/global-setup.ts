import { rmSync } from 'node:fs';
import path from 'node:path';
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';

export const TEMPLATE_DATABASE = 'jurado_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the test cluster's template database (migrated, with the job-queue schema). */
    templateDatabaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run. Every API test file clones its own database from a migrated
 * template (CREATE DATABASE … TEMPLATE), which takes milliseconds and keeps files independent.
 */
export default async function setup(project: TestProject) {
  const dataDir = path.resolve('.tmp', `test-pg-${process.pid}`);
  const embedded = await startEmbeddedPostgres({ dataDir, database: TEMPLATE_DATABASE });
  const db = connectDatabase(embedded.url, { max: 2 });
  await migrateDatabase(db);
  await db.$client.end();
  const boss = new PgBoss({
    connectionString: embedded.url,
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
  project.provide('templateDatabaseUrl', embedded.url);
  return async () => {
    await embedded.stop();
    // As root from a private folder the cluster is outside dataDir (db/embedded.ts).
    rmSync(embedded.clusterDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
