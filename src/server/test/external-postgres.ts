import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findFreePort } from '../db/embedded';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs (the machine's, not the embedded package's). */
export const PG15_BIN = '/usr/local/bin';

export type ExternalPostgres = {
  url: string;
  /** Creates a database on this server and gives its URL. */
  createDatabase(name: string): Promise<string>;
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * A PostgreSQL of its own, managed with pg_ctl like an operator's database (for the tests where the
 * database goes away under the server: `pg_ctl restart`). As root it runs as the `postgres` user.
 */
export async function startExternalPostgres(): Promise<ExternalPostgres> {
  const root = process.getuid?.() === 0;
  const ids: { uid?: number; gid?: number } = root ? await postgresUser() : {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'jurado-external-pg-'));
  if (root) chownSync(dir, ids.uid!, ids.gid!);
  const data = path.join(dir, 'data');
  const port = await findFreePort();
  const pgCtl = (...args: string[]) =>
    run(path.join(PG15_BIN, 'pg_ctl'), ['-D', data, '-l', path.join(dir, 'log'), '-w', ...args], ids);
  await run(
    path.join(PG15_BIN, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
    ids,
  );
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=100`;
  await pgCtl('-o', options, 'start');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    restart: async () => {
      await pgCtl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const uid = await run('id', ['-u', 'postgres']);
  const gid = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
