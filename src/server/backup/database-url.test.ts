import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, createUser } from '../test/factories';
import { createEmptyDatabase } from '../test/server-processes';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { listTables } from './backup.repo';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

// Backup and restore with DATABASE_URL (a PostgreSQL the install does not run itself), from one
// database into another, empty one.

let t: TestApp;
let work: string;
const clients: pg.Client[] = [];

async function connect(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'jurado-backup-url-'));
  t = await createTestApp({ env: { DATA_DIR: path.join(work, 'source') } });
});
afterAll(async () => {
  for (const client of clients) await client.end();
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore with DATABASE_URL', () => {
  it('restores every table and sequence of one database into an empty one', async () => {
    const judge = await createUser(t.app, { role: 'photo_judge_1' });
    const participant = await createUser(t.app);
    const contest = await createContest(t.app, { photoJudge1Id: judge.id });
    for (let i = 0; i < 3; i++)
      await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    await t.db.$client.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id) VALUES ($1, 'test.backup', 'contest', $2)`,
      [judge.id, contest.id],
    );
    const file = path.join(work, 'url.tar.gz');
    const manifest = await createBackup({
      databaseUrl: t.databaseUrl,
      dataDir: t.config.dataDir,
      uploadsDir: null,
      file,
    });
    expect(manifest.uploads).toBeNull();
    expect(manifest.tables.find((table) => table.name === 'submissions')?.rows).toBe(3);

    const target = await createEmptyDatabase();
    await restoreBackup({ databaseUrl: target, dataDir: path.join(work, 'target'), uploadsDir: null, file });
    const source = await connect(t.databaseUrl);
    const restored = await connect(target);
    const tables = await listTables(source);
    expect(await listTables(restored)).toEqual(tables);
    for (const table of tables) {
      const all = `SELECT * FROM "${table}" ORDER BY 1`;
      expect((await restored.query(all)).rows, table).toEqual((await source.query(all)).rows);
    }
    // The next audit entry continues the sequence instead of colliding with a restored id.
    const next = `INSERT INTO audit_log (action, entity_type, entity_id) VALUES ('x', 'contest', 'c') RETURNING id`;
    const [{ id: fromSource }] = (await source.query(next)).rows;
    const [{ id: fromRestored }] = (await restored.query(next)).rows;
    expect(fromRestored).toBe(fromSource);

    await expect(
      restoreBackup({ databaseUrl: target, dataDir: path.join(work, 'again'), uploadsDir: null, file }),
    ).rejects.toThrow('The database is not empty');
  });

  it('refuses a database migrated by a newer Jurado than the one running the backup', async () => {
    const url = await createTestDatabase();
    const db = await connect(url);
    await db.query(
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-the-future', 4102444800000)`,
    );
    await expect(
      createBackup({
        databaseUrl: url,
        dataDir: work,
        uploadsDir: null,
        file: path.join(work, 'new.tar.gz'),
      }),
    ).rejects.toThrow('a migration this copy of Jurado does not know');
  });
});
