import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrateDatabase } from './client';

async function createEmptyDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const name = `m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

describe('migrations', () => {
  it('run once when several instances start together on an empty database', async () => {
    const url = await createEmptyDatabase();
    const instances = [1, 2, 3].map(() => connectDatabase(url, { max: 3 }));
    await Promise.all(instances.map((db) => migrateDatabase(db)));
    const applied = await instances[0].$client.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    const distinct = await instances[0].$client.query(
      'SELECT count(DISTINCT hash)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].n).toBeGreaterThan(0);
    expect(applied.rows[0].n).toBe(distinct.rows[0].n);
    await Promise.all(instances.map((db) => db.$client.end()));
  });
});
