import type { PoolClient } from 'pg';
import type { Award } from '../../../domain/awards';
import { disagreementSql } from '../../../domain/disagreement';
import type { Locale } from '../../../domain/schemas/account';
import { countsInResultsSql } from '../../../domain/results';
import type { Role } from '../../../domain/roles';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export type LifecycleContestRow = {
  id: string;
  title: string;
  category: 'photo' | 'video';
  is_extra: boolean;
  deadline: Date;
  judging_deadline: string | null;
  show_evaluations: boolean;
  results_published_at: Date | null;
  pre_filter_judge_id: string | null;
  photo_judge_1_id: string | null;
  photo_judge_2_id: string | null;
  video_judge_1_id: string | null;
  video_judge_2_id: string | null;
};

const CONTEST_COLUMNS = `c.id, c.title, c.category, c.is_extra, c.deadline, c.judging_deadline::text AS judging_deadline,
  c.show_evaluations, c.results_published_at, c.pre_filter_judge_id, c.photo_judge_1_id, c.photo_judge_2_id,
  c.video_judge_1_id, c.video_judge_2_id`;

export async function findContest(db: Queryable, id: string): Promise<LifecycleContestRow | null> {
  return firstRow<LifecycleContestRow>(db, `SELECT ${CONTEST_COLUMNS} FROM contests c WHERE c.id = $1`, [id]);
}

export type JudgeRow = { id: string; username: string; role: Role; completed_at: Date | null };

/** The users holding the contest's slots, with their completion of it. */
export async function listSlotJudges(db: Queryable, contestId: string, ids: string[]): Promise<JudgeRow[]> {
  if (ids.length === 0) return [];
  return allRows<JudgeRow>(
    db,
    `SELECT u.id, u.username, u.role, ec.completed_at
     FROM users u LEFT JOIN evaluation_completions ec ON ec.judge_id = u.id AND ec.contest_id = $1
     WHERE u.id = ANY($2::text[])`,
    [contestId, ids],
  );
}

export type ChecklistCountsRow = {
  pending_pre_filter: number;
  unadjudicated: number;
  single_scored: number;
};

/**
 * The contest's open entries for the publish checklist: photos the pre-filter has not decided, flagged
 * entries no adjudicator has scored, and counting entries with one judge score of two.
 */
export async function countOpenEntries(db: Queryable, contestId: string): Promise<ChecklistCountsRow> {
  const { rows } = await db.query<ChecklistCountsRow>(
    `SELECT
       count(*) FILTER (WHERE s.file_key IS NOT NULL AND s.pre_filter_status = 'pending')::int AS pending_pre_filter,
       count(*) FILTER (WHERE ${countsInResultsSql('s')} AND ${disagreementSql('s', 'c')}
         AND s.adjudicator_score IS NULL)::int AS unadjudicated,
       count(*) FILTER (WHERE ${countsInResultsSql('s')} AND NOT c.is_extra
         AND (s.judge1_score IS NULL) <> (s.judge2_score IS NULL))::int AS single_scored
     FROM contests c LEFT JOIN submissions s ON s.contest_id = c.id
     WHERE c.id = $1`,
    [contestId],
  );
  return rows[0];
}

export async function markPublished(db: Queryable, contestId: string): Promise<void> {
  await db.query('UPDATE contests SET results_published_at = now() WHERE id = $1', [contestId]);
}

/** Removes a judge's completion of a contest; returns when it had been recorded (null: there was none). */
export async function deleteCompletion(
  client: PoolClient,
  contestId: string,
  judgeId: string,
): Promise<Date | null> {
  const { rows } = await client.query<{ completed_at: Date }>(
    'DELETE FROM evaluation_completions WHERE contest_id = $1 AND judge_id = $2 RETURNING completed_at',
    [contestId, judgeId],
  );
  return rows[0]?.completed_at ?? null;
}

export type AmendableRow = {
  id: string;
  contest_id: string;
  contest_title: string;
  title: string | null;
  is_extra: boolean;
  show_evaluations: boolean;
  award_basis: string;
  disagreement_threshold: number;
  counts: boolean;
  judge1_score: number | null;
  judge2_score: number | null;
  adjudicator_id: string | null;
  adjudicator_score: number | null;
  final_score: number | null;
  award: Award | null;
  user_id: string;
  username: string;
  email: string;
  locale: Locale;
};

/** Locks an entry with what an amendment reads and whom it tells. */
export async function lockAmendable(client: PoolClient, id: string): Promise<AmendableRow | null> {
  return firstRow<AmendableRow>(
    client,
    `SELECT s.id, s.contest_id, c.title AS contest_title, s.title, c.is_extra, c.show_evaluations,
       c.award_basis, c.disagreement_threshold, ${countsInResultsSql('s')} AS counts,
       s.judge1_score, s.judge2_score, s.adjudicator_id, s.adjudicator_score,
       s.final_score::float8 AS final_score, s.award::text AS award,
       u.id AS user_id, u.username, u.email, u.locale
     FROM submissions s JOIN contests c ON c.id = s.contest_id JOIN users u ON u.id = s.user_id
     WHERE s.id = $1
     FOR UPDATE OF s`,
    [id],
  );
}

export async function writeAmendedScores(
  client: PoolClient,
  id: string,
  values: {
    judge1Score: number | null;
    judge2Score: number | null;
    adjudicatorId: string | null;
    adjudicatorScore: number | null;
    finalScore: number | null;
    award: Award | null;
  },
): Promise<void> {
  await client.query(
    `UPDATE submissions SET judge1_score = $2, judge2_score = $3, adjudicator_id = $4, adjudicator_score = $5,
       final_score = $6, award = $7::award, updated_at = now()
     WHERE id = $1`,
    [
      id,
      values.judge1Score,
      values.judge2Score,
      values.adjudicatorId,
      values.adjudicatorScore,
      values.finalScore,
      values.award,
    ],
  );
}

export type AmendmentRow = {
  id: number;
  submission_id: string;
  entry_title: string | null;
  participant: string;
  reason: string;
  actor: string | null;
  created_at: Date;
  before: { finalScore: number | null; award: Award | null };
  after: { finalScore: number | null; award: Award | null };
};

export async function insertAmendment(
  client: PoolClient,
  values: {
    submissionId: string;
    contestId: string;
    actorId: string;
    reason: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO result_amendments (submission_id, contest_id, actor_id, reason, before, after)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      values.submissionId,
      values.contestId,
      values.actorId,
      values.reason,
      JSON.stringify(values.before),
      JSON.stringify(values.after),
    ],
  );
  return Number(rows[0].id);
}

const AMENDMENT_SELECT = `SELECT a.id::int AS id, a.submission_id, s.title AS entry_title, p.username AS participant,
    a.reason, actor.username AS actor, a.created_at, a.before, a.after
  FROM result_amendments a JOIN submissions s ON s.id = a.submission_id JOIN users p ON p.id = s.user_id
    LEFT JOIN users actor ON actor.id = a.actor_id`;

/** The contest's amendments, newest first. */
export async function listAmendments(db: Queryable, contestId: string): Promise<AmendmentRow[]> {
  return allRows<AmendmentRow>(
    db,
    `${AMENDMENT_SELECT} WHERE a.contest_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 200`,
    [contestId],
  );
}

export async function findAmendment(db: Queryable, id: number): Promise<AmendmentRow> {
  const { rows } = await db.query<AmendmentRow>(`${AMENDMENT_SELECT} WHERE a.id = $1`, [id]);
  return rows[0];
}

/** When the entry's result was last amended, or null (the verification page says so). */
export async function lastAmendedAt(db: Queryable, submissionId: string): Promise<Date | null> {
  const { rows } = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM result_amendments WHERE submission_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [submissionId],
  );
  return rows[0]?.created_at ?? null;
}

export type AmendableListRow = {
  id: string;
  title: string | null;
  participant: string;
  judge1_score: number | null;
  judge2_score: number | null;
  adjudicator_score: number | null;
  final_score: number | null;
  award: Award | null;
};

/** The contest's entries counting in results, best first, for the admin's amendment dialog. */
export async function listAmendable(db: Queryable, contestId: string): Promise<AmendableListRow[]> {
  return allRows<AmendableListRow>(
    db,
    `SELECT s.id, s.title, p.username AS participant, s.judge1_score, s.judge2_score, s.adjudicator_score,
       s.final_score::float8 AS final_score, s.award::text AS award
     FROM submissions s JOIN users p ON p.id = s.user_id
     WHERE s.contest_id = $1 AND ${countsInResultsSql('s')}
     ORDER BY s.final_score DESC NULLS LAST, s.created_at, s.id
     LIMIT 1000`,
    [contestId],
  );
}
