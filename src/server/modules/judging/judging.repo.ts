import type { PoolClient } from 'pg';
import type { Award } from '../../../domain/awards';
import { buildAwardSql, FINAL_SCORE_SQL, HIGH_SCORE_THRESHOLD } from '../../../domain/awards';
import type { ImprovementArea } from '../../../domain/improvement-areas';
import type { JudgeSlotRule, ScoreSide } from '../../../domain/judge-slots';
import { prepared } from '../../db/prepared';
import type { PreFilterStatus } from '../../../contract/common';
import type { JudgeTab } from '../../../contract/judging';

import type { Queryable } from '../../db/transaction';

// Column names below come from fixed unions (the judge-slot rule and the score side), never from
// input, so interpolating them into SQL is safe.

export const SIDE_COLUMNS = {
  1: { score: 'judge1_score', comment: 'judge1_comment', feedback: 'judge1_feedback', judge: 'judge1_id' },
  2: { score: 'judge2_score', comment: 'judge2_comment', feedback: 'judge2_feedback', judge: 'judge2_id' },
} as const satisfies Record<ScoreSide, { score: string; comment: string; feedback: string; judge: string }>;

/** What a judge works on: the pre-filter sees every photo, photo judges approved photos, video judges videos. */
export type JudgeKind = 'pre_filter' | 'photo' | 'video';

export function kindOf(rule: JudgeSlotRule): JudgeKind {
  if (rule.scoreSide === null) return 'pre_filter';
  return rule.category === 'photo' ? 'photo' : 'video';
}

/** Contests where the judge (`$1`, or the SQL in `judge`) holds the rule's slot, in its category (alias c). */
export function assignedContestSql(rule: JudgeSlotRule, judge = '$1'): string {
  const noSecondJudgeInExtra = rule.scoreSide === 2 ? ' AND NOT c.is_extra' : '';
  return `c.${rule.slotColumn} = ${judge} AND c.category = '${rule.category}'${noSecondJudgeInExtra}`;
}

/**
 * The submissions a judge works on (alias s, the judge's id in $1): the pre-filter sees every photo,
 * photo judges approved photos, video judges videos; and a scoring judge only entries whose evaluation
 * on their side is theirs or not yet given. An evaluation belongs to the judge who gave it, so one
 * left by a previous holder of the slot (kept by the admin) is not this judge's work: never shown
 * to them, never overwritten by them.
 */
export function workSql(rule: JudgeSlotRule, judge = '$1'): string {
  const kind = kindOf(rule);
  if (kind === 'pre_filter') return 's.file_key IS NOT NULL';
  const entries =
    kind === 'photo'
      ? `s.file_key IS NOT NULL AND s.pre_filter_status = 'approved'`
      : 's.video_url IS NOT NULL';
  const side = SIDE_COLUMNS[rule.scoreSide as ScoreSide];
  return `${entries} AND (s.${side.judge} = ${judge} OR (s.${side.judge} IS NULL AND s.${side.score} IS NULL))`;
}

function tabSql(side: ScoreSide, tab: JudgeTab): string {
  const score = `s.${SIDE_COLUMNS[side].score}`;
  if (tab === 'pending') return `${score} IS NULL`;
  // Scores are whole numbers, so "< 7" is the spec's "≤ 6"; one threshold keeps the tabs complementary.
  return tab === 'high' ? `${score} >= ${HIGH_SCORE_THRESHOLD}` : `${score} < ${HIGH_SCORE_THRESHOLD}`;
}

/** Counts of a judge's work per contest: `pending` is "still to do" for this judge. */
function countsSql(rule: JudgeSlotRule): string {
  if (rule.scoreSide === null) {
    return `count(s.id)::int AS total,
      count(s.id) FILTER (WHERE s.pre_filter_status = 'pending')::int AS pending,
      count(s.id) FILTER (WHERE s.pre_filter_status = 'approved')::int AS approved,
      count(s.id) FILTER (WHERE s.pre_filter_status = 'rejected')::int AS rejected,
      0 AS high, 0 AS low`;
  }
  const side = rule.scoreSide;
  return `count(s.id)::int AS total,
    count(s.id) FILTER (WHERE ${tabSql(side, 'pending')})::int AS pending,
    0 AS approved, 0 AS rejected,
    count(s.id) FILTER (WHERE ${tabSql(side, 'high')})::int AS high,
    count(s.id) FILTER (WHERE ${tabSql(side, 'low')})::int AS low`;
}

export type ContestProgressRow = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  photo_category: 'wedding' | 'family' | null;
  is_extra: boolean;
  starts_at: Date;
  deadline: Date;
  results_at: Date;
  completed_at: Date | null;
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  high: number;
  low: number;
};

/** The judge's assigned contests (or the one `contestId`, if assigned) with their progress counts. */
export async function listAssignedContests(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  contestId: string | null = null,
): Promise<ContestProgressRow[]> {
  const { rows } = await db.query<ContestProgressRow>(
    `SELECT c.id, c.title, c.category, c.photo_category, c.is_extra, c.starts_at, c.deadline, c.results_at,
       ec.completed_at, ${countsSql(rule)}
     FROM contests c
     LEFT JOIN submissions s ON s.contest_id = c.id AND ${workSql(rule)}
     LEFT JOIN evaluation_completions ec ON ec.contest_id = c.id AND ec.judge_id = $1
     WHERE ${assignedContestSql(rule)} AND ($2::uuid IS NULL OR c.id = $2)
     GROUP BY c.id, ec.completed_at
     ORDER BY c.starts_at DESC, c.created_at DESC, c.id`,
    [judgeId, contestId],
  );
  return rows;
}

export async function findAssignedContest(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  contestId: string,
): Promise<ContestProgressRow | null> {
  return (await listAssignedContests(db, rule, judgeId, contestId))[0] ?? null;
}

/** Whether `judgeId` holds the rule's slot in the contest: the grids' check, without the counts. */
export async function isAssignedContest(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  contestId: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM contests c WHERE ${assignedContestSql(rule)} AND c.id = $2`,
    [judgeId, contestId],
  );
  return rowCount === 1;
}

export type WorkRow = {
  id: string;
  contest_id: string;
  contest_title: string;
  created_at: Date;
  pre_filter_status: PreFilterStatus;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  score: number | null;
  comment: string | null;
  feedback: ImprovementArea[] | null;
};

export type WorkFilter = {
  contestId: string | null;
  /** Pre-filter: the status tab. */
  status?: PreFilterStatus;
  /** Scoring judges: the tab of their own score. */
  tab?: JudgeTab;
  limit: number;
  offset: number;
};

function workFilterSql(
  rule: JudgeSlotRule,
  judgeId: string,
  filter: WorkFilter,
): { where: string; params: unknown[] } {
  const params: unknown[] = [judgeId];
  const conditions = [assignedContestSql(rule), workSql(rule)];
  // Only when given (not "$2 IS NULL OR …"), so the prepared statement's generic plan can use the
  // contest index too.
  if (filter.contestId !== null) {
    params.push(filter.contestId);
    conditions.push(`s.contest_id = $${params.length}::uuid`);
  }
  if (rule.scoreSide === null) {
    params.push(filter.status ?? 'pending');
    conditions.push(`s.pre_filter_status = $${params.length}`);
  } else {
    conditions.push(tabSql(rule.scoreSide, filter.tab ?? 'pending'));
  }
  return { where: conditions.join(' AND '), params };
}

// A scoring judge's order (issue 14): the SQL twin of `judgeOrder` in domain/judge-order.ts (the
// same hashed texts; "C" collation compares the hex digests as JavaScript does). `r.round` counts
// the participant's entries in the contest whose key comes first, through their user index.
const entryKeySql = (alias: string) =>
  `md5($1::text || ':' || ${alias}.contest_id::text || ':' || ${alias}.id::text) COLLATE "C"`;
const JUDGE_ROUND_JOIN = `CROSS JOIN LATERAL (
    SELECT count(*)::int AS round FROM submissions o
    WHERE o.user_id = s.user_id AND o.contest_id = s.contest_id AND ${entryKeySql('o')} < ${entryKeySql('s')}
  ) r`;
const JUDGE_ORDER_SQL = `r.round,
  md5($1::text || ':' || s.contest_id::text || ':' || r.round::text || ':' || s.user_id::text) COLLATE "C",
  s.id`;

/**
 * One page of a judge's work: newest first for the pre-filter, the judge's own stable random order
 * for scoring judges (above). Selects no participant column and, for scoring
 * judges, only their own score, comment and feedback.
 *
 * One round trip: the total comes with the page (a window count over the rows the sort reads
 * anyway). The conditions include the judge's slot, so a page with rows also proves the assignment;
 * an empty page says nothing about it (see isAssignedContest).
 */
export async function listWork(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  filter: WorkFilter,
): Promise<{ rows: WorkRow[]; total: number }> {
  const { where, params } = workFilterSql(rule, judgeId, filter);
  const own = ownColumnsSql(rule);
  const from = `FROM submissions s JOIN contests c ON c.id = s.contest_id WHERE ${where}`;
  const isRandom = rule.scoreSide !== null;
  const { rows } = await db.query<WorkRow & { total: number }>(
    prepared(
      `SELECT s.id, s.contest_id, c.title AS contest_title, s.created_at, s.pre_filter_status,
       s.file_width, s.file_height, s.video_url, ${own}, count(*) OVER ()::int AS total,
       CASE WHEN c.show_titles_to_judges THEN s.title END AS title
     FROM submissions s JOIN contests c ON c.id = s.contest_id ${isRandom ? JUDGE_ROUND_JOIN : ''}
     WHERE ${where}
     ORDER BY ${isRandom ? JUDGE_ORDER_SQL : 's.created_at DESC, s.id DESC'}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filter.limit, filter.offset],
    ),
  );
  if (rows.length > 0 || filter.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Past the last page: the total on its own.
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, params);
  return { rows, total: count.rows[0].total };
}

function ownColumnsSql(rule: JudgeSlotRule): string {
  if (rule.scoreSide === null)
    return 'NULL::smallint AS score, NULL::text AS comment, NULL::text[] AS feedback';
  const columns = SIDE_COLUMNS[rule.scoreSide];
  // The work conditions already keep other judges' evaluations out; the CASE makes sure a comment
  // left without an owner (its judge's account deleted) is not shown to the slot's new holder.
  const mine = `s.${columns.judge} = $1`;
  return `s.${columns.score} AS score, CASE WHEN ${mine} THEN s.${columns.comment} END AS comment,
    CASE WHEN ${mine} THEN s.${columns.feedback} END AS feedback`;
}

export type LockedSubmissionRow = {
  id: string;
  contest_id: string;
  contest_title: string;
  created_at: Date;
  file_key: string | null;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  pre_filter_status: PreFilterStatus;
  judge1_score: number | null;
  judge2_score: number | null;
  judge1_comment: string | null;
  judge2_comment: string | null;
  judge1_feedback: ImprovementArea[] | null;
  judge2_feedback: ImprovementArea[] | null;
  judge1_id: string | null;
  judge2_id: string | null;
  final_score: number | null;
  award: Award | null;
  category: 'photo' | 'video';
  is_extra: boolean;
  pre_filter_judge_id: string | null;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
  video_judge_1_id: string | null;
  video_judge_2_id: string | null;
};

/**
 * A submission with its contest's judges, its row locked until the transaction ends, so concurrent
 * saves on one submission run one after the other and each recomputes from the latest scores.
 */
export async function lockSubmission(client: PoolClient, id: string): Promise<LockedSubmissionRow | null> {
  const { rows } = await client.query<LockedSubmissionRow>(
    `SELECT s.id, s.contest_id, c.title AS contest_title, s.created_at, s.file_key, s.file_width, s.file_height,
       s.video_url, s.pre_filter_status, s.judge1_score, s.judge2_score, s.judge1_comment, s.judge2_comment,
       s.judge1_feedback, s.judge2_feedback, s.judge1_id, s.judge2_id, s.final_score::float8 AS final_score, s.award::text AS award,
       c.category, c.is_extra, c.pre_filter_judge_id, c.photo_judge_1_id, c.photo_judge_2_id,
       c.video_judge_1_id, c.video_judge_2_id
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $1
     FOR UPDATE OF s`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updatePreFilterStatus(
  client: PoolClient,
  id: string,
  status: PreFilterStatus,
): Promise<void> {
  await client.query('UPDATE submissions SET pre_filter_status = $2, updated_at = now() WHERE id = $1', [
    id,
    status,
  ]);
}

/** The columns every judge grid item and saved score is built from. */
export type EntryRow = {
  id: string;
  contest_id: string;
  contest_title: string;
  created_at: Date;
  file_width: number | null;
  file_height: number | null;
  video_url: string | null;
  /** The entry's title, read only where the contest shows titles to judges (grids). */
  title?: string | null;
};

export type SavedScoreRow = EntryRow & {
  comment: string | null;
  feedback: ImprovementArea[] | null;
  /** Whether the save changed the row (and wrote an audit entry); false for a repeated save. */
  changed: boolean;
};

/**
 * A scoring judge's save as one statement: one round trip, committed on its own, so no pooled
 * connection sits idle in a transaction between statements (bench/README.md). It locks the
 * submission if the judge may score it (their slot and category; an approved photo for photo
 * judges), recomputes the final score and award from both judges' latest scores with the domain
 * rule's SQL twins (FINAL_SCORE_SQL and AWARD_SQL, tested equal to computeFinalScore and awardFor),
 * and updates the row and writes the audit entry only when something changes. No row: not theirs.
 *
 * Concurrency: FOR UPDATE waits for a concurrent save of the row and then reads its latest committed
 * version (READ COMMITTED re-checks a locked row), so the final score always comes from both judges'
 * latest scores, and the UPDATE writes that same version.
 */
export async function saveScore(
  db: Queryable,
  rule: JudgeSlotRule & { scoreSide: ScoreSide },
  judgeId: string,
  id: string,
  score: number,
): Promise<SavedScoreRow | null> {
  const { rows } = await db.query<SavedScoreRow>({
    // Named: each pooled connection plans it once instead of on every save.
    name: `judging.save-score.${rule.role}`,
    text: saveScoreSql(rule),
    values: [judgeId, id, score],
  });
  return rows[0] ?? null;
}

function saveScoreSql(rule: JudgeSlotRule & { scoreSide: ScoreSide }): string {
  const side = rule.scoreSide;
  const own = SIDE_COLUMNS[side];
  return `WITH target AS (
      SELECT s.id, s.contest_id, c.title AS contest_title, s.created_at, s.file_width, s.file_height,
        s.video_url, CASE WHEN s.${own.judge} = $1 THEN s.${own.comment} END AS comment,
        CASE WHEN s.${own.judge} = $1 THEN s.${own.feedback} END AS feedback, c.is_extra,
        s.${own.judge} AS old_judge, s.${own.score} AS old_score, s.final_score AS old_final, s.award AS old_award,
        ${side === 1 ? '$3::smallint' : 's.judge1_score'} AS judge1_score,
        ${side === 2 ? '$3::smallint' : 's.judge2_score'} AS judge2_score, s.adjudicator_score
      FROM submissions s JOIN contests c ON c.id = s.contest_id
      WHERE s.id = $2 AND ${assignedContestSql(rule)} AND ${workSql(rule)}
      FOR UPDATE OF s
    ),
    scored AS (
      SELECT target.*, $3::smallint AS new_score, (${FINAL_SCORE_SQL})::numeric(4,2) AS new_final FROM target
    ),
    n AS (
      SELECT scored.*, (${buildAwardSql('new_final')})::award AS new_award FROM scored
    ),
    updated AS (
      UPDATE submissions s
      SET ${own.score} = n.new_score, ${own.judge} = $1, final_score = n.new_final, award = n.new_award,
        updated_at = now()
      FROM n
      WHERE s.id = n.id AND (n.old_score IS DISTINCT FROM n.new_score OR n.old_judge IS DISTINCT FROM $1
        OR n.old_final IS DISTINCT FROM n.new_final OR n.old_award IS DISTINCT FROM n.new_award)
      RETURNING s.id
    ),
    audited AS (
      INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
      SELECT $1, 'submission.judge${side}_score', 'submission', n.id::text,
        jsonb_build_object('score', n.old_score, 'finalScore', n.old_final::float8, 'award', n.old_award),
        jsonb_build_object('score', n.new_score, 'finalScore', n.new_final::float8, 'award', n.new_award)
      FROM n JOIN updated u ON u.id = n.id
      RETURNING 1
    )
    SELECT n.id, n.contest_id, n.contest_title, n.created_at, n.file_width, n.file_height, n.video_url,
      n.comment, n.feedback, EXISTS (SELECT 1 FROM audited) AS changed
    FROM n`;
}

/** Writes the judge's comment and areas; the evaluation on that side is theirs from then on. */
export async function updateComment(
  client: PoolClient,
  id: string,
  side: ScoreSide,
  judgeId: string,
  values: { comment: string | null; feedback: ImprovementArea[] | null },
): Promise<void> {
  const columns = SIDE_COLUMNS[side];
  await client.query(
    `UPDATE submissions SET ${columns.comment} = $2, ${columns.feedback} = $3, ${columns.judge} = $4,
       updated_at = now() WHERE id = $1`,
    [id, values.comment, values.feedback, judgeId],
  );
}

/** Records the completion once; returns when it was first recorded and whether this call did it. */
export async function insertCompletion(
  client: PoolClient,
  judgeId: string,
  contestId: string,
): Promise<{ completedAt: Date; isNew: boolean }> {
  const inserted = await client.query<{ completed_at: Date }>(
    `INSERT INTO evaluation_completions (judge_id, contest_id) VALUES ($1, $2)
     ON CONFLICT (judge_id, contest_id) DO NOTHING RETURNING completed_at`,
    [judgeId, contestId],
  );
  if (inserted.rows[0]) return { completedAt: inserted.rows[0].completed_at, isNew: true };
  const existing = await client.query<{ completed_at: Date }>(
    'SELECT completed_at FROM evaluation_completions WHERE judge_id = $1 AND contest_id = $2',
    [judgeId, contestId],
  );
  return { completedAt: existing.rows[0].completed_at, isNew: false };
}

/**
 * Whether `id` is a photo of a contest where the judge holds the rule's slot that the pre-filter has
 * not approved (or has taken back): the judge may not score it now, and is told so.
 */
export async function isWithdrawnPhoto(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  id: string,
): Promise<boolean> {
  if (kindOf(rule) !== 'photo') return false;
  const { rowCount } = await db.query(
    `SELECT 1 FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $2 AND ${assignedContestSql(rule)} AND s.file_key IS NOT NULL
       AND s.pre_filter_status <> 'approved'`,
    [judgeId, id],
  );
  return rowCount === 1;
}
