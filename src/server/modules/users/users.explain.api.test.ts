import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../domain/pagination';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUserPageQuery, type UserListFilter } from './users.repo';
import * as plans from '../../test/plans';

// The admin user list must stay fast with 10,000 users: each filter and the sort have an index.
// These tests read PostgreSQL's plan for the exact SQL the repo sends, on a table of that size.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.$client.query(`
    INSERT INTO users (id, username, email, role, status, email_verified)
    SELECT 'u' || g,
      'Fotógrafo ' || left(md5(g::text), 20),
      'user' || g || '@estudio' || (g % 97) || '.test',
      (CASE WHEN g % 500 = 0 THEN 'photo_judge_1' WHEN g % 1000 = 1 THEN 'admin' ELSE 'participant' END)::user_role,
      (CASE WHEN g % 10 = 0 THEN 'vip' WHEN g % 10 = 1 THEN 'member' ELSE 'regular' END)::user_status,
      true
    FROM generate_series(1, 10000) g`);
  await t.db.$client.query(`
    INSERT INTO award_counts (user_id, year, award_count)
    SELECT 'u' || g, 2026, g % 5 FROM generate_series(1, 10000, 3) g`);
  // VACUUM as autovacuum would: it also moves GIN's pending list (rows inserted since) into the
  // trigram indexes; until then PostgreSQL rightly prices the index as a scan of that list.
  await t.db.$client.query('VACUUM ANALYZE users');
  await t.db.$client.query('VACUUM ANALYZE award_counts');
});
afterAll(async () => {
  await t.close();
});

async function planOf(filter: UserListFilter, page = 1) {
  const query = buildUserPageQuery(filter, 2026, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  return plans.planOf(t.db.$client, query);
}

describe('the admin user list on 10,000 users', () => {
  it('reads the first page in username order from the lower(username) index', async () => {
    const plan = await planOf({});
    expect(plan.seqScans).not.toContain('users');
    expect(plan.indexes).toContain('users_username_lower_key');
  });

  it('filters a role or a status through an index', async () => {
    for (const filter of [
      { role: 'photo_judge_1' },
      { role: 'admin' },
      { status: 'vip' },
      { status: 'member', role: 'participant' },
    ] as const) {
      const plan = await planOf(filter);
      expect(plan.seqScans, JSON.stringify(filter)).not.toContain('users');
      expect(plan.indexes.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
  });

  it('searches username and email substrings through the trigram indexes', async () => {
    const plan = await planOf({ search: 'estudio42' });
    expect(plan.seqScans).not.toContain('users');
    expect(plan.indexes).toEqual(expect.arrayContaining(['users_username_trgm_idx', 'users_email_trgm_idx']));
  });

  it('joins the award counts of the page only, by primary key', async () => {
    const plan = await planOf({});
    expect(plan.seqScans).not.toContain('award_counts');
  });
});
