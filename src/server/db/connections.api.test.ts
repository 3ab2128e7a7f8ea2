import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { RealtimeEvent } from '../lib/realtime';
import { createTestDatabase } from '../test/test-app';
import { connectDatabase, connectionName } from './client';

// Every connection the server opens says what it is (application_name), and the listener goes over
// DATABASE_DIRECT_URL when it is set, as it must behind a pooler in transaction mode.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('database connections', () => {
  it('are named by use, and LISTEN goes over the direct URL while requests use the pool', async () => {
    const databaseUrl = await createTestDatabase();
    // A second login role stands for "the direct URL": whatever connects with it came through it.
    const role = `direct_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'direct-password'`);
    await admin.end();
    const direct = new URL(databaseUrl);
    direct.username = role;
    direct.password = 'direct-password';

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '.tmp/test-data',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATABASE_DIRECT_URL: direct.toString(),
      JOBS_POOL_SIZE: '2',
    });
    const db = connectDatabase(databaseUrl, { max: 3 });
    const app = await buildApp({ config, db, databaseUrl, workers: true, logger: false });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await db.$client.end();
    });
    await db.$client.query('SELECT 1');

    const { rows } = await db.$client.query<{ application_name: string; usename: string }>(
      `SELECT application_name, usename FROM pg_stat_activity WHERE datname = current_database()`,
    );
    // Each name is the kind, then this process's host and pid (connectionName).
    const byName = (name: string) => rows.filter((r) => r.application_name.split('@')[0] === name);
    expect(byName('jurado-listen')).toEqual([{ application_name: connectionName('listen'), usename: role }]);
    expect(byName('jurado').length).toBeGreaterThan(0);
    expect(byName('jurado').every((r) => r.usename !== role)).toBe(true);
    expect(byName('jurado-jobs').length).toBeGreaterThan(0);
    expect(byName('jurado-jobs').length).toBeLessThanOrEqual(2);
    expect(rows.every((r) => r.application_name.startsWith('jurado'))).toBe(true);

    // Events still flow: sent on a pooled connection, heard on the direct one.
    const heard = new Promise<RealtimeEvent>((resolve) => app.ctx.realtime.subscribe(resolve));
    const event: RealtimeEvent = {
      type: 'contest-updated',
      contestId: '00000000-0000-4000-8000-000000000001',
    };
    await app.ctx.realtime.publish(db.$client, event);
    expect(await heard).toEqual(event);
  });
});
