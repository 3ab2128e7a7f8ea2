import type { PoolClient } from 'pg';
import type { PhotoCategory } from '../../../domain/contest-rules';
import type { ContestCategory } from '../../../domain/packages';
import { disagreementSql } from '../../../domain/disagreement';
import { countsInResultsSql } from '../../../domain/results';
import type { Locale } from '../../../domain/schemas/account';
import type { JudgeRole } from '../../../domain/roles';

import type { JudgeColumns } from '../../db/judge-columns';
import { allRows, firstRow, type Queryable } from '../../db/transaction';
export type Query = { text: string; values: unknown[] };

// Entries that count in results: approved photos and every video (domain/results). In a photo contest
// these are exactly the photo judges' work; in a video contest, the video judges'.
import { awardYearSql } from '../../../domain/award-counts';

export const COUNTS = countsInResultsSql('s');

/** The approval email of a participant in a contest: one per (contest, participant), ever. */
export function approvalDedupeKey(contestId: string, userId: string): string {
  return `approval:${contestId}:${userId}`;
}
const APPROVAL_KEY_SQL = (contest: string, user: string) =>
  `'approval:' || ${contest}::text || ':' || ${user}`;

// A range on starts_at (not extract(year …)), so the contests_starts_idx index serves it.
// The year's contests, by the one award-year rule (domain/award-counts).
export const YEAR_RANGE = (year: string, tz: string) => awardYearSql('c', year, tz);

export type ContestOptionRow = { id: string; title: string; category: ContestCategory };

export async function listContestOptions(
  db: Queryable,
  year: number,
  timeZone: string,
): Promise<ContestOptionRow[]> {
  return allRows<ContestOptionRow>(
    db,
    `SELECT c.id, c.title, c.category FROM contests c WHERE ${YEAR_RANGE('$1', '$2')}
     ORDER BY c.starts_at DESC NULLS LAST, c.id DESC NULLS LAST`,
    [year, timeZone],
  );
}

export type ContestStatsRow = JudgeColumns & {
  id: string;
  title: string;
  category: ContestCategory;
  photo_category: PhotoCategory | null;
  is_extra: boolean;
  starts_at: Date;
  deadline: Date;
  results_at: Date;
  entries: number;
  photos: number;
  films: number;
  participants: number;
  pre_filter_pending: number;
  approved: number;
  rejected: number;
  judged_total: number;
  judge1_scored: number;
  judge2_scored: number;
  /** Of those, the scores given by the slot's current holder (the rest were kept from a replaced judge). */
  judge1_own: number;
  judge2_own: number;
  evaluated: number;
  awarded: number;
  honorable: number;
  disagreements: number;
  adjudicated: number;
};

/**
 * Per contest of a São Paulo year (or one contest): entries, pre-filter and per-judge-side counts.
 * Contests come from the starts_at index; each is counted through the submissions contest index
 * (a lateral aggregate per contest), so the cost follows the year's entries, not the table.
 */
export function buildContestStatsQuery(filter: {
  year: number;
  timeZone: string;
  contestId: string | null;
}): Query {
  return {
    text: `WITH cs AS (
        SELECT c.* FROM contests c
        WHERE ${YEAR_RANGE('$1', '$2')} AND ($3::uuid IS NULL OR c.id = $3::uuid)
      )
      SELECT cs.id, cs.title, cs.category, cs.photo_category, cs.is_extra, cs.starts_at, cs.deadline, cs.results_at,
        cs.pre_filter_judge_id, cs.photo_judge_1_id, cs.photo_judge_2_id, cs.video_judge_1_id, cs.video_judge_2_id,
        (SELECT username FROM users WHERE id = cs.pre_filter_judge_id) AS pre_filter_judge_username,
        (SELECT username FROM users WHERE id = cs.photo_judge_1_id) AS photo_judge_1_username,
        (SELECT username FROM users WHERE id = cs.photo_judge_2_id) AS photo_judge_2_username,
        (SELECT username FROM users WHERE id = cs.video_judge_1_id) AS video_judge_1_username,
        (SELECT username FROM users WHERE id = cs.video_judge_2_id) AS video_judge_2_username,
        n.*
      FROM cs CROSS JOIN LATERAL (
        SELECT count(*)::int AS entries,
          count(*) FILTER (WHERE s.file_key IS NOT NULL)::int AS photos,
          count(*) FILTER (WHERE s.video_url IS NOT NULL)::int AS films,
          count(DISTINCT s.user_id)::int AS participants,
          count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'pending')::int AS pre_filter_pending,
          count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'approved')::int AS approved,
          count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'rejected')::int AS rejected,
          count(*) FILTER (WHERE ${COUNTS})::int AS judged_total,
          count(*) FILTER (WHERE ${COUNTS} AND s.judge1_score IS NOT NULL)::int AS judge1_scored,
          count(*) FILTER (WHERE ${COUNTS} AND s.judge2_score IS NOT NULL)::int AS judge2_scored,
          count(*) FILTER (WHERE ${COUNTS} AND s.judge1_score IS NOT NULL AND s.judge1_id =
            CASE WHEN cs.category = 'photo' THEN cs.photo_judge_1_id ELSE cs.video_judge_1_id END)::int AS judge1_own,
          count(*) FILTER (WHERE ${COUNTS} AND s.judge2_score IS NOT NULL AND s.judge2_id =
            CASE WHEN cs.category = 'photo' THEN cs.photo_judge_2_id ELSE cs.video_judge_2_id END)::int AS judge2_own,
          count(*) FILTER (WHERE ${COUNTS} AND s.final_score IS NOT NULL)::int AS evaluated,
          count(*) FILTER (WHERE ${COUNTS} AND s.award = 'awarded')::int AS awarded,
          count(*) FILTER (WHERE ${COUNTS} AND s.award = 'honorable')::int AS honorable,
          count(*) FILTER (WHERE ${COUNTS} AND ${disagreementSql('s', 'cs')})::int AS disagreements,
          count(*) FILTER (WHERE ${COUNTS} AND s.adjudicator_score IS NOT NULL)::int AS adjudicated
        FROM submissions s WHERE s.contest_id = cs.id
      ) n
      ORDER BY cs.starts_at DESC NULLS LAST, cs.id DESC NULLS LAST`,
    values: [filter.year, filter.timeZone, filter.contestId],
  };
}

export async function listContestStats(
  db: Queryable,
  filter: { year: number; timeZone: string; contestId: string | null },
): Promise<ContestStatsRow[]> {
  const query = buildContestStatsQuery(filter);
  return allRows<ContestStatsRow>(db, query.text, query.values);
}

export type CompletionRow = {
  contest_id: string;
  judge_id: string;
  username: string;
  role: JudgeRole;
  completed_at: Date;
};

export async function listCompletions(
  db: Queryable,
  contestIds: readonly string[],
): Promise<CompletionRow[]> {
  if (contestIds.length === 0) return [];
  return allRows<CompletionRow>(
    db,
    `SELECT ec.contest_id, ec.judge_id, u.username, u.role, ec.completed_at
     FROM evaluation_completions ec JOIN users u ON u.id = ec.judge_id
     WHERE ec.contest_id = ANY($1::uuid[])
     ORDER BY ec.completed_at, u.username`,
    [contestIds],
  );
}

export type ApprovalEmailCountsRow = {
  contest_id: string;
  recipients: number;
  not_queued: number;
  queued: number;
  sent: number;
  failed: number;
};

/**
 * Approval emails per contest. Recipients are the participants with an entry counting in results;
 * emails are found by their dedupe key (the unique index), for every participant of the contest, so
 * an email sent before a photo was moved out of approved still shows.
 */
export function buildApprovalEmailCountsQuery(contestIds: readonly string[]): Query {
  return {
    text: `SELECT p.contest_id,
        count(*) FILTER (WHERE p.is_recipient)::int AS recipients,
        count(*) FILTER (WHERE p.is_recipient AND e.id IS NULL)::int AS not_queued,
        count(e.id) FILTER (WHERE e.status = 'queued')::int AS queued,
        count(e.id) FILTER (WHERE e.status = 'sent')::int AS sent,
        count(e.id) FILTER (WHERE e.status = 'failed')::int AS failed
      FROM (
        SELECT s.contest_id, s.user_id, bool_or(${COUNTS}) AS is_recipient
        FROM submissions s WHERE s.contest_id = ANY($1::uuid[])
        GROUP BY s.contest_id, s.user_id
      ) p
      -- LIMIT 1 keeps this a lookup per participant on the unique key: the emails table holds every
      -- email ever sent and must never be read whole.
      LEFT JOIN LATERAL (
        SELECT e.id, e.status FROM emails e WHERE e.dedupe_key = ${APPROVAL_KEY_SQL('p.contest_id', 'p.user_id')} LIMIT 1
      ) e ON true
      GROUP BY p.contest_id`,
    values: [contestIds],
  };
}

export async function countApprovalEmails(
  db: Queryable,
  contestIds: readonly string[],
): Promise<ApprovalEmailCountsRow[]> {
  if (contestIds.length === 0) return [];
  const query = buildApprovalEmailCountsQuery(contestIds);
  return allRows<ApprovalEmailCountsRow>(db, query.text, query.values);
}

export type ContestRow = {
  /** Results published: an approval email sent now says so. */
  show_evaluations: boolean;
  id: string;
  title: string;
  category: ContestCategory;
  is_extra: boolean;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
  video_judge_1_id: string | null;
  video_judge_2_id: string | null;
  photo_judge_1_username: string | null;
  photo_judge_2_username: string | null;
  video_judge_1_username: string | null;
  video_judge_2_username: string | null;
};

export async function findContest(db: Queryable, id: string): Promise<ContestRow | null> {
  return firstRow<ContestRow>(
    db,
    `SELECT c.id, c.title, c.category, c.is_extra, c.show_evaluations, c.photo_judge_1_id, c.photo_judge_2_id,
       c.video_judge_1_id, c.video_judge_2_id,
       (SELECT username FROM users WHERE id = c.photo_judge_1_id) AS photo_judge_1_username,
       (SELECT username FROM users WHERE id = c.photo_judge_2_id) AS photo_judge_2_username,
       (SELECT username FROM users WHERE id = c.video_judge_1_id) AS video_judge_1_username,
       (SELECT username FROM users WHERE id = c.video_judge_2_id) AS video_judge_2_username
     FROM contests c WHERE c.id = $1`,
    [id],
  );
}

export type ParticipantRow = {
  user_id: string;
  username: string;
  email: string;
  submission_count: number;
  paid_count: number;
  approved_count: number;
  email_status: 'queued' | 'sent' | 'failed' | null;
  email_sent_at: Date | null;
  total: number;
};

/**
 * One page of a contest's participants, by username. The contest's entries are grouped through the
 * contest index (one pass); users and approval emails are looked up by key (LATERAL … LIMIT 1 keeps
 * them lookups), so the cost follows the contest, not the size of the users or emails tables.
 */
export function buildParticipantsQuery(contestId: string, limit: number, offset: number): Query {
  return {
    text: `WITH p AS (
        SELECT s.user_id, count(*)::int AS submission_count,
          count(*) FILTER (WHERE s.is_paid)::int AS paid_count,
          count(*) FILTER (WHERE ${COUNTS})::int AS approved_count
        FROM submissions s WHERE s.contest_id = $1
        GROUP BY s.user_id
      ), page AS (
        SELECT p.*, u.username, u.email, count(*) OVER ()::int AS total
        FROM p CROSS JOIN LATERAL (SELECT username, email FROM users WHERE id = p.user_id LIMIT 1) u
        ORDER BY lower(u.username), p.user_id
        LIMIT $2 OFFSET $3
      )
      SELECT page.*, e.status AS email_status, e.sent_at AS email_sent_at
      FROM page LEFT JOIN LATERAL (
        SELECT status, sent_at FROM emails WHERE dedupe_key = ${APPROVAL_KEY_SQL('$1', 'page.user_id')} LIMIT 1
      ) e ON true
      ORDER BY lower(page.username), page.user_id`,
    values: [contestId, limit, offset],
  };
}

export async function listParticipants(db: Queryable, contestId: string, limit: number, offset: number) {
  const query = buildParticipantsQuery(contestId, limit, offset);
  const { rows } = await db.query<ParticipantRow>(query.text, query.values);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const count = await db.query<{ n: number }>(
      'SELECT count(DISTINCT user_id)::int AS n FROM submissions WHERE contest_id = $1',
      [contestId],
    );
    total = count.rows[0].n;
  }
  return { rows, total };
}

export type RecipientRow = {
  user_id: string;
  username: string;
  email: string;
  locale: Locale;
  entries: number;
};

/** Participants with at least one entry counting in results (approved photos, or films). */
export async function listApprovalRecipients(db: Queryable, contestId: string): Promise<RecipientRow[]> {
  return allRows<RecipientRow>(
    db,
    `SELECT u.id AS user_id, u.username, u.email, u.locale, r.entries
     FROM (
       SELECT s.user_id, count(*)::int AS entries FROM submissions s
       WHERE s.contest_id = $1 AND ${COUNTS} GROUP BY s.user_id
     ) r JOIN users u ON u.id = r.user_id
     ORDER BY lower(u.username), u.id`,
    [contestId],
  );
}

/** Failed approval emails of a contest, whoever they went to. */
export async function listFailedApprovalEmails(db: Queryable, contestId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT e.id FROM (SELECT DISTINCT s.user_id FROM submissions s WHERE s.contest_id = $1) p
     JOIN emails e ON e.dedupe_key = ${APPROVAL_KEY_SQL('$1', 'p.user_id')}
     WHERE e.status = 'failed'
     ORDER BY e.created_at, e.id`,
    [contestId],
  );
  return rows.map((r) => r.id);
}

// Namespace of the advisory locks serialising approval-email batches of one contest.
const APPROVAL_LOCK_NAMESPACE = 4_202;

/** Holds the contest's approval-email lock until the caller's transaction ends. */
export async function lockApprovalBatch(client: PoolClient, contestId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [APPROVAL_LOCK_NAMESPACE, contestId]);
}

export type ScoreCountRow = {
  series: 'final' | 'judge1' | 'judge2';
  /** Who gave the scores of a judge series (null for the final series, or an account deleted since). */
  judge_id: string | null;
  username: string | null;
  score: number;
  n: number;
};

/**
 * How many entries got each score, over entries counting in results: final scores, and each judge
 * side's per judge who gave them (a replaced judge's kept scores stay theirs: docs/decisions/results.md).
 */
export function buildScoreDistributionQuery(contestId: string): Query {
  return {
    text: `SELECT d.series, d.judge_id, u.username, d.score, d.n FROM (
        SELECT 'final' AS series, NULL::text AS judge_id, s.final_score::float8 AS score, count(*)::int AS n
        FROM submissions s WHERE s.contest_id = $1 AND ${COUNTS} AND s.final_score IS NOT NULL
        GROUP BY s.final_score
        UNION ALL
        SELECT 'judge1', s.judge1_id, s.judge1_score::float8, count(*)::int
        FROM submissions s WHERE s.contest_id = $1 AND ${COUNTS} AND s.judge1_score IS NOT NULL
        GROUP BY s.judge1_id, s.judge1_score
        UNION ALL
        SELECT 'judge2', s.judge2_id, s.judge2_score::float8, count(*)::int
        FROM submissions s WHERE s.contest_id = $1 AND ${COUNTS} AND s.judge2_score IS NOT NULL
        GROUP BY s.judge2_id, s.judge2_score
      ) d
      LEFT JOIN LATERAL (SELECT username FROM users WHERE id = d.judge_id LIMIT 1) u ON true`,
    values: [contestId],
  };
}

export async function countScores(db: Queryable, contestId: string): Promise<ScoreCountRow[]> {
  const query = buildScoreDistributionQuery(contestId);
  return allRows<ScoreCountRow>(db, query.text, query.values);
}
