import type { Locale } from '../../../domain/schemas/account';
import { awardYearSql } from '../../../domain/award-counts';
import type { Currency } from '../../../domain/packages';
import { countsInResultsSql } from '../../../domain/results';
import { type ContestRow } from '../submissions/submissions.repo';

import { allRows, type Queryable } from '../../db/transaction';

export type ParticipantContestRow = ContestRow & {
  used: number;
  package_id: string | null;
  package_items: number | null;
  package_currency: Currency | null;
  package_amount: number | null;
};

/**
 * Contests whose deadline is after `since`, with the caller's entry count and the package of their
 * latest entry. The caller narrows to the ones open for them (the VIP extension is in local days).
 */
export async function listContestsClosingAfter(
  db: Queryable,
  userId: string,
  since: Date,
): Promise<ParticipantContestRow[]> {
  return allRows<ParticipantContestRow>(
    db,
    `SELECT c.id, c.title, c.category, c.photo_category, c.rules, c.starts_at, c.deadline, c.results_at,
       c.is_extra, c.show_evaluations, c.show_submissions, c.show_pre_filter_results, c.pre_filter_judge_id,
       c.photo_judge_1_id, c.photo_judge_2_id, c.video_judge_1_id, c.video_judge_2_id, c.min_photo_long_side,
       (SELECT count(*)::int FROM submissions s WHERE s.contest_id = c.id AND s.user_id = $1) AS used,
       lp.package_id, p.items AS package_items, lp.currency AS package_currency,
       lp.amount::float8 AS package_amount
     FROM contests c
     LEFT JOIN LATERAL (
       SELECT s.package_id, s.currency, s.amount FROM submissions s
       WHERE s.contest_id = c.id AND s.user_id = $1 AND s.package_id IS NOT NULL
       ORDER BY s.created_at DESC LIMIT 1
     ) lp ON true
     LEFT JOIN packages p ON p.id = lp.package_id
     WHERE c.deadline > $2
     ORDER BY c.starts_at, c.title`,
    [userId, since],
  );
}

export async function findUsername(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  return rows[0]?.username ?? null;
}

export async function countSubmissionsBetween(
  db: Queryable,
  userId: string,
  from: Date,
  to: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM submissions WHERE user_id = $1 AND created_at >= $2 AND created_at < $3',
    [userId, from, to],
  );
  return rows[0].n;
}

export async function findManualAwardCount(
  db: Queryable,
  userId: string,
  year: number,
): Promise<number | null> {
  const { rows } = await db.query<{ award_count: number }>(
    'SELECT award_count FROM award_counts WHERE user_id = $1 AND year = $2',
    [userId, year],
  );
  return rows[0]?.award_count ?? null;
}

/**
 * Awarded entries the participant can already see as awarded: the contest shows evaluations, and
 * the entry counts in results (a photo out of 'approved' keeps a stale award; domain/results). The
 * year is the contest's start year in São Paulo (domain/award-counts, awardYearSql).
 */
export async function countVisibleAwardsInYear(
  db: Queryable,
  userId: string,
  year: number,
  timeZone: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.user_id = $1 AND ${awardYearSql('c', '$2', '$3')}
       AND s.award = 'awarded' AND c.show_evaluations AND ${countsInResultsSql('s')}`,
    [userId, year, timeZone],
  );
  return rows[0].n;
}

export async function listPublishedContests(db: Queryable): Promise<ContestRow[]> {
  return allRows<ContestRow>(
    db,
    `SELECT c.id, c.title, c.category, c.photo_category, c.rules, c.starts_at, c.deadline, c.results_at,
       c.is_extra, c.show_evaluations, c.show_submissions, c.show_pre_filter_results, c.pre_filter_judge_id,
       c.photo_judge_1_id, c.photo_judge_2_id, c.video_judge_1_id, c.video_judge_2_id
     FROM contests c WHERE c.show_submissions ORDER BY c.starts_at DESC, c.title`,
  );
}

export type EnteredContestRow = ContestRow & { entries: number; total: number };

/**
 * A page of the contests the participant has entries in, whatever their dates (the results hub),
 * latest deadline first, with their entry count and the total number of such contests.
 */
export async function listEnteredContests(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<EnteredContestRow[]> {
  return allRows<EnteredContestRow>(
    db,
    `WITH mine AS (
       SELECT s.contest_id, count(*)::int AS entries FROM submissions s WHERE s.user_id = $1 GROUP BY s.contest_id
     )
     SELECT c.id, c.title, c.category, c.photo_category, c.rules, c.starts_at, c.deadline, c.results_at,
       c.is_extra, c.show_evaluations, c.show_submissions, c.show_pre_filter_results, c.pre_filter_judge_id,
       c.photo_judge_1_id, c.photo_judge_2_id, c.video_judge_1_id, c.video_judge_2_id,
       mine.entries, (SELECT count(*) FROM mine)::int AS total
     FROM mine JOIN contests c ON c.id = mine.contest_id
     ORDER BY c.deadline DESC, c.id
     LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

export async function countEnteredContests(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(DISTINCT contest_id)::int AS n FROM submissions WHERE user_id = $1',
    [userId],
  );
  return rows[0].n;
}

/** Every participant with an entry in the contest, with the contest's title and evaluation flag. */
export async function listResultsRecipients(db: Queryable, contestId: string) {
  return allRows<{
    title: string;
    show_evaluations: boolean;
    user_id: string;
    username: string;
    email: string;
    locale: Locale;
  }>(
    db,
    `SELECT c.title, c.show_evaluations, u.id AS user_id, u.username, u.email, u.locale
     FROM contests c
     JOIN users u ON u.id IN (SELECT DISTINCT s.user_id FROM submissions s WHERE s.contest_id = c.id)
     WHERE c.id = $1
     ORDER BY u.id`,
    [contestId],
  );
}
