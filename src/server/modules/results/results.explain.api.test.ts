import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { PAGE_SIZE } from '../../../domain/pagination';
import type { SessionUser } from '../../lib/guard';
import type { TestApp } from '../../test/test-app';
import { buildResultsCountQuery, buildResultsPageQuery, type ResultsFilter } from './results.repo';
import { exportResults } from './results.service';
import { buildResultsExportSelect } from './results-export.repo';
import { exportColumnsOf } from './results.csv';
import * as plans from '../../test/plans';

// The admin rankings must stay fast with 100,000 entries: each page is read in ranking order from an
// index (the ranked-score indexes, or a contest's rows through the contest index), never by reading
// and sorting the whole submissions table.

let t: TestApp;
let contestId: string;

beforeAll(async () => {
  t = await plans.appWithParticipants(10000);
  const db = t.db.$client;
  // 250 contests over eleven years, one in five a video contest, one in seven extra.
  await db.query(`
    INSERT INTO contests (title, category, photo_category, is_extra, starts_at, deadline, results_at)
    SELECT 'Contest ' || g,
      CASE WHEN g % 5 = 0 THEN 'video' ELSE 'photo' END::contest_category,
      CASE WHEN g % 5 = 0 THEN NULL WHEN g % 2 = 0 THEN 'wedding' ELSE 'family' END::photo_category,
      g % 7 = 0,
      timestamptz '2016-01-01 15:00Z' + g * interval '16 days',
      timestamptz '2016-01-01 15:00Z' + g * interval '16 days' + interval '10 days',
      timestamptz '2016-01-01 15:00Z' + g * interval '16 days' + interval '20 days'
    FROM generate_series(1, 250) g`);
  // 400 entries per contest: statuses mixed, two thirds scored by two judges (one in extra contests).
  await db.query(`
    INSERT INTO submissions (contest_id, user_id, file_key, video_url, pre_filter_status,
      judge1_score, judge2_score, final_score, award, created_at)
    SELECT c.id, 'p' || (1 + (s * 31 + c.n * 7) % 10000),
      CASE WHEN c.category = 'photo' THEN 'test/' || c.n || '-' || s END,
      CASE WHEN c.category = 'video' THEN 'https://vimeo.com/' || (c.n * 1000 + s) END,
      CASE WHEN c.category = 'video' OR s % 4 = 0 THEN 'pending' WHEN s % 4 = 1 THEN 'rejected' ELSE 'approved' END::pre_filter_status,
      sc.j1, CASE WHEN NOT c.is_extra THEN sc.j2 END, fs.final,
      CASE WHEN fs.final IS NULL THEN NULL WHEN fs.final >= 7 THEN 'awarded'
        WHEN fs.final >= CASE WHEN c.is_extra THEN 6 ELSE 6.5 END THEN 'honorable' ELSE 'not_awarded' END::award,
      c.starts_at + s * interval '1 minute'
    FROM (SELECT id, category, is_extra, starts_at, row_number() OVER (ORDER BY starts_at) AS n FROM contests) c,
      generate_series(1, 400) s,
      LATERAL (SELECT CASE WHEN s % 3 <> 0 THEN 1 + (s * 7 + c.n) % 10 END AS j1,
        CASE WHEN s % 3 <> 0 THEN 1 + (s * 3 + c.n * 5) % 10 END AS j2) sc,
      LATERAL (SELECT CASE WHEN c.is_extra THEN sc.j1 ELSE (sc.j1 + sc.j2) / 2.0 END AS final) fs`);
  await plans.vacuumAnalyze(db, ['contests', 'submissions', 'users']);
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM contests WHERE category = 'photo' LIMIT 1 OFFSET 100`,
  );
  contestId = rows[0].id;
}, 60_000);

afterAll(async () => {
  await t.close();
});

const planOf = (query: { text: string; values: unknown[] }) => plans.planOf(t.db.$client, query);

const noFilter: ResultsFilter = {
  year: null,
  timeZone: CONTEST_TIME_ZONE,
  category: null,
  contestId: null,
  preFilterStatus: null,
  award: null,
  sort: 'desc',
};

function page(filter: Partial<ResultsFilter>, offset = 0) {
  return planOf(buildResultsPageQuery({ ...noFilter, ...filter }, PAGE_SIZE, offset));
}

/** The page of `filter` read through an index on submissions, never by reading the whole table. */
async function expectIndexedPage(filter: Partial<ResultsFilter>) {
  const plan = await page(filter);
  expect(plan.seqScans, JSON.stringify(filter)).not.toContain('submissions');
  expect(
    plan.indexes.some((name) => name.startsWith('submissions_')),
    JSON.stringify(filter),
  ).toBe(true);
}

describe('the admin rankings on 100,000 entries', () => {
  it('has the data it claims', async () => {
    const { rows } = await t.db.$client.query('SELECT count(*)::int AS n FROM submissions');
    expect(rows[0].n).toBe(100_000);
  });

  it('reads the best-first page of everything from the ranked index, with no sort', async () => {
    const plan = await page({});
    expect(plan.seqScans).not.toContain('submissions');
    expect(plan.seqScans).not.toContain('users');
    expect(plan.sortsBeforeLimit).toBe(false);
    expect(plan.indexes).toContain('submissions_ranked_desc_idx');
  });

  it('reads the lowest-first page from its own index, unscored entries still last', async () => {
    const plan = await page({ sort: 'asc' });
    expect(plan.seqScans).not.toContain('submissions');
    expect(plan.indexes).toContain('submissions_ranked_asc_idx');
  });

  it('reads a later page the same way', async () => {
    const plan = await page({}, 20 * PAGE_SIZE);
    expect(plan.seqScans).not.toContain('submissions');
    expect(plan.indexes).toContain('submissions_ranked_desc_idx');
  });

  it('reads one contest through an index, whatever the other filters', async () => {
    for (const filter of [
      { contestId },
      { contestId, sort: 'asc' as const },
      { contestId, preFilterStatus: 'approved' as const },
      { contestId, award: 'awarded' as const },
    ]) {
      await expectIndexedPage(filter);
    }
  });

  it('filters a year, a category, a status or an award without reading the whole table', async () => {
    for (const filter of [
      { year: 2020 },
      { year: 2020, category: 'video' as const },
      { category: 'photo' as const, preFilterStatus: 'approved' as const },
      { award: 'awarded' as const },
      { award: 'honorable' as const, sort: 'asc' as const },
    ]) {
      await expectIndexedPage(filter);
    }
  });

  it('counts one contest through the contest index', async () => {
    const plan = await planOf(buildResultsCountQuery({ ...noFilter, contestId }));
    expect(plan.seqScans).not.toContain('submissions');
  });

  it('streams an export as PostgreSQL writes it', async () => {
    const filter = { ...noFilter, year: 2020 };
    const count = buildResultsCountQuery(filter);
    const expected = (await t.db.$client.query(count.text, count.values)).rows[0].total as number;
    expect(expected).toBeGreaterThan(5000);
    const admin = { id: 'p1', locale: 'en' } as SessionUser;
    const csv = await exportResults(t.app.ctx, admin, { sort: 'desc', year: 2020 });
    let lines = 0;
    let chunks = 0;
    for await (const chunk of csv.stream) {
      chunks++;
      for (const byte of chunk as Buffer) if (byte === 0x0a) lines++;
    }
    expect(lines).toBe(expected + 1);
    // Passed on as PostgreSQL writes it, never as one piece at the end.
    expect(chunks).toBeGreaterThan(10);
  });

  it('gives its connection back when the reader leaves half-way, and the next export runs', async () => {
    const admin = { id: 'p1', locale: 'en' } as SessionUser;
    const pool = t.app.ctx.pool;
    const checkedOut = () => pool.totalCount - pool.idleCount;
    const before = checkedOut();
    const left = await exportResults(t.app.ctx, admin, { sort: 'desc' });
    for await (const chunk of left.stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // the reader leaves after the first piece: the stream is destroyed mid-COPY
    }
    await vi.waitFor(() => expect(checkedOut()).toBe(before));
    const next = await exportResults(t.app.ctx, admin, { sort: 'desc', year: 2020 });
    let lines = 0;
    for await (const chunk of next.stream) for (const byte of chunk as Buffer) if (byte === 0x0a) lines++;
    expect(lines).toBeGreaterThan(5000);
    expect(checkedOut()).toBe(before);
  });

  it('sorts an export of everything on its narrow keys only, never its wide rows', async () => {
    // The rank is per contest and the order global: the keys (id, score, date, judges' scales) are
    // ranked in contest order and sorted into list order; the wide rows are then fetched by id in
    // that order (bench/README.md, 'Performance round 3'). A wide sort here cost the 500k export
    // two external sorts of ~150 MB each (rows of ~600 and ~1,000 bytes; the keys are ~200).
    for (const sort of ['desc', 'asc'] as const) {
      const text = buildResultsExportSelect({ ...noFilter, sort }, exportColumnsOf('pt', 'http://x'));
      const plan = await planOf({ text, values: [] });
      expect(plan.sortWidths.length, sort).toBeGreaterThan(0);
      expect(Math.max(...plan.sortWidths), sort).toBeLessThan(300);
    }
  });

  it('gives the connection back when the reader goes away mid-export', async () => {
    const pool = t.db.$client;
    const admin = { id: 'p1', locale: 'pt' } as SessionUser;
    const csv = await exportResults(t.app.ctx, admin, { sort: 'desc' });
    for await (const chunk of csv.stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // leaving the loop destroys the stream, as a closed HTTP connection does
    }
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5000 }).toBe(0);
    // The pool still answers.
    expect((await pool.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });
});
