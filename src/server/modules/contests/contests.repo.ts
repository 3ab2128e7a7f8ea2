import { AWARD_SQL, FINAL_SCORE_SQL } from '../../../domain/awards';
import type { PhotoCategory } from '../../../domain/contest-rules';
import type { ContestCategory } from '../../../domain/packages';
import type { JudgeRole, Role } from '../../../domain/roles';
import type { JudgeNameColumns } from '../../db/judge-columns';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export type ContestRow = {
  id: string;
  title: string;
  starts_at: Date;
  deadline: Date;
  results_at: Date;
  category: ContestCategory;
  photo_category: PhotoCategory | null;
  rules: string;
  show_evaluations: boolean;
  show_submissions: boolean;
  show_pre_filter_results: boolean;
  is_extra: boolean;
  show_titles_to_judges: boolean;
  min_photo_long_side: number | null;
  pre_filter_judge_id: string | null;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
  video_judge_1_id: string | null;
  video_judge_2_id: string | null;
  disagreement_threshold: number;
  /** A \`date\` column: node-postgres reads it as local midnight. */
  judging_deadline: Date | string | null;
  created_at: Date;
  updated_at: Date;
};

/** A contest with what the admin list shows beside it. */
export type ContestListRow = ContestRow &
  JudgeNameColumns & {
    submission_count: number;
    participant_count: number;
  };

/** The columns written by the contest form. */
export type ContestValues = {
  title: string;
  startsAt: Date;
  deadline: Date;
  resultsAt: Date;
  category: ContestCategory;
  photoCategory: PhotoCategory | null;
  rules: string;
  showEvaluations: boolean;
  showSubmissions: boolean;
  showPreFilterResults: boolean;
  isExtra: boolean;
  showTitlesToJudges: boolean;
  minPhotoLongSide: number | null;
  preFilterJudgeId: string | null;
  photoJudge1Id: string | null;
  photoJudge2Id: string | null;
  videoJudge1Id: string | null;
  videoJudge2Id: string | null;
  disagreementThreshold: number;
  /** ISO day, or null: no judging deadline. */
  judgingDeadline: string | null;
};

export type ContestListFilter = {
  /** Contests whose start falls in this calendar year of `timeZone`. */
  year?: number;
  timeZone: string;
};

// A range on starts_at (not extract(year …) = $1) so the index on starts_at serves the filter.
function whereOf(filter: ContestListFilter): { where: string; values: unknown[] } {
  if (filter.year === undefined) return { where: '', values: [] };
  return {
    where: `WHERE starts_at >= make_timestamptz($1::int, 1, 1, 0, 0, 0, $2::text)
      AND starts_at < make_timestamptz($1::int + 1, 1, 1, 0, 0, 0, $2::text)`,
    values: [filter.year, filter.timeZone],
  };
}

// The page is cut first (an index scan on starts_at), then only its 50 rows are joined to the judges
// and counted in submissions (index on contest_id), so the cost does not grow with the table.
const DETAILS = `
  SELECT p.*,
    (SELECT username FROM users WHERE id = p.pre_filter_judge_id) AS pre_filter_judge_username,
    (SELECT username FROM users WHERE id = p.photo_judge_1_id) AS photo_judge_1_username,
    (SELECT username FROM users WHERE id = p.photo_judge_2_id) AS photo_judge_2_username,
    (SELECT username FROM users WHERE id = p.video_judge_1_id) AS video_judge_1_username,
    (SELECT username FROM users WHERE id = p.video_judge_2_id) AS video_judge_2_username,
    counts.submission_count,
    counts.participant_count
  FROM page p
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS submission_count, count(DISTINCT s.user_id)::int AS participant_count
    FROM submissions s WHERE s.contest_id = p.id
  ) counts`;

// NULLS LAST as in the index (drizzle writes DESC NULLS LAST): a plain DESC means NULLS FIRST, which
// that index cannot deliver in order, and PostgreSQL would sort the whole table instead.
/** The SQL of one page of the admin list (exposed so a test can EXPLAIN exactly this query). */
export function buildContestPageQuery(filter: ContestListFilter, limit: number, offset: number) {
  const { where, values } = whereOf(filter);
  const n = values.length;
  return {
    text: `WITH page AS (
        SELECT * FROM contests ${where}
        ORDER BY starts_at DESC NULLS LAST, id DESC NULLS LAST
        LIMIT $${n + 1} OFFSET $${n + 2}
      )
      ${DETAILS}
      ORDER BY p.starts_at DESC NULLS LAST, p.id DESC NULLS LAST`,
    values: [...values, limit, offset],
  };
}

export async function listContests(
  db: Queryable,
  filter: ContestListFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ContestListRow[]; total: number }> {
  const { where, values } = whereOf(filter);
  const [page, count] = await Promise.all([
    db.query<ContestListRow>(buildContestPageQuery(filter, limit, offset)),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM contests ${where}`, values),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

export async function findContestDetails(db: Queryable, id: string): Promise<ContestListRow | null> {
  return firstRow<ContestListRow>(db, `WITH page AS (SELECT * FROM contests WHERE id = $1) ${DETAILS}`, [id]);
}

/**
 * Years that have contests, newest first, as local years of the start instants. A contest table is
 * small (thousands of rows); this reads it whole, which takes well under a millisecond per thousand.
 */
export async function listContestYears(db: Queryable, timeZone: string): Promise<number[]> {
  const { rows } = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM starts_at AT TIME ZONE $1)::int AS year FROM contests ORDER BY year DESC`,
    [timeZone],
  );
  return rows.map((r) => r.year);
}

export async function lockContest(db: Queryable, id: string): Promise<ContestRow | null> {
  return firstRow<ContestRow>(db, 'SELECT * FROM contests WHERE id = $1 FOR UPDATE', [id]);
}

const COLUMNS = [
  'title',
  'starts_at',
  'deadline',
  'results_at',
  'category',
  'photo_category',
  'rules',
  'show_evaluations',
  'show_submissions',
  'show_pre_filter_results',
  'is_extra',
  'pre_filter_judge_id',
  'photo_judge_1_id',
  'photo_judge_2_id',
  'video_judge_1_id',
  'video_judge_2_id',
  'disagreement_threshold',

  'show_titles_to_judges',
  'min_photo_long_side',
  'judging_deadline',
] as const;

function valuesOf(v: ContestValues): unknown[] {
  return [
    v.title,
    v.startsAt,
    v.deadline,
    v.resultsAt,
    v.category,
    v.photoCategory,
    v.rules,
    v.showEvaluations,
    v.showSubmissions,
    v.showPreFilterResults,
    v.isExtra,
    v.preFilterJudgeId,
    v.photoJudge1Id,
    v.photoJudge2Id,
    v.videoJudge1Id,
    v.videoJudge2Id,
    v.disagreementThreshold,

    v.showTitlesToJudges,
    v.minPhotoLongSide,
    v.judgingDeadline,
  ];
}

export async function insertContest(db: Queryable, values: ContestValues): Promise<ContestRow> {
  const { rows } = await db.query<ContestRow>(
    `INSERT INTO contests (${COLUMNS.join(', ')})
     VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    valuesOf(values),
  );
  return rows[0];
}

export async function updateContest(db: Queryable, id: string, values: ContestValues): Promise<ContestRow> {
  const { rows } = await db.query<ContestRow>(
    `UPDATE contests SET ${COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now()
     WHERE id = $1 RETURNING *`,
    [id, ...valuesOf(values)],
  );
  return rows[0];
}

export async function setPreFilterVisibility(db: Queryable, id: string, visible: boolean): Promise<void> {
  await db.query('UPDATE contests SET show_pre_filter_results = $2, updated_at = now() WHERE id = $1', [
    id,
    visible,
  ]);
}

export async function countSubmissions(db: Queryable, contestId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM submissions WHERE contest_id = $1',
    [contestId],
  );
  return rows[0].n;
}

/**
 * Stored final scores and awards depend on is_extra (judge 1 alone in an extra contest); when the
 * flag changes they are recomputed with the domain's SQL twins, in the same transaction.
 */
export async function recomputeScores(db: Queryable, contestId: string): Promise<void> {
  await db.query(
    `UPDATE submissions s
     SET final_score = sc.final_score, award = sc.award::award, updated_at = now()
     FROM (
       SELECT s2.id, ${FINAL_SCORE_SQL} AS final_score, ${AWARD_SQL} AS award
       FROM submissions s2 JOIN contests c ON c.id = s2.contest_id
       WHERE s2.contest_id = $1
     ) sc
     WHERE s.id = sc.id AND (s.final_score IS DISTINCT FROM sc.final_score OR s.award::text IS DISTINCT FROM sc.award)`,
    [contestId],
  );
}

/**
 * Deletes the contest; its submissions and completion marks go with it (foreign keys cascade).
 * Returns the file keys of the deleted photos, for the caller to remove from storage after commit.
 */
export async function deleteContest(db: Queryable, id: string): Promise<{ fileKeys: string[] }> {
  const { rows } = await db.query<{ file_key: string }>(
    'SELECT file_key FROM submissions WHERE contest_id = $1 AND file_key IS NOT NULL',
    [id],
  );
  await db.query('DELETE FROM contests WHERE id = $1', [id]);
  return { fileKeys: rows.map((r) => r.file_key) };
}

/** Users named in judge slots, locked so their role cannot change before the contest is stored. */
export async function lockUsersRoles(db: Queryable, ids: string[]): Promise<Map<string, Role>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; role: Role }>(
    'SELECT id, role FROM users WHERE id = ANY($1::text[]) ORDER BY id FOR SHARE',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.role]));
}

export async function listJudges(
  db: Queryable,
  roles: readonly JudgeRole[],
): Promise<{ id: string; username: string; role: JudgeRole }[]> {
  return allRows<{ id: string; username: string; role: JudgeRole }>(
    db,
    `SELECT id, username, role FROM users WHERE role = ANY($1::user_role[]) ORDER BY lower(username)`,
    [roles],
  );
}

// Evaluation column names per side; fixed strings, never input.
const SIDE = {
  1: { score: 'judge1_score', comment: 'judge1_comment', feedback: 'judge1_feedback', judge: 'judge1_id' },
  2: { score: 'judge2_score', comment: 'judge2_comment', feedback: 'judge2_feedback', judge: 'judge2_id' },
} as const;

export type EvaluationCountRow = {
  side: 1 | 2;
  /** Null: given by a judge whose account was deleted since. */
  judge_id: string | null;
  username: string | null;
  scored: number;
  commented: number;
};

/** Per side, who has evaluated entries of the contest: scored ones, and ones with only a comment. */
export async function countEvaluationsByJudge(
  db: Queryable,
  contestId: string,
): Promise<EvaluationCountRow[]> {
  const perSide = ([1, 2] as const).map((side) => {
    const c = SIDE[side];
    return `SELECT ${side} AS side, s.${c.judge} AS judge_id,
        count(*) FILTER (WHERE s.${c.score} IS NOT NULL)::int AS scored,
        count(*) FILTER (WHERE s.${c.score} IS NULL)::int AS commented
      FROM submissions s
      WHERE s.contest_id = $1
        AND (s.${c.score} IS NOT NULL OR s.${c.comment} IS NOT NULL OR s.${c.feedback} IS NOT NULL)
      GROUP BY s.${c.judge}`;
  });
  return allRows<EvaluationCountRow>(
    db,
    `SELECT e.side, e.judge_id, u.username, e.scored, e.commented
     FROM (${perSide.join(' UNION ALL ')}) e LEFT JOIN users u ON u.id = e.judge_id
     ORDER BY e.side, lower(u.username)`,
    [contestId],
  );
}

/** Of `userIds`, those who have entries in the contest (a conflict of interest for a judge). */
export async function findEntrants(db: Queryable, contestId: string, userIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM submissions WHERE contest_id = $1
       AND ($2::text[] IS NULL OR user_id = ANY($2::text[]))`,
    [contestId, userIds.length > 0 ? userIds : null],
  );
  return rows.map((r) => r.user_id);
}

/** Judge-role users with entries in the contest (the form explains why they are not offered). */
export async function findJudgeEntrants(db: Queryable, contestId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT u.id FROM users u
     WHERE u.role <> 'participant' AND u.role <> 'admin'
       AND EXISTS (SELECT 1 FROM submissions s WHERE s.contest_id = $1 AND s.user_id = u.id)`,
    [contestId],
  );
  return rows.map((r) => r.id);
}

/**
 * Takes evaluations on one side of a contest off the entries and files them in
 * set_aside_evaluations: those given by anyone but `keeperId`, and with `onlyUnscored` only the ones
 * that carry a comment or areas but no score. Returns how many were set aside.
 */
export async function setAsideEvaluations(
  db: Queryable,
  contestId: string,
  side: 1 | 2,
  keeperId: string,
  actorId: string,
  onlyUnscored: boolean,
): Promise<number> {
  const c = SIDE[side];
  const { rowCount } = await db.query(
    `WITH moved AS (
       SELECT s.id, s.${c.judge} AS judge_id, s.${c.score} AS score, s.${c.comment} AS comment,
         s.${c.feedback} AS feedback
       FROM submissions s
       WHERE s.contest_id = $1 AND s.${c.judge} IS DISTINCT FROM $2
         AND (s.${c.score} IS NOT NULL OR s.${c.comment} IS NOT NULL OR s.${c.feedback} IS NOT NULL)
         AND (NOT $4::boolean OR s.${c.score} IS NULL)
       FOR UPDATE OF s
     ),
     filed AS (
       INSERT INTO set_aside_evaluations (submission_id, side, judge_id, score, comment, feedback, set_aside_by)
       SELECT id, ${side}, judge_id, score, comment, feedback, $3 FROM moved
     )
     UPDATE submissions s
     SET ${c.score} = NULL, ${c.comment} = NULL, ${c.feedback} = NULL, ${c.judge} = NULL, updated_at = now()
     FROM moved WHERE s.id = moved.id`,
    [contestId, keeperId, actorId, onlyUnscored],
  );
  return rowCount ?? 0;
}
