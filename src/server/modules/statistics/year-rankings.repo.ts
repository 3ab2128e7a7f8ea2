import type { PhotoCategory } from '../../../domain/contest-rules';
import type { ContestCategory } from '../../../domain/packages';
import { allRows, type Queryable } from '../../db/transaction';
import { COUNTS, Query, YEAR_RANGE } from './statistics.repo';

export type RankingRow = {
  user_id: string;
  username: string;
  awards: number;
  honorable: number;
  entries: number;
  total: number;
};

export type RankingFilter = {
  year: number;
  timeZone: string;
  kind: ContestCategory;
  photoCategory: PhotoCategory | null;
  limit: number;
  offset: number;
};

// The year's contests of a kind (and photo category), then each participant's awards in them.
const RANKED_CTE = `WITH cs AS (
    SELECT c.id FROM contests c
    WHERE ${YEAR_RANGE('$1', '$2')} AND c.category = $3::contest_category
      AND ($4::photo_category IS NULL OR c.photo_category = $4::photo_category)
  ), r AS (
    SELECT x.user_id, sum(x.awards)::int AS awards, sum(x.honorable)::int AS honorable,
      sum(x.entries)::int AS entries
    FROM cs CROSS JOIN LATERAL (
      -- Grouped per contest, so each contest is read through the submissions contest index.
      SELECT s.user_id,
        count(*) FILTER (WHERE s.award = 'awarded') AS awards,
        count(*) FILTER (WHERE s.award = 'honorable') AS honorable,
        count(*) AS entries
      FROM submissions s WHERE s.contest_id = cs.id AND ${COUNTS}
      GROUP BY s.user_id
    ) x
    GROUP BY x.user_id
    HAVING sum(x.awards) + sum(x.honorable) > 0
  )`;

/**
 * Participants with at least one award or honourable mention in the year's contests of a kind
 * (and photo category), most awards first. The year's contests come from the starts_at index and
 * their entries from the submissions contest index.
 */
export function buildRankingsQuery(f: RankingFilter): Query {
  return {
    text: `${RANKED_CTE}
      SELECT r.user_id, u.username, r.awards, r.honorable, r.entries, count(*) OVER ()::int AS total
      FROM r CROSS JOIN LATERAL (SELECT username FROM users WHERE id = r.user_id LIMIT 1) u
      ORDER BY r.awards DESC, r.honorable DESC, lower(u.username), r.user_id
      LIMIT $5 OFFSET $6`,
    values: [f.year, f.timeZone, f.kind, f.photoCategory, f.limit, f.offset],
  };
}

export async function listRankings(
  db: Queryable,
  f: RankingFilter,
): Promise<{ rows: RankingRow[]; total: number }> {
  const query = buildRankingsQuery(f);
  const { rows } = await db.query<RankingRow>(query.text, query.values);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && f.offset > 0) {
    const count = await db.query<{ n: number }>(`${RANKED_CTE} SELECT count(*)::int AS n FROM r`, [
      f.year,
      f.timeZone,
      f.kind,
      f.photoCategory,
    ]);
    total = count.rows[0].n;
  }
  return { rows, total };
}

export type YearTotalRow = { user_id: string; manual: number | null; computed: number };

/**
 * For a page of participants: the admin's award count of the year (null when none is set) and the
 * awards Jurado computed in all the year's contests, photo and film.
 */
export function buildYearTotalsQuery(userIds: readonly string[], year: number, timeZone: string): Query {
  return {
    text: `SELECT u.id AS user_id,
        (SELECT award_count FROM award_counts ac WHERE ac.user_id = u.id AND ac.year = $2) AS manual,
        (SELECT count(*)::int FROM submissions s JOIN contests c ON c.id = s.contest_id
         WHERE s.user_id = u.id AND s.award = 'awarded' AND ${COUNTS} AND ${YEAR_RANGE('$2', '$3')}) AS computed
      FROM unnest($1::text[]) AS u(id)`,
    values: [userIds, year, timeZone],
  };
}

export async function findYearTotals(
  db: Queryable,
  userIds: readonly string[],
  year: number,
  timeZone: string,
): Promise<YearTotalRow[]> {
  if (userIds.length === 0) return [];
  const query = buildYearTotalsQuery(userIds, year, timeZone);
  return allRows<YearTotalRow>(db, query.text, query.values);
}
