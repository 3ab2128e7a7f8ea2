import { HIGH_SCORE_THRESHOLD } from '../../../domain/awards';
import type { ImprovementArea } from '../../../domain/improvement-areas';
import type { JudgeSlotRule, ScoreSide } from '../../../domain/judge-slots';
import { prepared } from '../../db/prepared';
import type { PreFilterStatus } from '../../../contract/common';
import type { JudgeTab } from '../../../contract/judging';

import { allRows, hasRow, type Queryable } from '../../db/transaction';

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

/**
 * Counts of a judge's work per contest: `pending` is "still to do" for this judge. count(*), not of a
 * column: a scoring judge's counts then come from the judging indexes alone (schema/submissions.ts).
 */
function countsSql(rule: JudgeSlotRule): string {
  if (rule.scoreSide === null) {
    return `count(*)::int AS total,
      count(*) FILTER (WHERE s.pre_filter_status = 'pending')::int AS pending,
      count(*) FILTER (WHERE s.pre_filter_status = 'approved')::int AS approved,
      count(*) FILTER (WHERE s.pre_filter_status = 'rejected')::int AS rejected,
      0 AS high, 0 AS low`;
  }
  const side = rule.scoreSide;
  return `count(*)::int AS total,
    count(*) FILTER (WHERE ${tabSql(side, 'pending')})::int AS pending,
    0 AS approved, 0 AS rejected,
    count(*) FILTER (WHERE ${tabSql(side, 'high')})::int AS high,
    count(*) FILTER (WHERE ${tabSql(side, 'low')})::int AS low`;
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
  /** Results published: nothing the judge gave can change any more. */
  show_evaluations: boolean;
  completed_at: Date | null;
  total: number;
  pending: number;
  approved: number;
  rejected: number;
  high: number;
  low: number;
};

/**
 * The judge's assigned contests (or the one `contestId`, if assigned) with their progress counts.
 * Each contest's counts are read through its own index range (the lateral subquery): one join over
 * all of them let the planner pick the judge's evaluations across every contest (judge id or none,
 * ~100k rows at 500k entries) and read them from the heap, 300–800 ms for a judge of 140 contests.
 */
export async function listAssignedContests(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  contestId: string | null = null,
): Promise<ContestProgressRow[]> {
  return allRows<ContestProgressRow>(
    db,
    `SELECT c.id, c.title, c.category, c.photo_category, c.is_extra, c.starts_at, c.deadline, c.results_at,
       c.show_evaluations, ec.completed_at, w.*
     FROM contests c
     CROSS JOIN LATERAL (
       SELECT ${countsSql(rule)} FROM submissions s WHERE s.contest_id = c.id AND ${workSql(rule)}
     ) w
     LEFT JOIN evaluation_completions ec ON ec.contest_id = c.id AND ec.judge_id = $1
     WHERE ${assignedContestSql(rule)} AND ($2::uuid IS NULL OR c.id = $2)
     ORDER BY c.starts_at DESC, c.created_at DESC, c.id`,
    [judgeId, contestId],
  );
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
  return hasRow(db, `SELECT 1 FROM contests c WHERE ${assignedContestSql(rule)} AND c.id = $2`, [
    judgeId,
    contestId,
  ]);
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

// A scoring judge's order: the SQL twin of `judgeOrder` in domain/judge-order.ts (the
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
