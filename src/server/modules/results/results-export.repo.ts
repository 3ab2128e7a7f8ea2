import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  JUDGE_SCALES_SQL,
  PANEL_SCALES_SQL,
  judgeScoresSql,
  normalisedFinalSql,
} from '../../../domain/normalisation';
import { countsInResultsSql } from '../../../domain/results';
import { sqlLiteral } from '../../db/sql-literal';
import {
  ASSIGNED_JUDGES_JOINS,
  RANKED_AWARD_SQL,
  RANKED_SCORE_SQL,
  SCORE_GIVERS_JOINS,
  ResultsFilter,
  orderOf,
  whereOf,
} from './results.repo';

/**
 * One column of the export: its cell as an SQL expression over what it depends on. An `entry` cell
 * reads `p` (the entry, with `ranked_score`, `ranked_award`, `rank` and `normalised_final`, its final
 * under per-judge normalisation, domain/normalisation, computed once per entry), `g1`, `g2` and `ad`
 * (who gave its scores, who adjudicated), and of its contest `c.is_extra`, `c.disagreement_threshold` and the
 * slots' holders `c.holder1_id`, `c.holder1_username` (and 2); a `participant`
 * cell reads `u` (users); a `contest` cell reads `c` (contests), `j1` and `j2` (the users assigned
 * to its category's judge slots). Participant and contest cells are computed once per participant
 * and contest, not per entry. Free text is always quoted, so a cell's edge spaces survive.
 */
export type ExportColumn = { sql: string; of: 'entry' | 'participant' | 'contest'; isFreeText: boolean };

const alias = (index: number) => `c${index + 1}`;

/** What entry cells read of their contest (see ExportColumn). */
const CONTEST_FACTS = [
  'c.is_extra',
  'c.disagreement_threshold',
  'j1.id AS holder1_id',
  'j1.username AS holder1_username',
  'j2.id AS holder2_id',
  'j2.username AS holder2_username',
];

/**
 * Every matching row in list order, one output column per export column (`c1`, `c2`, …). The
 * filters are written into the text as literals: the statement runs inside COPY, which takes no
 * parameters.
 *
 * The plan (bench/README.md, 'Performance round 3'): the rank is per contest, the order is global,
 * so the two cannot come from one index walk. The matching entries are read once in contest order
 * (the contest indexes), narrow — id, score, date, the judges — and ranked per contest with an
 * incremental sort of each contest's few hundred rows; only these narrow keys (with the normalised
 * final, computed there once, not in each cell that reads it) are then sorted into list order, and
 * each entry's wide row (comments, areas, titles) is fetched by its id in that order. Nothing wide
 * is materialized or sorted, and the outer joins are all lookups that keep the order, so no sort
 * follows them.
 */
export function buildResultsExportSelect(f: ResultsFilter, columns: readonly ExportColumn[]): string {
  const { where } = whereOf(f, 's.contest_id', sqlLiteral);
  // The contests the filter can match, by their own conditions only: scales computed for a contest
  // none of whose entries match are looked up by nobody.
  const contests = whereOf(
    { ...f, preFilterStatus: null, award: null, disagreement: null },
    'c.id',
    sqlLiteral,
  );
  const cellsOf = (of: ExportColumn['of']) =>
    columns.flatMap((column, index) => (column.of === of ? [`${column.sql} AS ${alias(index)}`] : []));
  const select = columns.map((column, index) =>
    column.of === 'entry'
      ? `${column.sql} AS ${alias(index)}`
      : `${column.of === 'contest' ? 'c' : 'u'}.${alias(index)}`,
  );
  // The rank is the screen's (competition rank by final score among the matching entries), per
  // contest, so an export of several contests ranks each entry within its own.
  // The participant's and the contest's cells come from lateral subqueries that PostgreSQL memoizes
  // by id (OFFSET 0 keeps them from being merged into the outer query, where their expressions
  // would be evaluated again on every row); the entry's row is one primary-key probe per key (LIMIT 1
  // keeps it a lookup in the keys' order, never a hash of the table followed by a sort).
  return `WITH scores AS (${judgeScoresSql(`SELECT c.id FROM contests c ${contests.where}`, countsInResultsSql('s'))}),
    scales AS (${JUDGE_SCALES_SQL}),
    panels AS (${PANEL_SCALES_SQL}),
    keys AS (
      SELECT k.id, k.created_at, k.ranked_score, k.ranked_award, k.rank,
        (CASE WHEN k.ranked_score IS NOT NULL THEN ${normalisedFinalSql('k', 'k.is_extra', 'n1', 'n2', 'pn')} END) AS normalised_final
      FROM (
        SELECT s.id, s.contest_id, s.created_at, s.judge1_id, s.judge2_id, s.judge1_score, s.judge2_score,
          s.adjudicator_score, c.is_extra,
          ${RANKED_SCORE_SQL} AS ranked_score, ${RANKED_AWARD_SQL} AS ranked_award,
          CASE WHEN ${RANKED_SCORE_SQL} IS NULL THEN NULL
            ELSE rank() OVER (PARTITION BY s.contest_id ORDER BY ${RANKED_SCORE_SQL} DESC NULLS LAST) END AS rank
        FROM submissions s JOIN contests c ON c.id = s.contest_id
        ${where}
      ) k
      LEFT JOIN scales n1 ON n1.contest_id = k.contest_id AND n1.judge_id = k.judge1_id
      LEFT JOIN scales n2 ON n2.contest_id = k.contest_id AND n2.judge_id = k.judge2_id
      LEFT JOIN panels pn ON pn.contest_id = k.contest_id
      ORDER BY ${orderOf(f.sort, 'k')}
    )
    SELECT ${select.join(',\n      ')}
    FROM keys k
    CROSS JOIN LATERAL (
      SELECT s.*, k.ranked_score, k.ranked_award, k.rank, k.normalised_final
      FROM submissions s WHERE s.id = k.id LIMIT 1
    ) p
    CROSS JOIN LATERAL (
      SELECT ${['u.id', ...cellsOf('participant')].join(', ')} FROM users u WHERE u.id = p.user_id OFFSET 0
    ) u
    CROSS JOIN LATERAL (
      SELECT ${[...CONTEST_FACTS, ...cellsOf('contest')].join(', ')}
      FROM contests c ${ASSIGNED_JUDGES_JOINS}
      WHERE c.id = p.contest_id OFFSET 0
    ) c
    ${SCORE_GIVERS_JOINS}
    ORDER BY ${orderOf(f.sort, 'k')}`;
}

/**
 * Writes the export's rows as CSV bytes into `out`, written by PostgreSQL (COPY … TO STDOUT) while
 * Node only passes them on: no row is parsed or formatted in JavaScript. One statement, so one
 * snapshot. The copy follows the reader's pace (the connection is paused while `out` is behind). The
 * connection is the copy's own: released when the rows are all written; when `out` is destroyed
 * first (the reader left) or the copy fails, it is closed (it was left mid-COPY) and `onFailure`
 * hears why. Returns once the copy has started.
 */
export async function copyResultsCsv(
  pool: Pool,
  f: ResultsFilter,
  columns: readonly ExportColumn[],
  delimiter: string,
  out: Writable,
  onFailure: (error: unknown) => void,
): Promise<void> {
  const quoted = columns.flatMap((column, index) => (column.isFreeText ? [alias(index)] : []));
  const options = [`FORMAT csv`, `DELIMITER ${sqlLiteral(delimiter)}`];
  if (quoted.length > 0) options.push(`FORCE_QUOTE (${quoted.join(', ')})`);
  const client = await pool.connect();
  const rows = client.query(
    copyTo(`COPY (${buildResultsExportSelect(f, columns)}) TO STDOUT WITH (${options.join(', ')})`),
  );
  void pipeline(rows, out).then(
    () => client.release(),
    (error: unknown) => {
      client.release(error instanceof Error ? error : true);
      onFailure(error);
    },
  );
}
