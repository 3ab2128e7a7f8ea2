import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connectDatabase, migrateDatabase, migrateDatabaseAt } from './client';

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

  it('run over connections of their own, named, and closed afterwards (the direct URL behind a pooler)', async () => {
    const url = await createEmptyDatabase();
    const observer = connectDatabase(url, { max: 1, applicationName: 'observer' });
    const names = new Set<string>();
    let isMigrating = true;
    const watching = (async () => {
      while (isMigrating) {
        const { rows } = await observer.$client.query(
          'SELECT application_name FROM pg_stat_activity WHERE datname = current_database()',
        );
        for (const row of rows) names.add(row.application_name);
      }
    })();
    await Promise.all([1, 2].map(() => migrateDatabaseAt(url)));
    isMigrating = false;
    await watching;
    expect(names).toContain('jurado-migrate');
    // Closed: a backend leaves pg_stat_activity a moment after its client said goodbye.
    await expect
      .poll(async () => {
        const { rows } = await observer.$client.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'jurado-migrate'`,
        );
        return rows[0].n;
      })
      .toBe(0);
    const applied = await observer.$client.query(
      'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0].n).toBeGreaterThan(0);
    await observer.$client.end();
  });
});
