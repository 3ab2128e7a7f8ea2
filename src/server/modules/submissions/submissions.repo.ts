import type { PoolClient } from 'pg';
import type { Currency } from '../../../domain/packages';
import { countsInResultsSql } from '../../../domain/results';
import type { UserStatus } from '../../../domain/roles';
import type { Database } from '../../db/client';

type Queryable = Database['$client'] | PoolClient;

// A photo out of 'approved' keeps its scores for the judges, but they are stale: it has no result
// (domain/results). Award filters, score orders and award counts only look at entries that count.
const COUNTS = countsInResultsSql('s');

export type PreFilterStatus = 'pending' | 'approved' | 'rejected';
export type AwardValue = 'awarded' | 'honorable' | 'not_awarded';

export type ContestRow = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photo_category: 'wedding' | 'family' | null;
  rules: string;
  starts_at: Date;
  deadline: Date;
  results_at: Date;
  is_extra: boolean;
  show_evaluations: boolean;
  show_submissions: boolean;
  show_pre_filter_results: boolean;
  pre_filter_judge_id: string | null;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
  video_judge_1_id: string | null;
  video_judge_2_id: string | null;
};

const CONTEST_COLUMNS = `c.id, c.title, c.category, c.photo_category, c.rules, c.starts_at, c.deadline, c.results_at,
  c.is_extra, c.show_evaluations, c.show_submissions, c.show_pre_filter_results, c.pre_filter_judge_id,
  c.photo_judge_1_id, c.photo_judge_2_id, c.video_judge_1_id, c.video_judge_2_id`;

export async function findContest(db: Queryable, id: string): Promise<ContestRow | null> {
  const { rows } = await db.query<ContestRow>(`SELECT ${CONTEST_COLUMNS} FROM contests c WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserStatus(db: Queryable, userId: string): Promise<UserStatus | null> {
  const { rows } = await db.query<{ status: UserStatus }>('SELECT status FROM users WHERE id = $1', [userId]);
  return rows[0]?.status ?? null;
}

export type PackageChoiceRow = {
  id: string;
  category: 'photo' | 'video';
  items: number;
  is_active: boolean;
  amount: number | null;
};

/** A package and its price in one currency (amount null when it has no price in that currency). */
export async function findPackageChoice(
  db: Queryable,
  packageId: string,
  currency: Currency,
): Promise<PackageChoiceRow | null> {
  const { rows } = await db.query<PackageChoiceRow>(
    `SELECT p.id, p.category, p.items, p.is_active, pp.amount::float8 AS amount
     FROM packages p LEFT JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = $2
     WHERE p.id = $1`,
    [packageId, currency],
  );
  return rows[0] ?? null;
}

// Namespace of the advisory locks taken on a participant's entries in one contest (first lock key).
const ENTRY_LOCK_NAMESPACE = 4_201;

/**
 * Serialises the "count, then insert" of one participant in one contest until the transaction
 * ends, so parallel uploads cannot each see room for one more entry. Another (user, contest) pair
 * hashing to the same key only waits a moment; it can never be let through wrongly.
 */
export async function lockEntries(client: PoolClient, userId: string, contestId: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
    ENTRY_LOCK_NAMESPACE,
    `${userId}:${contestId}`,
  ]);
}

export async function countEntries(db: Queryable, userId: string, contestId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM submissions WHERE user_id = $1 AND contest_id = $2',
    [userId, contestId],
  );
  return rows[0].n;
}

export async function findVideoUrls(db: Queryable, userId: string, contestId: string): Promise<string[]> {
  const { rows } = await db.query<{ video_url: string }>(
    'SELECT video_url FROM submissions WHERE user_id = $1 AND contest_id = $2 AND video_url IS NOT NULL',
    [userId, contestId],
  );
  return rows.map((r) => r.video_url);
}

export type NewSubmission = {
  contestId: string;
  userId: string;
  fileKey: string | null;
  fileWidth: number | null;
  fileHeight: number | null;
  fileBytes: number | null;
  videoUrl: string | null;
  isPaid: boolean;
  packageId: string | null;
  currency: Currency | null;
  amount: number | null;
};

export async function insertSubmissions(client: PoolClient, entries: readonly NewSubmission[]): Promise<string[]> {
  const ids: string[] = [];
  for (const e of entries) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO submissions (contest_id, user_id, file_key, file_width, file_height, file_bytes, video_url,
         pre_filter_status, is_paid, package_id, currency, amount)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11) RETURNING id`,
      [
        e.contestId,
        e.userId,
        e.fileKey,
        e.fileWidth,
        e.fileHeight,
        e.fileBytes,
        e.videoUrl,
        e.isPaid,
        e.packageId,
        e.currency,
        e.amount,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

/** A submission with everything its owner may (depending on the contest's flags) be shown. */
export type MySubmissionRow = {
  id: string;
  contest_id: string;
  file_key: string | null;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  pre_filter_status: PreFilterStatus;
  is_paid: boolean;
  package_id: string | null;
  package_items: number | null;
  currency: Currency | null;
  amount: number | null;
  judge1_score: number | null;
  judge2_score: number | null;
  final_score: number | null;
  award: AwardValue | null;
  judge1_comment: string | null;
  judge2_comment: string | null;
  judge1_feedback: string[] | null;
  judge2_feedback: string[] | null;
  created_at: Date;
  contest_title: string;
  contest_category: 'photo' | 'video';
  contest_photo_category: 'wedding' | 'family' | null;
  contest_is_extra: boolean;
  contest_show_evaluations: boolean;
  contest_show_submissions: boolean;
  contest_show_pre_filter_results: boolean;
  contest_deadline: Date;
};

const MY_SUBMISSION_COLUMNS = `s.id, s.contest_id, s.file_key, s.file_width, s.file_height, s.video_url,
  s.pre_filter_status, s.is_paid, s.package_id, p.items AS package_items, s.currency, s.amount::float8 AS amount,
  s.judge1_score, s.judge2_score, s.final_score::float8 AS final_score, s.award, s.judge1_comment, s.judge2_comment,
  s.judge1_feedback, s.judge2_feedback, s.created_at,
  c.title AS contest_title, c.category AS contest_category, c.photo_category AS contest_photo_category,
  c.is_extra AS contest_is_extra, c.show_evaluations AS contest_show_evaluations,
  c.show_submissions AS contest_show_submissions, c.show_pre_filter_results AS contest_show_pre_filter_results,
  c.deadline AS contest_deadline`;

export async function findMySubmissions(db: Queryable, userId: string, ids: readonly string[]) {
  const { rows } = await db.query<MySubmissionRow>(
    `SELECT ${MY_SUBMISSION_COLUMNS}
     FROM submissions s JOIN contests c ON c.id = s.contest_id LEFT JOIN packages p ON p.id = s.package_id
     WHERE s.user_id = $1 AND s.id = ANY($2::uuid[]) ORDER BY s.created_at, s.id`,
    [userId, ids],
  );
  return rows;
}

export type MySubmissionFilters = {
  userId: string;
  from: Date | null;
  to: Date | null;
  contestId: string | null;
  status: PreFilterStatus | null;
  award: AwardValue | null;
  sortByScore: boolean;
  now: Date;
  limit: number;
  offset: number;
};

/**
 * The caller's submissions. The status filter only ever matches photos whose contest shows
 * pre-filter results, and the award filter and the score order only use contests that show
 * evaluations and have ended: a filter can never reveal what the entry itself would not show.
 */
export async function listMySubmissions(db: Queryable, f: MySubmissionFilters) {
  const { rows } = await db.query<MySubmissionRow & { total: number }>(
    `SELECT ${MY_SUBMISSION_COLUMNS}, count(*) OVER ()::int AS total
     FROM submissions s JOIN contests c ON c.id = s.contest_id LEFT JOIN packages p ON p.id = s.package_id
     WHERE s.user_id = $1
       AND ($2::timestamptz IS NULL OR s.created_at >= $2)
       AND ($3::timestamptz IS NULL OR s.created_at < $3)
       AND ($4::uuid IS NULL OR s.contest_id = $4)
       AND ($5::text IS NULL OR (c.show_pre_filter_results AND s.file_key IS NOT NULL AND s.pre_filter_status::text = $5))
       AND ($6::text IS NULL OR (c.show_evaluations AND c.deadline <= $8 AND ${COUNTS} AND s.award::text = $6))
     ORDER BY CASE WHEN $7::boolean AND c.show_evaluations AND c.deadline <= $8 AND ${COUNTS} THEN s.final_score END
       DESC NULLS LAST,
       s.created_at DESC, s.id
     LIMIT $9 OFFSET $10`,
    [f.userId, f.from, f.to, f.contestId, f.status, f.award, f.sortByScore, f.now, f.limit, f.offset],
  );
  return { rows, total: rows[0]?.total ?? (f.offset > 0 ? await countMySubmissions(db, f) : 0) };
}

async function countMySubmissions(db: Queryable, f: MySubmissionFilters): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.user_id = $1
       AND ($2::timestamptz IS NULL OR s.created_at >= $2)
       AND ($3::timestamptz IS NULL OR s.created_at < $3)
       AND ($4::uuid IS NULL OR s.contest_id = $4)
       AND ($5::text IS NULL OR (c.show_pre_filter_results AND s.file_key IS NOT NULL AND s.pre_filter_status::text = $5))
       AND ($6::text IS NULL OR (c.show_evaluations AND c.deadline <= $7 AND ${COUNTS} AND s.award::text = $6))`,
    [f.userId, f.from, f.to, f.contestId, f.status, f.award, f.now],
  );
  return rows[0].n;
}

export type ContestSummaryRow = { total: number; approved: number; awarded: number; honorable: number };

export async function summarizeMyContest(db: Queryable, userId: string, contestId: string): Promise<ContestSummaryRow> {
  const { rows } = await db.query<ContestSummaryRow>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'approved')::int AS approved,
       count(*) FILTER (WHERE ${COUNTS} AND s.award = 'awarded')::int AS awarded,
       count(*) FILTER (WHERE ${COUNTS} AND s.award = 'honorable')::int AS honorable
     FROM submissions s WHERE s.user_id = $1 AND s.contest_id = $2`,
    [userId, contestId],
  );
  return rows[0];
}

/** Years (in the contest time zone) and contests the caller has submissions in, for the filters. */
export async function findMyFacets(db: Queryable, userId: string, timeZone: string) {
  const years = await db.query<{ year: number }>(
    `SELECT DISTINCT EXTRACT(YEAR FROM created_at AT TIME ZONE $2)::int AS year
     FROM submissions WHERE user_id = $1 ORDER BY year DESC`,
    [userId, timeZone],
  );
  // Without the rules text: a filter lists every contest the participant ever entered (hundreds for
  // some), and the rules (up to 20,000 characters each) were read on every page only to be dropped.
  const contests = await db.query<Omit<ContestRow, 'rules'>>(
    `SELECT ${CONTEST_COLUMNS.replace('c.rules, ', '')} FROM contests c
     WHERE c.id IN (SELECT DISTINCT contest_id FROM submissions WHERE user_id = $1)
     ORDER BY c.starts_at DESC, c.title`,
    [userId],
  );
  return { years: years.rows.map((r) => r.year), contests: contests.rows };
}

export type OwnedSubmissionRow = {
  id: string;
  file_key: string | null;
  pre_filter_status: PreFilterStatus;
  judge1_score: number | null;
  judge2_score: number | null;
  deadline: Date;
};

/** The caller's submission, locked for the rest of the transaction; null when it is not theirs. */
export async function lockOwnedSubmission(
  client: PoolClient,
  id: string,
  userId: string,
): Promise<OwnedSubmissionRow | null> {
  const { rows } = await client.query<OwnedSubmissionRow>(
    `SELECT s.id, s.file_key, s.pre_filter_status, s.judge1_score, s.judge2_score, c.deadline
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $1 AND s.user_id = $2 FOR UPDATE OF s`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function deleteSubmission(client: PoolClient, id: string): Promise<void> {
  await client.query('DELETE FROM submissions WHERE id = $1', [id]);
}

export type ImageSubjectRow = {
  id: string;
  user_id: string;
  file_key: string | null;
  pre_filter_status: PreFilterStatus;
  contest_id: string;
  contest_title: string;
  show_submissions: boolean;
  pre_filter_judge_id: string | null;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
};

export async function findImageSubject(db: Queryable, id: string): Promise<ImageSubjectRow | null> {
  const { rows } = await db.query<ImageSubjectRow>(
    `SELECT s.id, s.user_id, s.file_key, s.pre_filter_status, s.contest_id, c.title AS contest_title,
       c.show_submissions, c.pre_filter_judge_id, c.photo_judge_1_id, c.photo_judge_2_id
     FROM submissions s JOIN contests c ON c.id = s.contest_id WHERE s.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type OverallRow = {
  id: string;
  user_id: string;
  username: string;
  file_key: string | null;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  pre_filter_status: PreFilterStatus;
  judge1_score: number | null;
  judge2_score: number | null;
  final_score: number | null;
  award: AwardValue | null;
  created_at: Date;
  /** False for a photo out of 'approved': its stored scores are stale. */
  counts_in_results: boolean;
  total: number;
};

export type OverallFilters = {
  contestId: string;
  status: PreFilterStatus | null;
  kind: 'photo' | 'video' | null;
  award: AwardValue | null;
  sortByScore: boolean;
  limit: number;
  offset: number;
};

/** Every submission of a contest, for its published overall table. Visibility is the caller's job. */
export async function listContestSubmissions(db: Queryable, f: OverallFilters) {
  const { rows } = await db.query<OverallRow>(
    `SELECT s.id, s.user_id, u.username, s.file_key, s.file_width, s.file_height, s.video_url,
       s.pre_filter_status, s.judge1_score, s.judge2_score, s.final_score::float8 AS final_score, s.award, s.created_at,
       ${COUNTS} AS counts_in_results, count(*) OVER ()::int AS total
     FROM submissions s JOIN users u ON u.id = s.user_id
     WHERE s.contest_id = $1
       AND ($2::text IS NULL OR (s.file_key IS NOT NULL AND s.pre_filter_status::text = $2))
       AND ($3::text IS NULL OR ($3 = 'photo') = (s.file_key IS NOT NULL))
       AND ($4::text IS NULL OR (${COUNTS} AND s.award::text = $4))
     ORDER BY CASE WHEN $5::boolean AND ${COUNTS} THEN s.final_score END DESC NULLS LAST, s.created_at DESC, s.id
     LIMIT $6 OFFSET $7`,
    [f.contestId, f.status, f.kind, f.award, f.sortByScore, f.limit, f.offset],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM submissions s WHERE s.contest_id = $1
         AND ($2::text IS NULL OR (s.file_key IS NOT NULL AND s.pre_filter_status::text = $2))
         AND ($3::text IS NULL OR ($3 = 'photo') = (s.file_key IS NOT NULL))
         AND ($4::text IS NULL OR (${COUNTS} AND s.award::text = $4))`,
      [f.contestId, f.status, f.kind, f.award],
    );
    total = count.rows[0].n;
  }
  return { rows, total };
}
