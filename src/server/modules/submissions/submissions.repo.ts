import type { PoolClient } from 'pg';
import type { ContestCategory, Currency } from '../../../domain/packages';
import { countsInResultsSql } from '../../../domain/results';
import { entryNumberSql } from '../../../domain/entry-name';
import type { UserStatus } from '../../../domain/roles';
import type { PreFilterStatus } from '../../../domain/pre-filter';

import type { submissions } from '../../db/schema';
import type { SqlRowOf } from '../../db/sql-row';
import { firstRow, type Queryable } from '../../db/transaction';

// A photo out of 'approved' keeps its scores for the judges, but they are stale: it has no result
// (domain/results). Award filters, score orders and award counts only look at entries that count.
export const COUNTS = countsInResultsSql('s');

export type { PreFilterStatus };
export type AwardValue = 'awarded' | 'honorable' | 'not_awarded';

/**
 * An entry's own columns and its contest's, as the entry lists read them (My Submissions, the admin
 * results): typed by the schema, the contest's under `contest_*` aliases.
 */
export type EntryColumns = Pick<
  SqlRowOf<typeof submissions>,
  | 'id'
  | 'contest_id'
  | 'file_key'
  | 'file_width'
  | 'file_height'
  | 'video_url'
  | 'title'
  | 'caption'
  | 'pre_filter_status'
  | 'is_paid'
  | 'judge1_score'
  | 'judge2_score'
  | 'judge1_comment'
  | 'judge2_comment'
  | 'judge1_feedback'
  | 'judge2_feedback'
  | 'created_at'
> & {
  contest_title: string;
  contest_category: ContestCategory;
  contest_photo_category: 'wedding' | 'family' | null;
  contest_is_extra: boolean;
  contest_show_evaluations: boolean;
};

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
  /** Read where photos are received (findContest); other contest reads leave it out. */
  min_photo_long_side?: number | null;
};

const CONTEST_COLUMNS = `c.id, c.title, c.category, c.photo_category, c.rules, c.starts_at, c.deadline, c.results_at,
  c.is_extra, c.show_evaluations, c.show_submissions, c.show_pre_filter_results, c.pre_filter_judge_id,
  c.photo_judge_1_id, c.photo_judge_2_id, c.video_judge_1_id, c.video_judge_2_id, c.min_photo_long_side`;

export async function findContest(db: Queryable, id: string): Promise<ContestRow | null> {
  return firstRow<ContestRow>(db, `SELECT ${CONTEST_COLUMNS} FROM contests c WHERE c.id = $1`, [id]);
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
  payment_url: string | null;
  early_amount: number | null;
  early_until: string | null;
  late_amount: number | null;
  late_from: string | null;
};

/**
 * A package and its regular price in one currency with its dated prices (amount null when it has
 * no price in that currency). The price of the day is domain/dated-prices' (entry-plan's priceOfChoice).
 */
export async function findPackageChoice(
  db: Queryable,
  packageId: string,
  currency: Currency,
): Promise<PackageChoiceRow | null> {
  return firstRow<PackageChoiceRow>(
    db,
    `SELECT p.id, p.category, p.items, p.is_active, pp.amount::float8 AS amount, pp.payment_url,
       pp.early_amount::float8 AS early_amount, pp.early_until::text AS early_until,
       pp.late_amount::float8 AS late_amount, pp.late_from::text AS late_from
     FROM packages p LEFT JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = $2
     WHERE p.id = $1`,
    [packageId, currency],
  );
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
  contentHash?: string | null;
  title: string | null;
  caption: string | null;
  isPaid: boolean;
  packageId: string | null;
  currency: Currency | null;
  amount: number | null;
};

export async function insertSubmissions(
  client: PoolClient,
  entries: readonly NewSubmission[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const e of entries) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO submissions (contest_id, user_id, file_key, file_width, file_height, file_bytes, video_url,
         pre_filter_status, is_paid, package_id, currency, amount, title, caption, content_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
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
        e.title,
        e.caption,
        e.contentHash ?? null,
      ],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

export type OwnedSubmissionRow = {
  id: string;
  file_key: string | null;
  pre_filter_status: PreFilterStatus;
  judge1_score: number | null;
  judge2_score: number | null;
  deadline: Date;
  show_pre_filter_results: boolean;
  show_evaluations: boolean;
};

/** The caller's submission, locked for the rest of the transaction; null when it is not theirs. */
export async function lockOwnedSubmission(
  client: PoolClient,
  id: string,
  userId: string,
): Promise<OwnedSubmissionRow | null> {
  return firstRow<OwnedSubmissionRow>(
    client,
    `SELECT s.id, s.file_key, s.pre_filter_status, s.judge1_score, s.judge2_score, c.deadline,
       c.show_pre_filter_results, c.show_evaluations
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $1 AND s.user_id = $2 FOR UPDATE OF s`,
    [id, userId],
  );
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
  adjudicator_id: string | null;
};

export async function findImageSubject(db: Queryable, id: string): Promise<ImageSubjectRow | null> {
  return firstRow<ImageSubjectRow>(
    db,
    `SELECT s.id, s.user_id, s.file_key, s.pre_filter_status, s.contest_id, c.title AS contest_title,
       c.show_submissions, c.pre_filter_judge_id, c.photo_judge_1_id, c.photo_judge_2_id, s.adjudicator_id
     FROM submissions s JOIN contests c ON c.id = s.contest_id WHERE s.id = $1`,
    [id],
  );
}

export type OverallRow = {
  id: string;
  user_id: string;
  username: string;
  file_key: string | null;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  title: string | null;
  pre_filter_status: PreFilterStatus;
  judge1_score: number | null;
  judge2_score: number | null;
  final_score: number | null;
  award: AwardValue | null;
  adjudicator_score: number | null;
  created_at: Date;
  /** Its place among its author's entries in the contest (domain/entry-name). */
  entry_number: number;
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
    `SELECT s.id, s.user_id, u.username, s.file_key, s.file_width, s.file_height, s.video_url, s.title,
       s.pre_filter_status, s.judge1_score, s.judge2_score, s.final_score::float8 AS final_score, s.award,
       s.adjudicator_score, s.created_at, ${COUNTS} AS counts_in_results, count(*) OVER ()::int AS total,
       ${entryNumberSql('s')} AS entry_number
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

/** Sets the title and caption of a submission (the caller checked ownership and the deadline). */
export async function updateEntryText(
  client: PoolClient,
  id: string,
  text: { title: string | null; caption: string | null },
): Promise<void> {
  await client.query('UPDATE submissions SET title = $2, caption = $3, updated_at = now() WHERE id = $1', [
    id,
    text.title,
    text.caption,
  ]);
}

/** Which of these file hashes the participant already entered in the contest. */
export async function findEnteredHashes(
  db: Queryable,
  userId: string,
  contestId: string,
  hashes: readonly string[],
): Promise<string[]> {
  if (hashes.length === 0) return [];
  const { rows } = await db.query<{ content_hash: string }>(
    `SELECT content_hash FROM submissions
     WHERE contest_id = $1 AND user_id = $2 AND content_hash = ANY($3::text[])`,
    [contestId, userId, hashes],
  );
  return rows.map((r) => r.content_hash);
}
