import { entryNumberSql } from '../../../domain/entry-name';
import type { Currency } from '../../../domain/packages';
import type { UserStatus } from '../../../domain/roles';
import { prepared } from '../../db/prepared';
import type { PreFilterStatus } from '../../../domain/pre-filter';
import { allRows, firstRow, hasRow, type Queryable } from '../../db/transaction';
import { AwardValue, COUNTS, type EntryColumns } from './submissions.repo';

/** A submission with everything its owner may (depending on the contest's flags) be shown. */
export type MySubmissionRow = EntryColumns & {
  package_id: string | null;
  package_items: number | null;
  currency: Currency | null;
  amount: number | null;
  final_score: number | null;
  award: AwardValue | null;
  adjudicator_score: number | null;
  contest_show_submissions: boolean;
  contest_show_pre_filter_results: boolean;
  contest_deadline: Date;
  entry_number: number;
};

export const MY_SUBMISSION_COLUMNS = `s.id, s.contest_id, s.file_key, s.file_width, s.file_height, s.video_url, s.title, s.caption,
  s.pre_filter_status, s.is_paid, s.package_id, p.items AS package_items, s.currency, s.amount::float8 AS amount,
  s.judge1_score, s.judge2_score, s.final_score::float8 AS final_score, s.award, s.judge1_comment, s.judge2_comment,
  s.judge1_feedback, s.judge2_feedback, s.adjudicator_score, s.created_at,
  c.title AS contest_title, c.category AS contest_category, c.photo_category AS contest_photo_category,
  c.is_extra AS contest_is_extra, c.show_evaluations AS contest_show_evaluations,
  c.show_submissions AS contest_show_submissions, c.show_pre_filter_results AS contest_show_pre_filter_results,
  c.deadline AS contest_deadline, ${entryNumberSql('s')} AS entry_number`;

/** The caller's entries among the given ones (`ids`) or in the given contests (`contestIds`), oldest first. */
export async function findMySubmissions(
  db: Queryable,
  userId: string,
  among: { ids: readonly string[] } | { contestIds: readonly string[] },
): Promise<MySubmissionRow[]> {
  const [column, ids] = 'ids' in among ? ['s.id', among.ids] : ['s.contest_id', among.contestIds];
  if (ids.length === 0) return [];
  return allRows<MySubmissionRow>(
    db,
    `SELECT ${MY_SUBMISSION_COLUMNS}
     FROM submissions s JOIN contests c ON c.id = s.contest_id LEFT JOIN packages p ON p.id = s.package_id
     WHERE s.user_id = $1 AND ${column} = ANY($2::uuid[]) ORDER BY s.created_at, s.id`,
    [userId, ids],
  );
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

/** What the status and award filters and the score order may look at (alias c: the contest). */
function myFilterSql(f: MySubmissionFilters, add: (value: unknown) => string) {
  const conditions = [`s.user_id = ${add(f.userId)}`];
  let needsContest = false;
  if (f.from) conditions.push(`s.created_at >= ${add(f.from)}`);
  if (f.to) conditions.push(`s.created_at < ${add(f.to)}`);
  if (f.contestId) conditions.push(`s.contest_id = ${add(f.contestId)}::uuid`);
  const ended = f.award !== null || f.sortByScore ? `c.deadline <= ${add(f.now)}` : '';
  if (f.status !== null) {
    needsContest = true;
    conditions.push(
      `c.show_pre_filter_results AND s.file_key IS NOT NULL AND s.pre_filter_status = ${add(f.status)}::pre_filter_status`,
    );
  }
  if (f.award !== null) {
    needsContest = true;
    conditions.push(`c.show_evaluations AND ${ended} AND ${COUNTS} AND s.award = ${add(f.award)}::award`);
  }
  // NULLS LAST spelled out as in the index (created_at is never null): a plain DESC means NULLS FIRST,
  // which the index cannot deliver in order, and PostgreSQL would join and sort every entry instead.
  const newest = 's.created_at DESC NULLS LAST, s.id';
  const order = f.sortByScore
    ? `CASE WHEN c.show_evaluations AND ${ended} AND ${COUNTS} THEN s.final_score END DESC NULLS LAST, ${newest}`
    : newest;
  return { where: conditions.join(' AND '), order, needsContest };
}

/**
 * The caller's submissions. The status filter only ever matches photos whose contest shows
 * pre-filter results, and the award filter and the score order only use contests that show
 * evaluations and have ended: a filter can never reveal what the entry itself would not show.
 *
 * One round trip: the page is cut on the (user, created) index and only then joined, and the total
 * and the caller's status come as one-off subqueries (InitPlans) of the same statement. The count
 * reads the contests only when a filter needs their flags (an index-only scan otherwise).
 */
/** The SQL of one page of My Submissions (exposed so a test can EXPLAIN exactly this query). */
export function buildMySubmissionsPageQuery(f: MySubmissionFilters) {
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const { where, order, needsContest } = myFilterSql(f, add);
  const countFrom = needsContest ? 'submissions s JOIN contests c ON c.id = s.contest_id' : 'submissions s';
  const text = `SELECT ${MY_SUBMISSION_COLUMNS},
       (SELECT count(*) FROM ${countFrom} WHERE ${where})::int AS total,
       (SELECT u.status FROM users u WHERE u.id = $1) AS caller_status
     FROM submissions s JOIN contests c ON c.id = s.contest_id LEFT JOIN packages p ON p.id = s.package_id
     WHERE ${where}
     ORDER BY ${order}
     LIMIT ${add(f.limit)} OFFSET ${add(f.offset)}`;
  return { text, values };
}

export async function listMySubmissions(db: Queryable, f: MySubmissionFilters) {
  const page = buildMySubmissionsPageQuery(f);
  const { rows } = await db.query<MySubmissionRow & { total: number; caller_status: UserStatus | null }>(
    prepared(page.text, page.values),
  );
  if (rows.length > 0) return { rows, total: rows[0].total, callerStatus: rows[0].caller_status };
  // An empty page: nothing matches, or the page is past the last one (then count on its own).
  return { rows, total: f.offset > 0 ? await countMySubmissions(db, f) : 0, callerStatus: null };
}

async function countMySubmissions(db: Queryable, f: MySubmissionFilters): Promise<number> {
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const { where, needsContest } = myFilterSql({ ...f, sortByScore: false }, add);
  const from = needsContest ? 'submissions s JOIN contests c ON c.id = s.contest_id' : 'submissions s';
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} WHERE ${where}`,
    values,
  );
  return rows[0].n;
}

export type MyContestSummaryRow = ContestSummaryRow & {
  show_pre_filter_results: boolean;
  show_evaluations: boolean;
};

/** The caller's counts in one contest with the flags that decide which may be shown; null if no such contest. */
export async function summarizeMyContest(
  db: Queryable,
  userId: string,
  contestId: string,
): Promise<MyContestSummaryRow | null> {
  return firstRow<MyContestSummaryRow>(
    db,
    `SELECT c.show_pre_filter_results, c.show_evaluations, counts.*
     FROM contests c CROSS JOIN LATERAL (
       SELECT count(*)::int AS total,
         count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'approved')::int AS approved,
         count(*) FILTER (WHERE ${COUNTS} AND s.award = 'awarded')::int AS awarded,
         count(*) FILTER (WHERE ${COUNTS} AND s.award = 'honorable')::int AS honorable
       FROM submissions s WHERE s.user_id = $1 AND s.contest_id = c.id
     ) counts
     WHERE c.id = $2`,
    [userId, contestId],
  );
}

export type ContestSummaryRow = { total: number; approved: number; awarded: number; honorable: number };

/** A contest as My Submissions' filters need it: which filters it allows, and when it ends. */
export type FilterContestRow = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  show_evaluations: boolean;
  show_pre_filter_results: boolean;
  deadline: Date;
};

/**
 * Years (in the contest time zone) and contests the caller has submissions in, for My Submissions'
 * filters: its own request, which the page fetches once, not on every page of the list. Both read
 * the caller's entries from the (user, …) indexes alone.
 */
export async function findMySubmissionFilters(db: Queryable, userId: string, timeZone: string) {
  const [years, contests] = await Promise.all([
    db.query<{ year: number }>(
      `SELECT DISTINCT EXTRACT(YEAR FROM created_at AT TIME ZONE $2)::int AS year
       FROM submissions WHERE user_id = $1 ORDER BY year DESC`,
      [userId, timeZone],
    ),
    db.query<FilterContestRow>(
      `SELECT c.id, c.title, c.category, c.show_evaluations, c.show_pre_filter_results, c.deadline
       FROM contests c
       WHERE c.id IN (SELECT contest_id FROM submissions WHERE user_id = $1)
       ORDER BY c.starts_at DESC, c.title`,
      [userId],
    ),
  ]);
  return { years: years.rows.map((r) => r.year), contests: contests.rows };
}

/**
 * Whether one of the contests the caller has entries in shows them the pre-filter's status
 * (`showsPreFilterStatus` in domain/pre-filter.ts, written here as SQL): My Submissions' first frame
 * says so, so that the Status filter is drawn with the page rather than when the filters arrive.
 */
export async function hasContestShowingPreFilterStatus(db: Queryable, userId: string): Promise<boolean> {
  return hasRow(
    db,
    `SELECT 1 FROM contests c
     WHERE c.id IN (SELECT contest_id FROM submissions WHERE user_id = $1)
       AND c.category = 'photo' AND c.show_pre_filter_results
     LIMIT 1`,
    [userId],
  );
}
