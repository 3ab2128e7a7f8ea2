import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { PAGE_SIZE } from '../../../domain/pagination';
import type { TestApp } from '../../test/test-app';
import {
  buildApprovalEmailCountsQuery,
  buildContestStatsQuery,
  buildParticipantsQuery,
  buildScoreDistributionQuery,
} from './statistics.repo';
import { buildRankingsQuery, buildYearTotalsQuery } from './year-rankings.repo';
import * as plans from '../../test/plans';

// The statistics must stay fast at 100,000 entries: 1,000 contests over 20 years (photo and video),
// 10,000 participants, judged and awarded entries, and an emails table as large as the entries.
// Every query reaches submissions through an index (the contest index, or the user index for the
// yearly totals), and emails through the dedupe-key index.

let t: TestApp;
const YEAR = 2016;
let yearContestIds: string[];
let photoContestId: string;

beforeAll(async () => {
  t = await plans.appWithParticipants(10000);
  const db = t.db.$client;
  await db.query(`
    INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at)
    SELECT 'Contest ' || g,
      CASE WHEN g % 4 = 0 THEN 'video' ELSE 'photo' END::contest_category,
      CASE WHEN g % 4 = 0 THEN NULL WHEN g % 2 = 0 THEN 'family' ELSE 'wedding' END::photo_category,
      timestamptz '2006-01-01 15:00Z' + g * interval '7 days',
      timestamptz '2006-01-01 15:00Z' + g * interval '7 days' + interval '10 days',
      timestamptz '2006-01-01 15:00Z' + g * interval '7 days' + interval '20 days'
    FROM generate_series(1, 1000) g`);
  await db.query(`
    INSERT INTO submissions (contest_id, user_id, file_key, video_url, pre_filter_status, is_paid,
      judge1_score, judge2_score, final_score, award)
    SELECT c.id, 'p' || (1 + (s * 97 + c.n * 13) % 10000),
      CASE WHEN c.category = 'photo' THEN 'test/' || c.n || '-' || s END,
      CASE WHEN c.category = 'video' THEN 'https://vimeo.com/' || (c.n * 1000 + s) END,
      (CASE WHEN s % 5 = 0 THEN 'pending' WHEN s % 5 = 1 THEN 'rejected' ELSE 'approved' END)::pre_filter_status,
      s % 3 = 0,
      1 + s % 10, 1 + (s * 7) % 10,
      (1 + s % 10 + 1 + (s * 7) % 10)::numeric / 2,
      (CASE WHEN (2 + s % 10 + (s * 7) % 10) >= 14 THEN 'awarded'
            WHEN (2 + s % 10 + (s * 7) % 10) = 13 THEN 'honorable' ELSE 'not_awarded' END)::award
    FROM (SELECT id, category, row_number() OVER (ORDER BY starts_at) AS n FROM contests) c,
      generate_series(1, 100) s`);
  await db.query(`
    INSERT INTO emails (dedupe_key, to_address, subject, text, status)
    SELECT 'approval:' || x.contest_id || ':' || x.user_id, x.user_id || '@example.test', 's', 't', 'sent'
    FROM (SELECT DISTINCT contest_id, user_id FROM submissions) x`);
  await db.query(`
    INSERT INTO award_counts (user_id, year, award_count)
    SELECT 'p' || g, ${YEAR}, g % 5 FROM generate_series(1, 10000, 3) g`);
  for (const table of ['contests', 'submissions', 'users', 'emails', 'award_counts']) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }
  const ids = await db.query<{ id: string; category: string }>(
    `SELECT id, category FROM contests
     WHERE starts_at >= make_timestamptz(${YEAR}, 1, 1, 0, 0, 0, $1) AND starts_at < make_timestamptz(${YEAR + 1}, 1, 1, 0, 0, 0, $1)`,
    [CONTEST_TIME_ZONE],
  );
  yearContestIds = ids.rows.map((r) => r.id);
  photoContestId = ids.rows.find((r) => r.category === 'photo')!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const planOf = (query: { text: string; values: unknown[] }) => plans.planOf(t.db.$client, query);

const BIG_TABLES = ['submissions', 'emails', 'users', 'contests', 'award_counts'];

describe('the statistics queries on 100,000 entries', () => {
  it('has the data it claims', async () => {
    const { rows } = await t.db.$client.query('SELECT count(*)::int AS n FROM submissions');
    expect(rows[0].n).toBe(100_000);
    expect(yearContestIds.length).toBeGreaterThan(40);
  });

  it('counts a year’s contests from the starts_at index and each contest through the submissions contest index', async () => {
    const all = await planOf(
      buildContestStatsQuery({ year: YEAR, timeZone: CONTEST_TIME_ZONE, contestId: null }),
    );
    expect(all.seqScans.filter((r) => BIG_TABLES.includes(r!))).toEqual([]);
    expect(all.indexes).toContain('contests_starts_idx');
    expect(all.indexes.some((name) => name.startsWith('submissions_contest_'))).toBe(true);
    const one = await planOf(
      buildContestStatsQuery({ year: YEAR, timeZone: CONTEST_TIME_ZONE, contestId: photoContestId }),
    );
    expect(one.seqScans.filter((r) => BIG_TABLES.includes(r!))).toEqual([]);
  });

  it('finds approval emails by their dedupe key', async () => {
    const plan = await planOf(buildApprovalEmailCountsQuery(yearContestIds));
    expect(plan.seqScans.filter((r) => BIG_TABLES.includes(r!))).toEqual([]);
    expect(plan.indexes).toContain('emails_dedupe_key_unique');
    expect(plan.indexes.some((name) => name.startsWith('submissions_contest_'))).toBe(true);
  });

  it('lists a contest’s participants and its score distribution through the contest index', async () => {
    for (const query of [
      buildParticipantsQuery(photoContestId, PAGE_SIZE, 0),
      buildScoreDistributionQuery(photoContestId),
    ]) {
      const plan = await planOf(query);
      expect(plan.seqScans.filter((r) => BIG_TABLES.includes(r!))).toEqual([]);
      expect(plan.indexes.some((name) => name.startsWith('submissions_contest_'))).toBe(true);
    }
  });

  it('ranks a year’s photographers and videographers from the year’s contests only', async () => {
    for (const kind of ['photo', 'video'] as const) {
      for (const photoCategory of kind === 'photo' ? [null, 'wedding' as const] : [null]) {
        const plan = await planOf(
          buildRankingsQuery({
            year: YEAR,
            timeZone: CONTEST_TIME_ZONE,
            kind,
            photoCategory,
            limit: PAGE_SIZE,
            offset: 0,
          }),
        );
        expect(
          plan.seqScans.filter((r) => BIG_TABLES.includes(r!)),
          `${kind} ${photoCategory}`,
        ).toEqual([]);
        expect(plan.indexes).toContain('contests_starts_idx');
        expect(plan.indexes.some((name) => name.startsWith('submissions_contest_'))).toBe(true);
      }
    }
  });

  it('reads a page’s yearly totals through the user index and the award-count key', async () => {
    const userIds = Array.from({ length: PAGE_SIZE }, (_, i) => `p${i * 7 + 1}`);
    const plan = await planOf(buildYearTotalsQuery(userIds, YEAR, CONTEST_TIME_ZONE));
    expect(plan.seqScans.filter((r) => BIG_TABLES.includes(r!))).toEqual([]);
    expect(plan.indexes).toContain('submissions_user_created_idx');
    expect(plan.indexes).toContain('award_counts_user_id_year_pk');
  });
});
