import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { type Award } from '../../../domain/awards';
import type { ContestCategory } from '../../../domain/packages';
import type { PreFilterStatus } from '../../../domain/pre-filter';
import type { Queryable } from '../../db/transaction';
import {
  EXPORT_PARTICIPANT,
  RANKED_AWARD_SQL,
  RANKED_SCORE_SQL,
  ResultsFilter,
  orderOf,
  whereOf,
} from './results.repo';

/**
 * The export's columns, in the order of its rows: the cursor reads them as arrays (no object per row),
 * and the CSV is written straight from them (results.csv.ts). What belongs to the contest (title,
 * category, judges) is read once per contest (findExportContests), not on each of its rows.
 * Keep ExportRow in step.
 */
const EXPORT_COLUMNS = `p.id, p.contest_id, p.file_key IS NOT NULL, p.video_url, u.username, u.email,
    p.pre_filter_status, p.judge1_score, p.judge1_comment, p.judge1_feedback, p.judge2_score, p.judge2_comment,
    p.judge2_feedback, p.ranked_score::float8, p.ranked_award, p.is_paid,
    floor(extract(epoch FROM p.created_at) * 1000)::float8, p.title, p.caption`;

export type ExportRow = [
  id: string,
  contestId: string,
  isPhoto: boolean,
  videoUrl: string | null,
  username: string,
  email: string,
  preFilterStatus: PreFilterStatus,
  judge1Score: number | null,
  judge1Comment: string | null,
  judge1Feedback: string[] | null,
  judge2Score: number | null,
  judge2Comment: string | null,
  judge2Feedback: string[] | null,
  rankedScore: number | null,
  rankedAward: Award | null,
  isPaid: boolean,
  /** Milliseconds since the epoch, as Date.getTime() would give (a number parses faster than a date). */
  createdAtMs: number,
  title: string | null,
  caption: string | null,
];

/** Every matching row in list order, for the CSV export (read through a cursor, as ExportRow arrays). */
export function buildResultsExportQuery(f: ResultsFilter) {
  const { where, values } = whereOf(f);
  return {
    text: `WITH page AS (
      SELECT s.*, ${RANKED_SCORE_SQL} AS ranked_score, ${RANKED_AWARD_SQL} AS ranked_award
      FROM submissions s JOIN contests c ON c.id = s.contest_id
      ${where}
      ORDER BY ${orderOf(f.sort)}
    )
    SELECT ${EXPORT_COLUMNS}
    FROM page p ${EXPORT_PARTICIPANT}
    ORDER BY ${orderOf(f.sort, 'p')}`,
    values,
  };
}

export type ExportContestRow = {
  id: string;
  title: string;
  category: ContestCategory;
  photo_category: 'wedding' | 'family' | null;
  is_extra: boolean;
  /** The usernames of the judges assigned to the contest's slots for its category. */
  judge1_username: string | null;
  judge2_username: string | null;
};

/** The contests an export may name (those its contest filters allow), with their judges. */
export async function findExportContests(db: Queryable, f: ResultsFilter): Promise<ExportContestRow[]> {
  // Only the contest's own filters (year, category, the contest itself).
  const { where, values } = whereOf({ ...f, preFilterStatus: null, award: null }, 'c.id');
  const { rows } = await db.query<ExportContestRow>(
    `SELECT c.id, c.title, c.category, c.photo_category, c.is_extra,
       j1.username AS judge1_username, j2.username AS judge2_username
     FROM contests c
     LEFT JOIN users j1 ON j1.id = CASE WHEN c.category = 'photo' THEN c.photo_judge_1_id ELSE c.video_judge_1_id END
     LEFT JOIN users j2 ON j2.id = CASE WHEN c.category = 'photo' THEN c.photo_judge_2_id ELSE c.video_judge_2_id END
     ${where}`,
    values,
  );
  return rows;
}
// Rows per cursor read of the export: few round trips, and a batch (a few megabytes) stays small
// beside the 100 MB the export may use.
export const EXPORT_BATCH_ROWS = 500;

/**
 * A cursor over the export query whose stream emits text, one chunk per batch of rows, formatted by
 * `format`. The next batch is asked for before the current one is formatted, so PostgreSQL reads it
 * while Node formats; at most one batch is in flight and two chunks wait, whatever the client's pace.
 * Closing the stream (end, error, client gone) closes the cursor.
 */
export function streamResultsText(
  client: PoolClient,
  f: ResultsFilter,
  format: (rows: ExportRow[], isFirst: boolean, isLast: boolean) => string,
  batchRows = EXPORT_BATCH_ROWS,
): Readable {
  const query = buildResultsExportQuery(f);
  return client.query(new BatchTextStream(query.text, query.values, format, batchRows));
}

class BatchTextStream extends QueryStream {
  private isReading = false;
  private isDone = false;
  private isFirst = true;
  private isBackedUp = false;

  constructor(
    text: string,
    values: unknown[],
    private readonly format: (rows: ExportRow[], isFirst: boolean, isLast: boolean) => string,
    private readonly batchRows: number,
  ) {
    // Object mode counts chunks: two formatted batches may wait for the reader. Rows come as arrays.
    super(text, values, { highWaterMark: 2, rowMode: 'array' });
  }

  override _read(): void {
    this.isBackedUp = false;
    this.readBatch();
  }

  private readBatch(): void {
    if (this.isReading || this.isDone) return;
    this.isReading = true;
    // pg-query-stream's own cursor (pg-cursor), read a batch at a time instead of row by row.
    (this.cursor as { read: (n: number, cb: (error: Error | null, rows: ExportRow[]) => void) => void }).read(
      this.batchRows,
      (error, rows) => {
        this.isReading = false;
        if (this.destroyed) return;
        if (error) {
          this.destroy(error);
          return;
        }
        const isLast = rows.length < this.batchRows;
        this.isDone = isLast;
        // Ask for the next batch first: PostgreSQL produces it while this one is formatted.
        if (!isLast && !this.isBackedUp) this.readBatch();
        let text: string;
        try {
          text = this.format(rows, this.isFirst, isLast);
        } catch (formatError) {
          this.destroy(formatError as Error);
          return;
        }
        this.isFirst = false;
        if (text !== '' && !this.push(text)) this.isBackedUp = true;
        if (isLast) this.push(null);
      },
    );
  }
}
