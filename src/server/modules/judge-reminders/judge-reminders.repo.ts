import { JUDGE_SLOTS, type JudgeSlot } from '../../../domain/contest-rules';
import { countsInResultsSql } from '../../../domain/results';
import type { JudgeRole } from '../../../domain/roles';
import type { Locale } from '../../../domain/schemas/account';
import { allRows, type Queryable } from '../../db/transaction';

export async function contestExists(db: Queryable, contestId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM contests WHERE id = $1', [contestId]);
  return rows.length > 0;
}

/** The contests whose judging deadline is between the two days (ISO, inclusive). */
export async function listContestsWithDeadlineBetween(
  db: Queryable,
  from: string,
  to: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM contests WHERE judging_deadline BETWEEN $1::date AND $2::date`,
    [from, to],
  );
  return rows.map((row) => row.id);
}

export type PendingJudgeRow = {
  contest_id: string;
  contest_title: string;
  judging_deadline: string | null;
  role: JudgeRole;
  judge_id: string;
  username: string;
  email: string;
  locale: Locale;
  pending: number;
};

const COUNTS = countsInResultsSql('s');

/**
 * Each judge holding a slot of the contests (no judge 2 in extra contests) with the number of entries
 * still pending for them, counted as Statistics counts them: the pre-filter judge's undecided photos,
 * a scoring judge's entries counting in results without a score on their side.
 */
export async function listJudgesPending(
  db: Queryable,
  contestIds: readonly string[],
): Promise<PendingJudgeRow[]> {
  if (contestIds.length === 0) return [];
  return allRows<PendingJudgeRow>(
    db,
    `SELECT c.id AS contest_id, c.title AS contest_title, c.judging_deadline::text AS judging_deadline,
       slot.role, u.id AS judge_id, u.username, u.email, u.locale,
       (SELECT count(*)::int FROM submissions s
        WHERE s.contest_id = c.id AND CASE slot.role
          WHEN 'pre_filter_judge' THEN s.file_key IS NOT NULL AND s.pre_filter_status = 'pending'
          WHEN 'photo_judge_1' THEN ${COUNTS} AND s.judge1_score IS NULL
          WHEN 'video_judge_1' THEN ${COUNTS} AND s.judge1_score IS NULL
          ELSE ${COUNTS} AND s.judge2_score IS NULL END) AS pending
     FROM contests c
     CROSS JOIN LATERAL (VALUES
       ('pre_filter_judge', c.pre_filter_judge_id),
       ('photo_judge_1', c.photo_judge_1_id),
       ('photo_judge_2', CASE WHEN NOT c.is_extra THEN c.photo_judge_2_id END),
       ('video_judge_1', c.video_judge_1_id),
       ('video_judge_2', CASE WHEN NOT c.is_extra THEN c.video_judge_2_id END)
     ) AS slot(role, judge_id)
     JOIN users u ON u.id = slot.judge_id
     WHERE c.id = ANY($1::uuid[])
     ORDER BY c.id, lower(u.username)`,
    [contestIds],
  );
}

/** One admin to tell of a judge's completion of a contest. */
export type CompletionNoticeRow = {
  contest_title: string;
  contest_id: string;
  judge_username: string;
  judge_role: JudgeRole;
  admin_id: string;
  admin_username: string;
  admin_email: string;
  admin_locale: Locale;
};

/** Every admin, with the contest and the judge who completed it. */
export async function listCompletionNoticeRecipients(
  db: Queryable,
  judgeId: string,
  contestId: string,
): Promise<CompletionNoticeRow[]> {
  return allRows<CompletionNoticeRow>(
    db,
    `SELECT c.id AS contest_id, c.title AS contest_title, j.username AS judge_username, j.role AS judge_role,
       a.id AS admin_id, a.username AS admin_username, a.email AS admin_email, a.locale AS admin_locale
     FROM contests c JOIN users j ON j.id = $1 JOIN users a ON a.role = 'admin'
     WHERE c.id = $2
     ORDER BY a.id`,
    [judgeId, contestId],
  );
}

/** A judge told of an assignment, with the contest. */
export type AssignmentNoticeRow = {
  contest_id: string;
  contest_title: string;
  category: 'photo' | 'video';
  judging_deadline: string | null;
  results_at: Date;
  username: string;
  email: string;
  locale: Locale;
  role: JudgeRole;
  /** Adjudications only: entries of the contest waiting for this adjudicator's score. */
  waiting: number;
};

export async function findAssignmentNoticeRow(
  db: Queryable,
  contestId: string,
  judgeId: string,
): Promise<AssignmentNoticeRow | undefined> {
  const { rows } = await db.query<AssignmentNoticeRow>(
    `SELECT c.id AS contest_id, c.title AS contest_title, c.category, c.judging_deadline::text AS judging_deadline,
       c.results_at, u.username, u.email, u.locale, u.role,
       (SELECT count(*)::int FROM submissions s
         WHERE s.contest_id = c.id AND s.adjudicator_id = u.id AND s.adjudicator_score IS NULL
           AND ${countsInResultsSql('s')}) AS waiting
     FROM contests c JOIN users u ON u.id = $2
     WHERE c.id = $1`,
    [contestId, judgeId],
  );
  return rows[0];
}

/** Who holds the contest's judge slot now (null when empty). */
export async function findSlotHolder(
  db: Queryable,
  contestId: string,
  slot: JudgeSlot,
): Promise<string | null> {
  const { rows } = await db.query<{ holder: string | null }>(
    `SELECT ${JUDGE_SLOTS[slot].role}_id AS holder FROM contests WHERE id = $1`,
    [contestId],
  );
  return rows[0]?.holder ?? null;
}
