import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { Config } from './config';
import {
  closeDatabase,
  connectDatabase,
  connectionName,
  migrateDatabase,
  warmPool,
  withStartupLock,
  type Database,
} from './db/client';
import { ensureAdmin } from './lib/bootstrap';
import { removeStaleScratch } from './lib/scratch';
import { seedPackages } from './modules/packages/packages.seed';

export type RunningServer = { app: FastifyInstance; db: Database };

/** How long requests in flight may take to finish once the server stops (an upload, an export). */
export const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Everything `npm start` does once it has a database: migrations, seeds, job queues and the first admin
 * (one instance at a time: several may start together on one empty database), then listen.
 */
export async function startServer(options: {
  config: Config;
  log: Logger;
  databaseUrl: string;
  webDir?: string;
  /** Ask for the generated admin password on a terminal (main.ts: when stdout is one). */
  terminal?: boolean;
  /** Connections kept open (DATABASE_POOL_SIZE; tests that start many servers use fewer). */
  poolSize?: number;
}): Promise<RunningServer> {
  const { config, log, databaseUrl } = options;
  const poolSize = options.poolSize ?? config.databasePoolSize;
  // The whole pool stays open: the connections the busiest moment needs are ready before it comes.
  const db = connectDatabase(databaseUrl, {
    max: poolSize,
    min: poolSize,
    onError: (error: Error & { code?: string }) =>
      log.warn(
        { code: error.code, reason: error.message },
        'a pooled database connection was lost; new ones open when the database is back',
      ),
  });
  // The start-up lock is a session's and migrations take it too: straight to PostgreSQL when the pool
  // goes through a pooler in transaction mode (DATABASE_DIRECT_URL).
  // Three: the start-up lock's, the migration lock's, and the migrations' own.
  const direct = config.databaseDirectUrl
    ? connectDatabase(config.databaseDirectUrl, { max: 3, applicationName: connectionName('migrate') })
    : db;
  let app: FastifyInstance | undefined;
  try {
    app = await withStartupLock(direct, async () => {
      await migrateDatabase(direct);
      await seedPackages(db);
      const built = await buildApp({ config, db, databaseUrl, webDir: options.webDir, loggerInstance: log });
      await ensureAdmin(built.ctx, { terminal: options.terminal });
      return built;
    });
    if (direct !== db) await closeDatabase(direct);
    await warmPool(db);
    const scratch = await removeStaleScratch(config.dataDir);
    if (scratch.removed > 0)
      log.warn(scratch, 'removed scratch files left by a server that did not stop in order');
    await app.listen({ port: config.port, host: config.host });
    return { app, db };
  } catch (error) {
    await app?.close().catch(() => undefined);
    if (direct !== db) await closeDatabase(direct).catch(() => undefined);
    await closeDatabase(db).catch(() => undefined);
    throw error;
  }
}

/**
 * The orderly stop: readiness turns false (and stays served for SHUTDOWN_DELAY_SECONDS, so a load
 * balancer notices), then the server stops accepting connections, ends the event streams, lets the
 * requests in flight finish (up to DRAIN_TIMEOUT_MS, then closes their connections), stops realtime
 * and the job workers (app.ts, onClose) and closes the pool.
 */
export async function stopServer(server: RunningServer, log: Logger, config: Config): Promise<void> {
  server.app.lifecycle.draining = true;
  if (config.shutdownDelaySeconds > 0) {
    log.info({ seconds: config.shutdownDelaySeconds }, 'readiness is off; still serving before draining');
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelaySeconds * 1000));
  }
  const overdue = setTimeout(() => {
    log.warn(
      { seconds: DRAIN_TIMEOUT_MS / 1000 },
      'requests still running after the drain time; closing their connections',
    );
    server.app.server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  try {
    await server.app.close();
  } finally {
    clearTimeout(overdue);
  }
  await closeDatabase(server.db);
}
