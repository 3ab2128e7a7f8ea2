import type { PoolClient } from 'pg';
import type { Award } from '../../../domain/awards';
import type { ImprovementArea } from '../../../domain/improvement-areas';
import type { JudgeSlotRule, ScoreSide } from '../../../domain/judge-slots';
import type { PreFilterStatus } from '../../../contract/common';
import { firstRow, hasRow, type Queryable } from '../../db/transaction';
import { prepared } from '../../db/prepared';
import { SIDE_COLUMNS, assignedContestSql, kindOf, workSql } from './judging.repo';
import { judgeMayScoreSql, judgeScoreWritesSql, judgeTargetSql } from './score-sql';

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
  return firstRow<LockedSubmissionRow>(
    client,
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
  // Named where the connections are PostgreSQL's own (each plans it once instead of on every save);
  // unnamed behind a pooler in transaction mode, where the next save may get another connection.
  return firstRow<SavedScoreRow>(db, prepared(saveScoreSql(rule), [judgeId, id, score]));
}

function saveScoreSql(rule: JudgeSlotRule & { scoreSide: ScoreSide }): string {
  const side = rule.scoreSide;
  return `WITH target AS (
      SELECT s.id, s.contest_id, c.title AS contest_title, s.created_at, s.file_width, s.file_height,
        s.video_url, ${judgeTargetSql(side, '$1', '$3::smallint')}
      FROM submissions s JOIN contests c ON c.id = s.contest_id
      WHERE s.id = $2 AND ${assignedContestSql(rule)} AND ${workSql(rule)} AND ${judgeMayScoreSql(side, '$1')}
      FOR UPDATE OF s
    ),
    ${judgeScoreWritesSql(side, '$1', '$3::smallint AS new_score, ', '1')}
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
  return hasRow(
    db,
    `SELECT 1 FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $2 AND ${assignedContestSql(rule)} AND s.file_key IS NOT NULL
       AND s.pre_filter_status <> 'approved'`,
    [judgeId, id],
  );
}

export type ScoreLockRow = {
  published: boolean;
  locked: boolean;
  adjudicates: boolean;
  entrant: boolean;
};

/**
 * Why a save of the judge's own work (their slot, their side) was refused by judgeMayScoreSql, or null
 * when the entry is not their work at all (then it is 404, or withdrawn). Read after the refusal, only
 * on that rare path.
 */
export async function scoreLockOf(
  db: Queryable,
  rule: JudgeSlotRule,
  judgeId: string,
  id: string,
): Promise<ScoreLockRow | null> {
  const side = rule.scoreSide;
  const own = side === null ? null : SIDE_COLUMNS[side];
  return firstRow<ScoreLockRow>(
    db,
    `SELECT c.show_evaluations AS published,
       ${own ? `s.${own.score} IS NOT NULL` : `s.pre_filter_status <> 'pending'`}
         AND EXISTS (SELECT 1 FROM evaluation_completions ec WHERE ec.contest_id = c.id AND ec.judge_id = $1) AS locked,
       s.adjudicator_id IS NOT DISTINCT FROM $1 AS adjudicates,
       EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = c.id AND e.user_id = $1) AS entrant
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = $2 AND ${assignedContestSql(rule)} AND ${workSql(rule)}`,
    [judgeId, id],
  );
}
