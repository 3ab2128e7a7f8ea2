import type { Role } from '../../../domain/roles';
import { disagreementSql } from '../../../domain/disagreement';
import { FINAL_SCORE_SQL, AWARD_SQL } from '../../../domain/awards';
import type { Queryable } from '../../db/transaction';

// The SQL of adjudication-eligibility.ts (what other modules call when slots, roles or scores change).

/** The users among `userIds` who are the adjudicator (assigned or scored) of an entry of the contest. */
export async function findAdjudicatorsAmong(
  db: Queryable,
  contestId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<{ adjudicator_id: string }>(
    `SELECT DISTINCT adjudicator_id FROM submissions
     WHERE contest_id = $1 AND adjudicator_id = ANY($2::text[])`,
    [contestId, userIds],
  );
  return rows.map((row) => row.adjudicator_id);
}

/**
 * Clears the adjudications of the contest's entries that are no longer in disagreement, auditing each
 * one. Returns how many were cleared.
 */
export async function clearStaleAdjudicationRows(
  db: Queryable,
  actorId: string,
  contestId: string,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH stale AS (
       SELECT s.id, s.adjudicator_id, s.adjudicator_score
       FROM submissions s JOIN contests c ON c.id = s.contest_id
       WHERE s.contest_id = $2 AND s.adjudicator_id IS NOT NULL AND NOT ${disagreementSql('s', 'c')}
       FOR UPDATE OF s
     ),
     cleared AS (
       UPDATE submissions s SET adjudicator_id = NULL, adjudicator_score = NULL, updated_at = now()
       FROM stale WHERE s.id = stale.id
       RETURNING s.id
     ),
     audited AS (
       INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
       SELECT $1, 'submission.adjudicator_clear', 'submission', stale.id::text,
         jsonb_build_object('adjudicatorId', stale.adjudicator_id, 'adjudicatorScore', stale.adjudicator_score),
         jsonb_build_object('adjudicatorId', NULL, 'reason', 'disagreement_resolved')
       FROM stale
     )
     SELECT count(*)::int AS n FROM cleared`,
    [actorId, contestId],
  );
  return rows[0].n;
}

/** Recomputes the final score and award of the contest's entries whose score or award changed. */
export async function recomputeAdjudicated(db: Queryable, contestId: string): Promise<void> {
  await db.query(
    `UPDATE submissions s SET final_score = sc.final_score, award = sc.award::award, updated_at = now()
     FROM (
       SELECT s2.id, ${FINAL_SCORE_SQL} AS final_score, ${AWARD_SQL} AS award
       FROM submissions s2 JOIN contests c ON c.id = s2.contest_id WHERE s2.contest_id = $1
     ) sc
     WHERE s.id = sc.id AND (s.final_score IS DISTINCT FROM sc.final_score OR s.award::text IS DISTINCT FROM sc.award)`,
    [contestId],
  );
}

/**
 * A user who leaves the roles that adjudicate a category loses their open (unscored) adjudications
 * of that category: they could otherwise enter the contest as a participant and come back to score a
 * rival. A given adjudication stays: it was eligible when given. Audited per entry.
 */
export async function clearOpenAdjudicationsOf(
  db: Queryable,
  actorId: string,
  userId: string,
  newRole: Role,
): Promise<number> {
  const { rowCount } = await db.query(
    `WITH open AS (
       SELECT s.id FROM submissions s JOIN contests c ON c.id = s.contest_id
       WHERE s.adjudicator_id = $2 AND s.adjudicator_score IS NULL
         AND NOT ((c.category = 'photo' AND $3 IN ('photo_judge_1', 'photo_judge_2'))
           OR (c.category = 'video' AND $3 IN ('video_judge_1', 'video_judge_2')))
       FOR UPDATE OF s
     ),
     cleared AS (
       UPDATE submissions s SET adjudicator_id = NULL, updated_at = now() FROM open WHERE s.id = open.id
       RETURNING s.id
     )
     INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
     SELECT $1, 'submission.adjudicator_clear', 'submission', cleared.id::text,
       jsonb_build_object('adjudicatorId', $2::text), jsonb_build_object('adjudicatorId', NULL, 'reason', 'role_changed')
     FROM cleared`,
    [actorId, userId, newRole],
  );
  return rowCount ?? 0;
}
