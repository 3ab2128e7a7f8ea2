import { allRows, type Queryable } from '../../db/transaction';
import { RANKED_AWARD_SQL, RANKED_SCORE_SQL } from './results.repo';

/** An awarded or honourably mentioned photo of a contest, with its rank in the contest. */
export type AwardedRow = {
  id: string;
  file_key: string;
  award: 'awarded' | 'honorable';
  rank: number;
  participant: string;
};

/**
 * The contest's photos that count in results with an award, best first. The rank is the one the
 * Rankings screen shows for the contest: competition rank by final score among the entries that
 * count, so ties share it.
 */
export async function listAwarded(db: Queryable, contestId: string): Promise<AwardedRow[]> {
  return allRows<AwardedRow>(
    db,
    `SELECT ranked.id, ranked.file_key, ranked.award, ranked.rank, u.username AS participant
     FROM (
       SELECT s.id, s.file_key, s.user_id, s.created_at, ${RANKED_AWARD_SQL}::text AS award,
         (rank() OVER (ORDER BY ${RANKED_SCORE_SQL} DESC NULLS LAST))::int AS rank
       FROM submissions s
       WHERE s.contest_id = $1
     ) ranked
     JOIN users u ON u.id = ranked.user_id
     WHERE ranked.award IN ('awarded', 'honorable') AND ranked.file_key IS NOT NULL
     ORDER BY ranked.rank, ranked.created_at, ranked.id`,
    [contestId],
  );
}
