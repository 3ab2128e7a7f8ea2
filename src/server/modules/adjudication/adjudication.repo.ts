import type { PoolClient } from 'pg';
import type { Award } from '../../../domain/awards';
import { disagreementSql } from '../../../domain/disagreement';
import type { ContestCategory } from '../../../domain/packages';
import { countsInResultsSql } from '../../../domain/results';
import type { Role } from '../../../domain/roles';
import { allRows, firstRow, type Queryable } from '../../db/transaction';
import type { EntryRow } from '../judging/judging-updates.repo';
import { rescoredSql, scoreAuditSql } from '../judging/score-sql';

/**
 * What an adjudicator's save requires besides the assignment, checked at
 * score time whatever happened since the assignment: results not published, the entry still in
 * disagreement, the adjudicator neither gave one of its scores nor holds one of the contest's two
 * slots of its category, and has no entry in the contest. $1 is the adjudicator.
 */
const ADJUDICATOR_MAY_SCORE_SQL = `NOT c.show_evaluations AND ${disagreementSql('s', 'c')}
  AND s.judge1_id IS DISTINCT FROM $1 AND s.judge2_id IS DISTINCT FROM $1
  AND $1 <> ALL (array_remove(CASE WHEN c.category = 'photo' THEN ARRAY[c.photo_judge_1_id, c.photo_judge_2_id]
    ELSE ARRAY[c.video_judge_1_id, c.video_judge_2_id] END, NULL))
  AND NOT EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = c.id AND e.user_id = $1)`;

export type AdjudicationLockRow = {
  published: boolean;
  flagged: boolean;
  on_entry: boolean;
  entrant: boolean;
};

/** Why an adjudicator's save of an entry assigned to them was refused (ADJUDICATOR_MAY_SCORE_SQL). */
export async function findAdjudicationLock(
  db: Queryable,
  judgeId: string,
  id: string,
): Promise<AdjudicationLockRow | null> {
  return firstRow<AdjudicationLockRow>(
    db,
    `SELECT c.show_evaluations AS published, ${disagreementSql('s', 'c')} AS flagged,
       ($1 IN (s.judge1_id, s.judge2_id) OR $1 = ANY (CASE WHEN c.category = 'photo'
         THEN ARRAY[c.photo_judge_1_id, c.photo_judge_2_id] ELSE ARRAY[c.video_judge_1_id, c.video_judge_2_id] END))
         IS TRUE AS on_entry,
       EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = c.id AND e.user_id = $1) AS entrant
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $2 AND s.adjudicator_id = $1 AND ${countsInResultsSql('s')}`,
    [judgeId, id],
  );
}

/** An entry the admin sees in the contest's disagreements: flagged, or already given an adjudicator. */
const LISTED_SQL = `${countsInResultsSql('s')} AND (${disagreementSql('s', 'c')} OR s.adjudicator_id IS NOT NULL)`;

export type DisagreementContestRow = {
  id: string;
  title: string;
  category: ContestCategory;
  is_extra: boolean;
  disagreement_threshold: number;
  slot_judge_ids: (string | null)[];
};

export async function findContest(db: Queryable, contestId: string): Promise<DisagreementContestRow | null> {
  return firstRow<DisagreementContestRow>(
    db,
    `SELECT c.id, c.title, c.category, c.is_extra, c.disagreement_threshold,
       CASE WHEN c.category = 'photo' THEN ARRAY[c.photo_judge_1_id, c.photo_judge_2_id]
         ELSE ARRAY[c.video_judge_1_id, c.video_judge_2_id] END AS slot_judge_ids
     FROM contests c WHERE c.id = $1`,
    [contestId],
  );
}

export type DisagreementRow = {
  id: string;
  title: string | null;
  is_photo: boolean;
  video_url: string | null;
  created_at: Date;
  participant: string;
  judge1_id: string | null;
  judge1_username: string | null;
  judge1_score: number;
  judge2_id: string | null;
  judge2_username: string | null;
  judge2_score: number;
  adjudicator_id: string | null;
  adjudicator_username: string | null;
  adjudicator_score: number | null;
  final_score: number | null;
  award: Award | null;
  flagged: boolean;
};

/** The contest's flagged and adjudicated entries, widest disagreement first. */
export async function listDisagreements(db: Queryable, contestId: string): Promise<DisagreementRow[]> {
  return allRows<DisagreementRow>(
    db,
    `SELECT s.id, s.title, s.file_key IS NOT NULL AS is_photo, s.video_url, s.created_at,
       p.username AS participant,
       s.judge1_id, j1.username AS judge1_username, s.judge1_score,
       s.judge2_id, j2.username AS judge2_username, s.judge2_score,
       s.adjudicator_id, a.username AS adjudicator_username, s.adjudicator_score,
       s.final_score::float8 AS final_score, s.award::text AS award, ${disagreementSql('s', 'c')} AS flagged
     FROM submissions s JOIN contests c ON c.id = s.contest_id
       JOIN users p ON p.id = s.user_id
       LEFT JOIN users j1 ON j1.id = s.judge1_id
       LEFT JOIN users j2 ON j2.id = s.judge2_id
       LEFT JOIN users a ON a.id = s.adjudicator_id
     WHERE s.contest_id = $1 AND ${LISTED_SQL}
     ORDER BY abs(s.judge1_score - s.judge2_score) DESC, s.created_at DESC, s.id`,
    [contestId],
  );
}

export type CandidateRow = { id: string; username: string; role: Role; has_entries: boolean };

/** Every judge of the category's two scoring roles, and whether they have entries in the contest. */
export async function listCandidates(
  db: Queryable,
  contestId: string,
  roles: readonly Role[],
): Promise<CandidateRow[]> {
  return allRows<CandidateRow>(
    db,
    `SELECT u.id, u.username, u.role,
       EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = $1 AND e.user_id = u.id) AS has_entries
     FROM users u WHERE u.role::text = ANY($2::text[])
     ORDER BY lower(u.username)`,
    [contestId, roles],
  );
}

export type LockedEntryRow = {
  id: string;
  contest_id: string;
  category: ContestCategory;
  judge1_id: string | null;
  judge2_id: string | null;
  slot_judge_ids: (string | null)[];
  adjudicator_id: string | null;
  adjudicator_score: number | null;
  flagged: boolean;
};

/** Locks an entry counting in results, with what decides who may adjudicate it. */
export async function lockEntry(client: PoolClient, id: string): Promise<LockedEntryRow | null> {
  return firstRow<LockedEntryRow>(
    client,
    `SELECT s.id, s.contest_id, c.category, s.judge1_id, s.judge2_id, s.adjudicator_id, s.adjudicator_score,
       CASE WHEN c.category = 'photo' THEN ARRAY[c.photo_judge_1_id, c.photo_judge_2_id]
         ELSE ARRAY[c.video_judge_1_id, c.video_judge_2_id] END AS slot_judge_ids,
       ${disagreementSql('s', 'c')} AS flagged
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $1 AND ${countsInResultsSql('s')}
     FOR UPDATE OF s`,
    [id],
  );
}

/** The candidate's role and whether they have entries in the contest; the user row is locked. */
export async function lockCandidate(
  client: PoolClient,
  userId: string,
  contestId: string,
): Promise<{ id: string; role: Role; has_entries: boolean } | null> {
  return firstRow<{ id: string; role: Role; has_entries: boolean }>(
    client,
    `SELECT u.id, u.role,
       EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = $2 AND e.user_id = u.id) AS has_entries
     FROM users u WHERE u.id = $1 FOR SHARE OF u`,
    [userId, contestId],
  );
}

export async function setAdjudicator(client: PoolClient, id: string, adjudicatorId: string): Promise<void> {
  await client.query('UPDATE submissions SET adjudicator_id = $2, updated_at = now() WHERE id = $1', [
    id,
    adjudicatorId,
  ]);
}

/** A judge grid's entry columns, with what the adjudication list adds (blind: no judge score). */
export type AssignedRow = EntryRow & {
  category: ContestCategory;
  is_photo: boolean;
  title: string | null;
  adjudicator_score: number | null;
  adjudicator_comment: string | null;
};

/**
 * The entries a judge adjudicates, of their role's category, counting in results: the entry and the
 * adjudicator's own score only (blind: no judge score, final score, award or participant).
 */
export async function listAssigned(
  db: Queryable,
  judgeId: string,
  category: ContestCategory,
): Promise<AssignedRow[]> {
  return allRows<AssignedRow>(
    db,
    `SELECT s.id, s.contest_id, c.title AS contest_title, c.category, s.created_at,
       s.file_key IS NOT NULL AS is_photo, s.file_width, s.file_height, s.video_url,
       CASE WHEN c.show_titles_to_judges THEN s.title END AS title, s.adjudicator_score, s.adjudicator_comment
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.adjudicator_id = $1 AND c.category = $2 AND ${countsInResultsSql('s')}
     ORDER BY s.adjudicator_score IS NOT NULL, s.created_at DESC, s.id`,
    [judgeId, category],
  );
}

/**
 * The adjudicator's score as one statement, like a judge's save (judging.repo saveScore): locks the
 * entry if it is theirs, recomputes the final score and award with the domain's SQL twins, updates
 * and audits only when something changes. No row: not theirs.
 */
export async function saveAdjudicatorScore(
  db: Queryable,
  judgeId: string,
  id: string,
  category: ContestCategory,
  score: number,
): Promise<{ id: string; contest_id: string; changed: boolean } | null> {
  return firstRow<{ id: string; contest_id: string; changed: boolean }>(
    db,
    `WITH target AS (
        SELECT s.id, s.contest_id, c.is_extra, s.judge1_score, s.judge2_score, $3::smallint AS adjudicator_score,
          s.adjudicator_score AS old_score, s.final_score AS old_final, s.award AS old_award
        FROM submissions s JOIN contests c ON c.id = s.contest_id
        WHERE s.id = $2 AND s.adjudicator_id = $1 AND c.category = $4 AND ${countsInResultsSql('s')}
          AND ${ADJUDICATOR_MAY_SCORE_SQL}
        FOR UPDATE OF s
      ),
      ${rescoredSql()},
      updated AS (
        UPDATE submissions s
        SET adjudicator_score = n.adjudicator_score, final_score = n.new_final, award = n.new_award,
          updated_at = now()
        FROM n
        WHERE s.id = n.id AND n.old_score IS DISTINCT FROM n.adjudicator_score
        RETURNING s.id
      ),
      ${scoreAuditSql('$1', 'submission.adjudicator_score', 'n.adjudicator_score', '1')}
      SELECT n.id, n.contest_id, EXISTS (SELECT 1 FROM audited) AS changed FROM n`,
    [judgeId, id, score, category],
  );
}

/**
 * The adjudicator's comment on an entry that is theirs (as saveAdjudicatorScore decides), audited when
 * it changes, in one statement. No row: not theirs.
 */
export async function saveAdjudicatorComment(
  db: Queryable,
  judgeId: string,
  id: string,
  category: ContestCategory,
  comment: string | null,
): Promise<{ id: string; comment: string | null } | null> {
  return firstRow<{ id: string; comment: string | null }>(
    db,
    `WITH target AS (
        SELECT s.id, s.adjudicator_comment AS old_comment
        FROM submissions s JOIN contests c ON c.id = s.contest_id
        WHERE s.id = $2 AND s.adjudicator_id = $1 AND c.category = $4 AND ${countsInResultsSql('s')}
          -- Published results change only by an admin's amendment, the comment included.
          AND c.results_published_at IS NULL
        FOR UPDATE OF s
      ),
      updated AS (
        UPDATE submissions s SET adjudicator_comment = $3, updated_at = now()
        FROM target t WHERE s.id = t.id AND t.old_comment IS DISTINCT FROM $3::text
        RETURNING s.id
      ),
      audited AS (
        INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
        SELECT $1, 'submission.adjudicator_comment', 'submission', t.id::text,
          jsonb_build_object('comment', t.old_comment), jsonb_build_object('comment', $3::text)
        FROM target t JOIN updated u ON u.id = t.id
      )
      SELECT t.id, $3::text AS comment FROM target t`,
    [judgeId, id, comment, category],
  );
}
