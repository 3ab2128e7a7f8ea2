import type { ContestCategory } from '../../../domain/packages';
import type { PhotoCategory } from '../../../domain/contest-rules';
import { entryNumberSql } from '../../../domain/entry-name';
import { countsInResultsSql } from '../../../domain/results';
import { allRows, type Queryable } from '../../db/transaction';

// The feedback pack: the caller's judged entries in contests whose evaluations
// are shown, and every counted final of those contests (for the average and the percentile).

const COUNTS = countsInResultsSql('s');

export type FeedbackEntryRow = {
  id: string;
  contest_id: string;
  contest_title: string;
  category: ContestCategory;
  photo_category: PhotoCategory | null;
  is_extra: boolean;
  title: string | null;
  number: number;
  file_key: string | null;
  judge1_comment: string | null;
  judge2_comment: string | null;
  judge1_feedback: string[] | null;
  judge2_feedback: string[] | null;
  final_score: number;
  award: 'awarded' | 'honorable' | 'not_awarded' | null;
};

export async function listFeedbackEntries(db: Queryable, userId: string): Promise<FeedbackEntryRow[]> {
  return allRows<FeedbackEntryRow>(
    db,
    `SELECT s.id, s.contest_id, c.title AS contest_title, c.category, c.photo_category, c.is_extra,
       s.title, s.file_key, s.judge1_comment, s.judge2_comment, s.judge1_feedback, s.judge2_feedback,
       s.final_score::float8 AS final_score, s.award, ${entryNumberSql('s')} AS number
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.user_id = $1 AND c.show_evaluations AND s.final_score IS NOT NULL AND ${COUNTS}
     ORDER BY c.results_at DESC, c.id, s.created_at, s.id`,
    [userId],
  );
}

/** Every counted final of each contest, by contest id. */
export async function listContestFinals(db: Queryable, contestIds: string[]): Promise<Map<string, number[]>> {
  if (contestIds.length === 0) return new Map();
  const { rows } = await db.query<{ contest_id: string; finals: number[] }>(
    `SELECT s.contest_id, array_agg(s.final_score::float8) AS finals
     FROM submissions s WHERE s.contest_id = ANY($1::uuid[]) AND s.final_score IS NOT NULL AND ${COUNTS}
     GROUP BY s.contest_id`,
    [contestIds],
  );
  return new Map(rows.map((row) => [row.contest_id, row.finals]));
}
