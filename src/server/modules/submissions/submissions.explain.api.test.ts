import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../../../domain/pagination';
import type { TestApp } from '../../test/test-app';
import { buildMySubmissionsPageQuery, type MySubmissionFilters } from './my-submissions.repo';
import * as plans from '../../test/plans';

// My Submissions must stay fast for a participant with a thousand entries among 100,000: the default
// page is read in order from the (user, created, id) index and cut at 50 before anything is joined,
// and its total is counted from that index alone.

let t: TestApp;

beforeAll(async () => {
  t = await plans.appWithParticipants(1000);
  const db = t.db.$client;
  await db.query(`
    INSERT INTO contests (title, category, photo_category, show_evaluations, show_pre_filter_results,
      starts_at, deadline, results_at)
    SELECT 'Contest ' || g, 'photo', 'wedding', g % 2 = 0, g % 3 = 0,
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days',
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days' + interval '10 days',
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days' + interval '20 days'
    FROM generate_series(1, 700) g`);
  // 100 entries for each of 999 participants, and 1,000 for p1 spread over the contests.
  await db.query(`
    INSERT INTO submissions (contest_id, user_id, file_key, pre_filter_status, created_at)
    SELECT c.id, 'p' || (2 + (g % 999)), 'test/' || g, 'approved', c.starts_at + (g % 97) * interval '1 minute'
    FROM generate_series(1, 99900) g
    JOIN (SELECT id, starts_at, row_number() OVER (ORDER BY starts_at) AS n FROM contests) c
      ON c.n = 1 + g % 700`);
  await db.query(`
    INSERT INTO submissions (contest_id, user_id, file_key, pre_filter_status, created_at)
    SELECT c.id, 'p1', 'mine/' || g, 'pending', c.starts_at + g * interval '1 second'
    FROM generate_series(1, 1000) g
    JOIN (SELECT id, starts_at, row_number() OVER (ORDER BY starts_at) AS n FROM contests) c
      ON c.n = 1 + g % 700`);
  await plans.vacuumAnalyze(db, ['contests', 'submissions', 'users']);
}, 60_000);

afterAll(async () => {
  await t.close();
});

async function planOf(filter: Partial<MySubmissionFilters>) {
  const query = buildMySubmissionsPageQuery({
    userId: 'p1',
    from: null,
    to: null,
    contestId: null,
    status: null,
    award: null,
    sortByScore: false,
    now: new Date(),
    limit: PAGE_SIZE,
    offset: 0,
    ...filter,
  });
  return plans.planOf(t.db.$client, query);
}

describe('My Submissions for a participant with 1,000 entries among 100,900', () => {
  it('reads the newest page in order from the user index, with no sort, and counts from the index alone', async () => {
    const plan = await planOf({});
    expect(plan.seqScans).not.toContain('submissions');
    expect(plan.sortsBeforeLimit).toBe(false);
    expect(plan.indexes).toContain('submissions_user_created_idx');
    expect(plan.indexOnly).toContain('submissions_user_created_idx');
  });

  it('reads a later page and a year the same way', async () => {
    for (const filter of [
      { offset: 2 * PAGE_SIZE },
      { from: new Date('2021-01-01T03:00:00Z'), to: new Date('2022-01-01T03:00:00Z') },
    ]) {
      const plan = await planOf(filter);
      expect(plan.seqScans, JSON.stringify(filter)).not.toContain('submissions');
      expect(plan.sortsBeforeLimit, JSON.stringify(filter)).toBe(false);
    }
  });

  it('never reads the whole table for the filters on contest flags or the score order', async () => {
    for (const filter of [
      { status: 'approved' as const },
      { award: 'awarded' as const },
      { sortByScore: true },
    ]) {
      const plan = await planOf(filter);
      expect(plan.seqScans, JSON.stringify(filter)).not.toContain('submissions');
    }
  });
});
