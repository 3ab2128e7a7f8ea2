import { disagreementSql } from '../../../domain/disagreement';
import { keptScoreSql, replacedScoreSql, type ReplacedScore } from '../../../domain/score-provenance';
import { AWARDED_MIN, EXTRA_HONORABLE_MIN, HONORABLE_MIN, type Award } from '../../../domain/awards';
import type { ContestCategory } from '../../../domain/packages';
import { countsInResultsSql } from '../../../domain/results';
import { prepared } from '../../db/prepared';
import type { PreFilterStatus } from '../../../domain/pre-filter';

import { allRows, firstRow, type Queryable } from '../../db/transaction';
import type { EntryColumns } from '../submissions/submissions.repo';

export type { PreFilterStatus };

// Which entries count in results is the domain's rule (countsInResults: a photo only while the
// pre-filter has it approved, every video).
const IS_ELIGIBLE_SQL = countsInResultsSql('s');
/**
 * The final score that counts. Parsed, it is the expression of the indexes submissions_ranked_*_idx
 * (schema.ts; extra parentheses make no difference), so PostgreSQL reads the ranking straight from them.
 */
export const RANKED_SCORE_SQL = `(CASE WHEN ${IS_ELIGIBLE_SQL} THEN s.final_score END)`;
/** The stored award, for entries whose score counts (see RANKED_SCORE_SQL). */
export const RANKED_AWARD_SQL = `(CASE WHEN ${IS_ELIGIBLE_SQL} THEN s.award END)`;

const AWARD_SCORE_RANGE: Record<Award, string> = {
  awarded: `${RANKED_SCORE_SQL} >= ${AWARDED_MIN}`,
  // From the lower of the two honourable thresholds (extra contests: 6), below the award line.
  honorable: `${RANKED_SCORE_SQL} >= ${Math.min(HONORABLE_MIN, EXTRA_HONORABLE_MIN)} AND ${RANKED_SCORE_SQL} < ${AWARDED_MIN}`,
  not_awarded: `${RANKED_SCORE_SQL} < ${Math.max(HONORABLE_MIN, EXTRA_HONORABLE_MIN)}`,
};

export type ResultsFilter = {
  /** Contests starting in this calendar year of `timeZone`. */
  year: number | null;
  timeZone: string;
  category: ContestCategory | null;
  contestId: string | null;
  /** Photos only: a video never matches a status. */
  preFilterStatus: PreFilterStatus | null;
  award: Award | null;
  /** Judges who disagree (the contest's threshold), of them not yet adjudicated, or adjudicated. */
  disagreement?: 'flagged' | 'awaiting' | 'adjudicated' | null;
  sort: 'desc' | 'asc';
};

/**
 * The filters as a WHERE clause. Values are bind parameters (`values`), or, given `literal`, written
 * into the text (for COPY, which takes no parameters).
 */
export function whereOf(
  f: ResultsFilter,
  contestColumn = 's.contest_id',
  literal?: (value: unknown) => string,
): { where: string; values: unknown[]; contestParam: string | null } {
  const values: unknown[] = [];
  const add = (value: unknown) => {
    if (literal) return literal(value);
    values.push(value);
    return `$${values.length}`;
  };
  const conditions: string[] = [];
  if (f.year !== null) {
    // A range on starts_at (served by contests_starts_idx), never extract(year …) = $1.
    const year = add(f.year);
    const zone = add(f.timeZone);
    conditions.push(
      `c.starts_at >= make_timestamptz(${year}::int, 1, 1, 0, 0, 0, ${zone}::text)`,
      `c.starts_at < make_timestamptz(${year}::int + 1, 1, 1, 0, 0, 0, ${zone}::text)`,
    );
  }
  if (f.category !== null) conditions.push(`c.category = ${add(f.category)}::contest_category`);
  const contestParam = f.contestId === null ? null : `${add(f.contestId)}::uuid`;
  if (contestParam) conditions.push(`${contestColumn} = ${contestParam}`);
  if (f.preFilterStatus !== null) {
    conditions.push(
      `s.file_key IS NOT NULL`,
      `s.pre_filter_status = ${add(f.preFilterStatus)}::pre_filter_status`,
    );
  }
  if (f.award !== null) {
    // The stored award decides; the score range it implies (domain/awards) is added so the ranked
    // indexes can start at the right place instead of walking past every other award.
    conditions.push(IS_ELIGIBLE_SQL, `s.award = ${add(f.award)}::award`, AWARD_SCORE_RANGE[f.award]);
  }
  // No index of its own: the disagreement depends on the contest's threshold. Within a contest the
  // contest index cuts the rows first; across contests the ranking index is walked (docs/decisions/results.md).
  if (f.disagreement) conditions.push(disagreementSql('s', 'c'));
  if (f.disagreement === 'awaiting') conditions.push('s.adjudicator_score IS NULL');
  if (f.disagreement === 'adjudicated') conditions.push('s.adjudicator_score IS NOT NULL');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values, contestParam };
}

// NULLS LAST spelled out on every key, as in the indexes: a plain DESC means NULLS FIRST, which the
// index cannot deliver in order, and PostgreSQL would sort every matching row instead.
export function orderOf(sort: 'desc' | 'asc', alias = ''): string {
  const score = alias ? `${alias}.ranked_score` : RANKED_SCORE_SQL;
  const prefix = alias ? `${alias}.` : 's.';
  return `${score} ${sort === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, ${prefix}created_at DESC NULLS LAST, ${prefix}id DESC NULLS LAST`;
}

export type ResultRow = EntryColumns & {
  ranked_score: number | null;
  ranked_award: Award | null;
  user_id: string;
  username: string;
  email: string;
  pre_filter_judge_username: string | null;
  judge1_username: string | null;
  judge2_username: string | null;
  /** The judges' scores differ by the contest's threshold or more (domain/disagreement). */
  is_disagreement: boolean;
  /** Who gave each side's score and who adjudicated (usernames; null when nobody, or the account is gone). */
  judge1_given_by: string | null;
  judge2_given_by: string | null;
  /** The side's score was given by someone who no longer holds the slot (domain/score-provenance). */
  judge1_is_kept: boolean;
  judge2_is_kept: boolean;
  adjudicator_id: string | null;
  adjudicator_username: string | null;
  adjudicator_score: number | null;
  adjudicator_comment: string | null;
  replaced_score: ReplacedScore | null;
  /** Competition rank by final score among the matching entries (pages only; null when unscored). */
  rank?: number | null;
};

// The rows are cut first (on the ranking or contest indexes), and only then joined to the participant
// and the judges' usernames, so a page costs 50 joins whatever the size of the table.
const DETAIL_COLUMNS = `p.id, p.contest_id, p.file_key, p.file_width, p.file_height, p.video_url, p.title, p.caption, p.pre_filter_status,
    p.is_paid, p.judge1_score, p.judge2_score, p.judge1_comment, p.judge2_comment, p.judge1_feedback,
    p.judge2_feedback, p.ranked_score::float8 AS ranked_score, p.ranked_award, p.created_at,
    c.title AS contest_title, c.category AS contest_category, c.photo_category AS contest_photo_category,
    c.is_extra AS contest_is_extra, c.show_evaluations AS contest_show_evaluations,
    u.id AS user_id, u.username, u.email,
    pj.username AS pre_filter_judge_username, j1.username AS judge1_username, j2.username AS judge2_username,
    ${disagreementSql('p', 'c')} AS is_disagreement,
    g1.username AS judge1_given_by, g2.username AS judge2_given_by,
    ${keptScoreSql('p.judge1_score', 'p.judge1_id', 'j1.id')} AS judge1_is_kept,
    ${keptScoreSql('p.judge2_score', 'p.judge2_id', 'j2.id')} AS judge2_is_kept,
    p.adjudicator_id, ad.username AS adjudicator_username, p.adjudicator_score, p.adjudicator_comment,
    ${replacedScoreSql('p')} AS replaced_score`;
/**
 * Who gave an entry `p`'s scores (`g1`, `g2`) and who adjudicated it (`ad`): a score keeps its judge
 * after a replacement (domain/score-provenance), so it is never named after the slot's holder. One
 * index probe each (LIMIT 1 keeps them lookups, memoized by id over an export, never a hash of users).
 */
const giverJoin = (as: string, column: string) =>
  `LEFT JOIN LATERAL (SELECT username FROM users WHERE id = p.${column} LIMIT 1) ${as} ON true`;
export const SCORE_GIVERS_JOINS = `
  ${giverJoin('g1', 'judge1_id')}
  ${giverJoin('g2', 'judge2_id')}
  ${giverJoin('ad', 'adjudicator_id')}`;
/** The accounts on a contest `c`'s first and second judge slots of its category, as `j1` and `j2`. */
export const ASSIGNED_JUDGES_JOINS = `
  LEFT JOIN users j1 ON j1.id = CASE WHEN c.category = 'photo' THEN c.photo_judge_1_id ELSE c.video_judge_1_id END
  LEFT JOIN users j2 ON j2.id = CASE WHEN c.category = 'photo' THEN c.photo_judge_2_id ELSE c.video_judge_2_id END`;
const DETAIL_JOINS = `
  JOIN contests c ON c.id = p.contest_id
  LEFT JOIN users pj ON pj.id = c.pre_filter_judge_id${ASSIGNED_JUDGES_JOINS}${SCORE_GIVERS_JOINS}
`;

// A page joins its 50 participants one index probe each (LIMIT 1 keeps the planner from hashing the
// whole users table instead); an export of every row is better served by one hash join.
const PAGE_PARTICIPANT =
  'CROSS JOIN LATERAL (SELECT id, username, email FROM users WHERE id = p.user_id LIMIT 1) u';
export const EXPORT_PARTICIPANT = 'JOIN users u ON u.id = p.user_id';

function selectPage(
  where: string,
  order: string,
  limitClause: string,
  participantJoin: string,
  extra: { pageColumns?: string; columns?: string; ctes?: string; joins?: string } = {},
): string {
  return `WITH page AS (
      SELECT s.*, ${RANKED_SCORE_SQL} AS ranked_score, ${RANKED_AWARD_SQL} AS ranked_award${extra.pageColumns ?? ''}
      FROM submissions s JOIN contests c ON c.id = s.contest_id
      ${where}
      ORDER BY ${order}
      ${limitClause}
    )${extra.ctes ?? ''}
    SELECT ${DETAIL_COLUMNS}${extra.columns ?? ''}
    FROM page p ${DETAIL_JOINS}
    ${participantJoin}${extra.joins ?? ''}`;
}

/** The four counts of one contest; `contest` is the SQL of its id (see summarizeContest). */
function summarySql(contest: string): string {
  return `SELECT c.category, counts.*
     FROM contests c CROSS JOIN LATERAL (
       SELECT count(*)::int AS total,
         count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'approved')::int AS approved,
         count(*) FILTER (WHERE ${RANKED_AWARD_SQL} = 'awarded')::int AS awarded,
         count(*) FILTER (WHERE ${RANKED_AWARD_SQL} = 'honorable')::int AS honorable
       FROM submissions s WHERE s.contest_id = c.id
     ) counts
     WHERE c.id = ${contest}`;
}

/**
 * The SQL of one page (exposed so a test can EXPLAIN exactly this query). Within one contest the
 * page's rows are all read and sorted anyway (a few hundred), so the total comes with them as a
 * window count, and the contest's summary counts as a one-row CTE: one round trip for the screen.
 * Across contests the page is read in ranking order from an index and cut at 50; a window count
 * would read every matching row, so the total is its own query there (buildResultsCountQuery).
 */
export function buildResultsPageQuery(f: ResultsFilter, limit: number, offset: number) {
  const { where, values, contestParam: contest } = whereOf(f);
  const n = values.length;
  // Within a contest, the rank of each entry among the matching ones, whatever the sort and page:
  // competition rank by final score, so ties share it (1, 2, 2, 4) and "lowest first" does not make
  // the worst entry #1. The contest's rows are all read for the total anyway; across
  // contests (a page cut from the ranking index) no rank is given.
  const extra = contest
    ? {
        pageColumns: `, count(*) OVER () AS full_count,
          CASE WHEN ${RANKED_SCORE_SQL} IS NULL THEN NULL
            ELSE rank() OVER (ORDER BY ${RANKED_SCORE_SQL} DESC NULLS LAST) END AS rank`,
        ctes: `, summary AS MATERIALIZED (${summarySql(contest)})`,
        columns: `, p.full_count::int AS total, sm.category AS summary_category, sm.total AS summary_total,
    sm.approved AS summary_approved, sm.awarded AS summary_awarded, sm.honorable AS summary_honorable,
    p.rank::int AS rank`,
        joins: ' CROSS JOIN summary sm',
      }
    : {};
  return {
    text: `${selectPage(where, orderOf(f.sort), `LIMIT $${n + 1} OFFSET $${n + 2}`, PAGE_PARTICIPANT, extra)}
      ORDER BY ${orderOf(f.sort, 'p')}`,
    values: [...values, limit, offset],
  };
}

export function buildResultsCountQuery(f: ResultsFilter) {
  const { where, values } = whereOf(f);
  return {
    text: `SELECT count(*)::int AS total FROM submissions s JOIN contests c ON c.id = s.contest_id ${where}`,
    values,
  };
}

type PageRow = ResultRow & {
  total?: number;
  summary_category?: ContestCategory;
  summary_total?: number;
  summary_approved?: number;
  summary_awarded?: number;
  summary_honorable?: number;
};

/**
 * One page, its total, and with a contest chosen that contest's summary (null for an unknown
 * contest). One statement within a contest; page and count in parallel across contests.
 */
export async function listResults(
  db: Queryable,
  f: ResultsFilter,
  limit: number,
  offset: number,
): Promise<{ rows: ResultRow[]; total: number; summary: ContestSummaryRow | null }> {
  const page = buildResultsPageQuery(f, limit, offset);
  if (f.contestId === null) {
    const count = buildResultsCountQuery(f);
    const [rows, total] = await Promise.all([
      db.query<ResultRow>(prepared(page.text, page.values)),
      db.query<{ total: number }>(prepared(count.text, count.values)),
    ]);
    return { rows: rows.rows, total: total.rows[0].total, summary: null };
  }
  const { rows } = await db.query<PageRow>(prepared(page.text, page.values));
  const first = rows[0];
  if (!first) {
    // Nothing on this page: the counts on their own (the page may be past the last one).
    const count = buildResultsCountQuery(f);
    const [total, summary] = await Promise.all([
      offset > 0 ? db.query<{ total: number }>(count.text, count.values).then((r) => r.rows[0].total) : 0,
      summarizeContest(db, f.contestId),
    ]);
    return { rows: [], total, summary };
  }
  return {
    rows,
    total: first.total!,
    summary: {
      category: first.summary_category!,
      total: first.summary_total!,
      approved: first.summary_approved!,
      awarded: first.summary_awarded!,
      honorable: first.summary_honorable!,
    },
  };
}

export type ContestSummaryRow = {
  category: ContestCategory;
  total: number;
  approved: number;
  awarded: number;
  honorable: number;
};

/** The four counts of one contest (spec section 3, admin aggregates); null for an unknown contest. */
export async function summarizeContest(db: Queryable, contestId: string): Promise<ContestSummaryRow | null> {
  return firstRow<ContestSummaryRow>(db, summarySql('$1'), [contestId]);
}

export type ContestOptionRow = {
  id: string;
  title: string;
  category: ContestCategory;
  photo_category: 'wedding' | 'family' | null;
  is_extra: boolean;
  show_evaluations: boolean;
  starts_at: Date;
};

/** Contests for the filter selectors, newest start first. */
export async function listContestOptions(
  db: Queryable,
  f: { year: number | null; timeZone: string; category: ContestCategory | null },
): Promise<ContestOptionRow[]> {
  return allRows<ContestOptionRow>(
    db,
    `SELECT id, title, category, photo_category, is_extra, show_evaluations, starts_at FROM contests
     WHERE ($1::int IS NULL OR (starts_at >= make_timestamptz($1::int, 1, 1, 0, 0, 0, $2::text)
         AND starts_at < make_timestamptz($1::int + 1, 1, 1, 0, 0, 0, $2::text)))
       AND ($3::contest_category IS NULL OR category = $3)
     ORDER BY starts_at DESC NULLS LAST, id DESC NULLS LAST`,
    [f.year, f.timeZone, f.category],
  );
}

export async function findContestTitle(db: Queryable, contestId: string): Promise<string | null> {
  const { rows } = await db.query<{ title: string }>('SELECT title FROM contests WHERE id = $1', [contestId]);
  return rows[0]?.title ?? null;
}
