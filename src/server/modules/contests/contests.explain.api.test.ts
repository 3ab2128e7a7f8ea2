import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { PAGE_SIZE } from '../../../domain/pagination';
import type { TestApp } from '../../test/test-app';
import { buildContestPageQuery } from './contests.repo';
import * as plans from '../../test/plans';

// The admin contest list must stay fast with 2,000 contests (and their entries): the page is cut on
// the starts_at index first, and only its 50 rows are joined to judges and counted in submissions.

let t: TestApp;

beforeAll(async () => {
  t = await plans.appWithParticipants(2000);
  await t.db.$client.query(`
    INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at)
    SELECT 'Contest ' || g, 'photo', 'wedding',
      timestamptz '2016-01-01 15:00Z' + g * interval '2 days',
      timestamptz '2016-01-01 15:00Z' + g * interval '2 days' + interval '10 days',
      timestamptz '2016-01-01 15:00Z' + g * interval '2 days' + interval '20 days'
    FROM generate_series(1, 2000) g`);
  await t.db.$client.query(`
    INSERT INTO submissions (contest_id, user_id, file_key)
    SELECT c.id, 'p' || (1 + (s * 7 + c.n) % 2000), 'test/' || c.n || '-' || s
    FROM (SELECT id, row_number() OVER () AS n FROM contests) c, generate_series(1, 25) s`);
  for (const table of ['contests', 'submissions', 'users'])
    await t.db.$client.query(`VACUUM ANALYZE ${table}`);
});
afterAll(async () => {
  await t.close();
});

async function planOf(year?: number) {
  const query = buildContestPageQuery({ year, timeZone: CONTEST_TIME_ZONE }, PAGE_SIZE, 0);
  return plans.planOf(t.db.$client, query);
}

describe('the admin contest list on 2,000 contests and 50,000 entries', () => {
  it('reads the newest page from the starts_at index and counts entries through the contest index', async () => {
    const plan = await planOf();
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain('contests_starts_idx');
    expect(plan.indexes.some((name) => name.startsWith('submissions_contest_'))).toBe(true);
  });

  it('filters a year as a range on the same index', async () => {
    const plan = await planOf(2020);
    expect(plan.seqScans).toEqual([]);
    expect(plan.indexes).toContain('contests_starts_idx');
  });
});
