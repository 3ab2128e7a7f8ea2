import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { ADMIN_PASSWORD_FILE } from '../lib/bootstrap';
import { createLogger } from '../lib/logger';
import { startServer, stopServer } from '../server';

/**
 * A deployment with N replicas starts them together on one empty database. Everything
 * start-up does (migrations, job queues, package seeds, the first admin) must work for each of them,
 * every time. The start-up of main.ts (startServer) runs here N times at once, in this process (the
 * same code and a real PostgreSQL; N processes would only add the cost of loading the code N times).
 */

const INSTANCES = 3;
const ROUNDS = 10;
const folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-startup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function emptyDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const name = `empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

it(`${INSTANCES} instances start together on one empty database, ${ROUNDS} times out of ${ROUNDS}`, async () => {
  const log = createLogger('silent');
  for (let round = 0; round < ROUNDS; round++) {
    const databaseUrl = await emptyDatabase();
    const dataDir = path.join(folder, `round-${round}`);
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'startup-test-secret-startup-test-secret',
      LOG_LEVEL: 'silent',
    });
    const results = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () =>
        startServer({ config, log, databaseUrl, terminal: false, poolSize: 4 }),
      ),
    );
    const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    try {
      expect(failures, `round ${round + 1}`).toEqual([]);
      const { rows } = await started[0].db.$client.query(
        `SELECT (SELECT count(*) FROM users WHERE role = 'admin')::int AS admins,
                (SELECT count(*) FROM packages)::int AS packages`,
      );
      expect(rows[0].admins).toBe(1);
      expect(rows[0].packages).toBeGreaterThan(0);
      // No terminal: the generated password went to a file only its owner may read.
      const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8')).toMatch(/^email: admin@jurado\.local\npassword: \S{12,}\n$/);
    } finally {
      await Promise.all(started.map((server) => stopServer(server, log, config)));
    }
  }
}, 240_000);
