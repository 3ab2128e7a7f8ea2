import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { isAlive, startEmbeddedPostgres } from '../db/embedded';

/** The database of an install, for as long as a command needs it. */
export type InstallDatabase = { url: string; description: string; close: () => Promise<void> };

/** The database every install uses (main.ts). */
export const EMBEDDED_DATABASE = 'jurado';

/**
 * Where startEmbeddedPostgres (db/embedded.ts) keeps an install's cluster and superuser password:
 * DATA_DIR/pg (a folder, or a link to where root keeps the cluster) and DATA_DIR/pg-password.
 */
function embeddedPaths(dataDir: string) {
  const root = path.resolve(dataDir);
  return { clusterDir: path.join(root, 'pg'), passwordFile: path.join(root, 'pg-password') };
}

/**
 * The URL of the embedded PostgreSQL that a running server started in DATA_DIR, or null when none
 * runs there. PostgreSQL writes its process id (line 1) and port (line 4) to postmaster.pid; the
 * password is the one the server generated beside the cluster.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const { clusterDir, passwordFile } = embeddedPaths(dataDir);
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/**
 * The existing database of an install: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR (the
 * running server's, or started here and stopped by `close` when the server is not running).
 */
export async function openExistingDatabase(config: Config): Promise<InstallDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: 'DATABASE_URL', close: async () => {} };
  }
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) {
    return {
      url: running,
      description: `the running embedded PostgreSQL of ${config.dataDir}`,
      close: async () => {},
    };
  }
  const { clusterDir } = embeddedPaths(config.dataDir);
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL).`);
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: EMBEDDED_DATABASE });
  return {
    url: embedded.url,
    description: `the embedded PostgreSQL of ${config.dataDir}`,
    close: embedded.stop,
  };
}

/**
 * A new, empty database for a restore: DATABASE_URL (which must hold no tables yet), else a new
 * embedded PostgreSQL in DATA_DIR, which must be empty or missing.
 */
export async function openNewDatabase(config: Config): Promise<InstallDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, description: 'DATABASE_URL', close: async () => {} };
  }
  if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    throw new Error(`${config.dataDir} is not empty: restore into a new DATA_DIR.`);
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: EMBEDDED_DATABASE });
  return {
    url: embedded.url,
    description: `a new embedded PostgreSQL in ${config.dataDir}`,
    close: embedded.stop,
  };
}
