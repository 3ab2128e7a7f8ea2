import type { PoolClient } from 'pg';
import { awardYearSql } from '../../../domain/award-counts';
import { countsInResultsSql } from '../../../domain/results';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

// Fair judging: the judge scores of entries that count in results, for the domain's
// calibration, normalisation, agreement and stability (docs/decisions/judging.md).

export type FairnessContestRow = {
  id: string;
  title: string;
  is_extra: boolean;
  show_evaluations: boolean;
  award_basis: 'raw' | 'normalised';
  disagreement_threshold: number;
};

export async function findContest(db: Queryable, id: string): Promise<FairnessContestRow | null> {
  return firstRow<FairnessContestRow>(
    db,
    `SELECT id, title, is_extra, show_evaluations, award_basis, disagreement_threshold
     FROM contests WHERE id = $1`,
    [id],
  );
}

export async function lockContest(client: PoolClient, id: string): Promise<FairnessContestRow | null> {
  return firstRow<FairnessContestRow>(
    client,
    `SELECT id, title, is_extra, show_evaluations, award_basis, disagreement_threshold
     FROM contests WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

export async function setAwardBasis(client: PoolClient, id: string, basis: 'raw' | 'normalised') {
  await client.query(`UPDATE contests SET award_basis = $2, updated_at = now() WHERE id = $1`, [id, basis]);
}

export type ScoreRow = {
  id: string;
  contest_id: string;
  title: string | null;
  is_extra: boolean;
  judge1_id: string | null;
  judge1_score: number | null;
  judge2_id: string | null;
  judge2_score: number | null;
  adjudicator_score: number | null;
};

const SCORE_COLUMNS = `s.id, s.contest_id, s.title, c.is_extra, s.judge1_id, s.judge1_score,
  s.judge2_id, s.judge2_score, s.adjudicator_score`;
const SCORED = `(s.judge1_score IS NOT NULL OR s.judge2_score IS NOT NULL) AND ${countsInResultsSql('s')}`;

/** The contest's counted entries with at least one judge score, in a fixed order (by id). */
export async function listContestScores(db: Queryable, contestId: string): Promise<ScoreRow[]> {
  return allRows<ScoreRow>(
    db,
    `SELECT ${SCORE_COLUMNS} FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.contest_id = $1 AND ${SCORED} ORDER BY s.id`,
    [contestId],
  );
}

/** The same for every contest of an award year. */
export async function listYearScores(db: Queryable, year: number, timeZone: string): Promise<ScoreRow[]> {
  return allRows<ScoreRow>(
    db,
    `SELECT ${SCORE_COLUMNS} FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE ${awardYearSql('c', '$1', '$2')} AND ${SCORED} ORDER BY s.contest_id, s.id`,
    [year, timeZone],
  );
}

export async function listUsernames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; username: string }>(
    `SELECT id, username FROM users WHERE id = ANY($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Stores the given finals and awards (the normalised ones, at publication). */
export async function writeFinals(
  client: PoolClient,
  finals: { id: string; finalScore: number | null; award: string | null }[],
): Promise<number> {
  if (finals.length === 0) return 0;
  const { rowCount } = await client.query(
    `UPDATE submissions s SET final_score = v.final_score, award = v.award::award, updated_at = now()
     FROM unnest($1::uuid[], $2::numeric[], $3::text[]) AS v(id, final_score, award)
     WHERE s.id = v.id AND (s.final_score IS DISTINCT FROM v.final_score OR s.award::text IS DISTINCT FROM v.award)`,
    [finals.map((f) => f.id), finals.map((f) => f.finalScore), finals.map((f) => f.award)],
  );
  return rowCount ?? 0;
}
