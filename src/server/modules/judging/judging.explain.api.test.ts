import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeSlotOf } from '../../../domain/judge-slots';
import type { JudgeRole } from '../../../domain/roles';
import type { Queryable } from '../../db/transaction';
import type { TestApp } from '../../test/test-app';
import * as plans from '../../test/plans';
import { listAssignedContests } from './judging.repo';

// A judge's contest list (the judge screen's first request) counts their progress in every
// contest they judge. Read through the table it touched one heap page per entry; it must come from
// the judging indexes alone, so a judge of 150 contests among 100,000 entries costs a few hundred
// index pages, cached or not.

let t: TestApp;

beforeAll(async () => {
  t = await plans.appWithParticipants(1000);
  const db = t.db.$client;
  await db.query(`
    INSERT INTO users (id, username, email, role, email_verified)
    VALUES ('pre', 'pre-filter', 'pre@example.test', 'pre_filter_judge', true),
           ('pj1', 'judge one', 'pj1@example.test', 'photo_judge_1', true),
           ('pj2', 'judge two', 'pj2@example.test', 'photo_judge_2', true),
           ('vj1', 'film judge', 'vj1@example.test', 'video_judge_1', true)`);
  // 500 contests, 1 in 5 a film contest: the pre-filter and photo judges hold their slots in 150
  // photo contests, the film judge in all 100 film contests.
  await db.query(`
    INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at,
      pre_filter_judge_id, photo_judge_1_id, photo_judge_2_id, video_judge_1_id)
    SELECT 'Contest ' || g,
      (CASE WHEN g % 5 = 0 THEN 'video' ELSE 'photo' END)::contest_category,
      CASE WHEN g % 5 = 0 THEN NULL ELSE 'wedding'::photo_category END,
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days',
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days' + interval '10 days',
      timestamptz '2020-01-01 15:00Z' + g * interval '2 days' + interval '20 days',
      CASE WHEN g % 5 <> 0 AND g <= 187 THEN 'pre' END,
      CASE WHEN g % 5 <> 0 AND g <= 187 THEN 'pj1' END,
      CASE WHEN g % 5 <> 0 AND g <= 187 THEN 'pj2' END,
      CASE WHEN g % 5 = 0 THEN 'vj1' END
    FROM generate_series(1, 500) g`);
  // 100,000 entries spread over the contests (so each contest's entries lie on many pages), a third
  // of the photos scored by each photo judge.
  await db.query(`
    INSERT INTO submissions (contest_id, user_id, file_key, video_url, pre_filter_status,
      judge1_id, judge1_score, judge2_id, judge2_score)
    SELECT c.id, 'p' || (1 + g % 1000),
      CASE WHEN c.category = 'photo' THEN 'test/' || g END,
      CASE WHEN c.category = 'video' THEN 'https://vimeo.com/' || g END,
      (CASE WHEN g % 4 = 0 THEN 'pending' ELSE 'approved' END)::pre_filter_status,
      CASE WHEN g % 3 = 0 THEN c.photo_judge_1_id END, CASE WHEN g % 3 = 0 THEN 1 + g % 10 END,
      CASE WHEN g % 3 = 1 THEN c.photo_judge_2_id END, CASE WHEN g % 3 = 1 THEN 1 + g % 10 END
    FROM generate_series(1, 100000) g
    JOIN (SELECT id, category, photo_judge_1_id, photo_judge_2_id,
            row_number() OVER (ORDER BY starts_at) AS n FROM contests) c
      ON c.n = 1 + g % 500`);
  await plans.vacuumAnalyze(db, ['contests', 'submissions', 'users']);
}, 60_000);

afterAll(async () => {
  await t.close();
});

/** The plan of the query `listAssignedContests` sends, and its answer. */
async function contestList(role: JudgeRole, judgeId: string) {
  const db = t.db.$client;
  let query: { text: string; values: unknown[] } | undefined;
  const capture = {
    query: (text: string, values: unknown[]) => {
      query = { text, values };
      return db.query(text, values);
    },
  } as unknown as Queryable;
  const rows = await listAssignedContests(capture, judgeSlotOf(role), judgeId);
  return { rows, plan: await plans.planOf(db, query!) };
}

describe("a judge's contest list: 100 or 150 contests among 500, 100,000 entries", () => {
  it.each([
    ['pre_filter_judge', 'pre', 'submissions_photo_judging_idx', 150],
    ['photo_judge_1', 'pj1', 'submissions_photo_judging_idx', 150],
    ['photo_judge_2', 'pj2', 'submissions_photo_judging_idx', 150],
    ['video_judge_1', 'vj1', 'submissions_video_judging_idx', 100],
  ] as const)('%s: counts each contest from %s alone', async (role, judgeId, index, contests) => {
    const { rows, plan } = await contestList(role, judgeId);
    expect(rows).toHaveLength(contests);
    expect(plan.seqScans).not.toContain('submissions');
    expect(plan.indexOnly).toContain(index);
    expect(plan.indexes.filter((name) => name.startsWith('submissions_'))).toEqual([index]);
  });

  it('counts what the judge has left, scored high and low, as the table says', async () => {
    const { rows } = await contestList('photo_judge_1', 'pj1');
    const { rows: expected } = await t.db.$client.query<{ total: number; pending: number; high: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE judge1_score IS NULL)::int AS pending,
         count(*) FILTER (WHERE judge1_score >= 7)::int AS high
       FROM submissions s JOIN contests c ON c.id = s.contest_id
       WHERE c.photo_judge_1_id = 'pj1' AND s.file_key IS NOT NULL AND s.pre_filter_status = 'approved'`,
    );
    const sum = (key: 'total' | 'pending' | 'high') => rows.reduce((n, row) => n + Number(row[key]), 0);
    expect({ total: sum('total'), pending: sum('pending'), high: sum('high') }).toEqual(expected[0]);
    expect(expected[0].pending).toBeGreaterThan(0);
    expect(expected[0].high).toBeGreaterThan(0);
  });
});
