import { buildAwardSql, FINAL_SCORE_SQL } from '../../../domain/awards';
import type { ScoreSide } from '../../../domain/judge-slots';
import { SIDE_COLUMNS } from './judging.repo';

// The parts every score save shares, as SQL: a judge's save (one or a batch) and an adjudicator's.
// Each statement first reads its rows into a `target` CTE with the scores as they will be (judge1_score,
// judge2_score, adjudicator_score), the row's is_extra and its old_score, old_final and old_award.

/**
 * The columns of a judge's `target` row (submission s, contest c): their own comment and areas (null
 * when the side is another judge's), the old values and the scores with the new one (scoreSql) on
 * their side.
 */
export function judgeTargetSql(side: ScoreSide, judgeSql: string, scoreSql: string): string {
  const own = SIDE_COLUMNS[side];
  const judge1 = side === 1 ? scoreSql : 's.judge1_score';
  const judge2 = side === 2 ? scoreSql : 's.judge2_score';
  // An adjudication stands only while the judges still disagree (docs/decisions/results.md):
  // a correction that removes the disagreement clears it (assignment and score), audited below.
  const stillFlagged = `(NOT c.is_extra AND abs(${judge1} - ${judge2}) >= c.disagreement_threshold)`;
  return `CASE WHEN s.${own.judge} = ${judgeSql} THEN s.${own.comment} END AS comment,
        CASE WHEN s.${own.judge} = ${judgeSql} THEN s.${own.feedback} END AS feedback, c.is_extra,
        s.${own.judge} AS old_judge, s.${own.score} AS old_score, s.final_score AS old_final, s.award AS old_award,
        ${judge1} AS judge1_score, ${judge2} AS judge2_score,
        s.adjudicator_id AS old_adjudicator, s.adjudicator_score AS old_adjudicator_score,
        CASE WHEN ${stillFlagged} THEN s.adjudicator_id END AS new_adjudicator,
        CASE WHEN ${stillFlagged} THEN s.adjudicator_score END AS adjudicator_score`;
}

/**
 * What a scoring judge's save also requires of the row (alias s, contest c, the judge in judgeSql):
 * the results are not published, a score they already gave is not locked by their completion, and
 * they are not the entry's adjudicator nor an entrant of the contest. A save refused here
 * finds no row; the service then says why (judging.service lockRefusalOf).
 */
export function judgeMayScoreSql(side: ScoreSide, judgeSql: string): string {
  const own = SIDE_COLUMNS[side];
  return `NOT c.show_evaluations
        AND (s.${own.score} IS NULL OR NOT EXISTS (
          SELECT 1 FROM evaluation_completions ec WHERE ec.contest_id = c.id AND ec.judge_id = ${judgeSql}))
        AND s.adjudicator_id IS DISTINCT FROM ${judgeSql}
        AND NOT EXISTS (SELECT 1 FROM submissions e WHERE e.contest_id = c.id AND e.user_id = ${judgeSql})`;
}

/** `scored` and `n`: the target rows with the final score (new_final) and award (new_award) recomputed. */
export function rescoredSql(extraColumns = ''): string {
  return `scored AS (
      SELECT target.*, ${extraColumns}(${FINAL_SCORE_SQL})::numeric(4,2) AS new_final FROM target
    ),
    n AS (
      SELECT scored.*, (${buildAwardSql('new_final')})::award AS new_award FROM scored
    )`;
}

/**
 * `updated`: a judge's side of each row in `n` set to the new score, the judge (judgeSql) and the
 * recomputed final score and award, only where something changes.
 */
function judgeScoreUpdateSql(side: ScoreSide, judgeSql: string): string {
  const own = SIDE_COLUMNS[side];
  return `updated AS (
      UPDATE submissions s
      SET ${own.score} = n.new_score, ${own.judge} = ${judgeSql}, final_score = n.new_final, award = n.new_award,
        adjudicator_id = n.new_adjudicator, adjudicator_score = n.adjudicator_score, updated_at = now()
      FROM n
      WHERE s.id = n.id AND (n.old_score IS DISTINCT FROM n.new_score OR n.old_judge IS DISTINCT FROM ${judgeSql}
        OR n.old_final IS DISTINCT FROM n.new_final OR n.old_award IS DISTINCT FROM n.new_award
        OR n.old_adjudicator IS DISTINCT FROM n.new_adjudicator)
      RETURNING s.id
    )`;
}

/** `cleared`: an audit entry per row whose adjudication the save cleared (the disagreement is gone). */
function adjudicationClearedAuditSql(actorSql: string): string {
  return `cleared AS (
      INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
      SELECT ${actorSql}, 'submission.adjudicator_clear', 'submission', n.id::text,
        jsonb_build_object('adjudicatorId', n.old_adjudicator, 'adjudicatorScore', n.old_adjudicator_score),
        jsonb_build_object('adjudicatorId', NULL, 'reason', 'disagreement_resolved')
      FROM n JOIN updated u ON u.id = n.id
      WHERE n.old_adjudicator IS NOT NULL AND n.new_adjudicator IS NULL
    )`;
}

/**
 * `audited`: an audit entry per row `updated` changed, by actorSql, with the score, final score and
 * award before and after (newScoreSql: the column of `n` holding the new score).
 */
export function scoreAuditSql(
  actorSql: string,
  action: 'submission.judge1_score' | 'submission.judge2_score' | 'submission.adjudicator_score',
  newScoreSql: string,
  returning: 'entity_id' | '1',
): string {
  return `audited AS (
      INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
      SELECT ${actorSql}, '${action}', 'submission', n.id::text,
        jsonb_build_object('score', n.old_score, 'finalScore', n.old_final::float8, 'award', n.old_award),
        jsonb_build_object('score', ${newScoreSql}, 'finalScore', n.new_final::float8, 'award', n.new_award)
      FROM n JOIN updated u ON u.id = n.id
      RETURNING ${returning}
    )`;
}

/**
 * What a judge's save (one or a batch) writes once its `target` rows are read, the judge in judgeSql:
 * `scored` and `n` (rescoredSql, with extraColumns), `updated`, `audited` (returning `returning`) and
 * `cleared`.
 */
export function judgeScoreWritesSql(
  side: ScoreSide,
  judgeSql: string,
  extraColumns: string,
  returning: 'entity_id' | '1',
): string {
  return `${rescoredSql(extraColumns)},
    ${judgeScoreUpdateSql(side, judgeSql)},
    ${scoreAuditSql(judgeSql, `submission.judge${side}_score`, 'n.new_score', returning)},
    ${adjudicationClearedAuditSql(judgeSql)}`;
}
