import type { JudgeSlotRule, ScoreSide } from '../../../domain/judge-slots';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { allRows } from '../../db/transaction';
import { assignedContestSql, workSql } from './judging.repo';
import { judgeMayScoreSql, judgeScoreWritesSql, judgeTargetSql } from './score-sql';
import { saveScore, type SavedScoreRow } from './judging-updates.repo';

type Pool = Database['$client'];
type ScoringRule = JudgeSlotRule & { scoreSide: ScoreSide };

/**
 * Score saves that arrive while others are running share one statement and one commit (group
 * commit, as PostgreSQL does for WAL flushes). A save costs PostgreSQL about 0.6 ms, most of it the
 * commit and the update of the submission's nine indexes; at 200 judges saving at once, one commit
 * for many saves is what lets the database keep up (bench/README.md).
 *
 * - Nothing waits for company: with fewer than MAX_IN_FLIGHT statements running, a save is sent at
 *   once on its own (the single-row statement, repo.saveScore). Only saves that would otherwise
 *   queue for a connection are gathered, and they go out together as soon as a statement ends.
 * - Durable as before: a caller's answer waits for the commit of the statement holding its save.
 * - One save per submission per statement (a second save of the same entry waits for the next), and
 *   the rows are locked in id order, so two batches can neither deadlock nor update a row twice.
 * - A statement that fails is retried one save at a time, so each caller gets its own answer.
 */
const MAX_IN_FLIGHT = 4;
const MAX_BATCH = 64;

type Waiting = {
  judgeId: string;
  id: string;
  score: number;
  resolve: (row: SavedScoreRow | null) => void;
  reject: (error: unknown) => void;
};

export type ScoreSaver = {
  save: (judgeId: string, id: string, score: number) => Promise<SavedScoreRow | null>;
};

export function createScoreSaver(pool: Pool, rule: ScoringRule): ScoreSaver {
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function run(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) {
      const [one] = batch;
      return saveScore(pool, rule, one.judgeId, one.id, one.score).then(one.resolve, one.reject);
    }
    let rows: SavedScoreRow[];
    try {
      rows = await saveScores(pool, rule, batch);
    } catch {
      // Each save on its own: the caller whose save fails gets its own error, the others their rows.
      await Promise.all(batch.map((one) => run([one])));
      return;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const one of batch) one.resolve(byId.get(one.id) ?? null);
  }

  function take(): Waiting[] {
    const batch: Waiting[] = [];
    const ids = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      if (ids.has(queue[i].id)) {
        i++;
        continue;
      }
      ids.add(queue[i].id);
      batch.push(queue.splice(i, 1)[0]);
    }
    return batch;
  }

  function pump(): void {
    while (inFlight < MAX_IN_FLIGHT && queue.length > 0) {
      const batch = take();
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    save: (judgeId, id, score) =>
      new Promise((resolve, reject) => {
        queue.push({ judgeId, id, score, resolve, reject });
        pump();
      }),
  };
}

const savers = new WeakMap<Pool, Map<string, ScoreSaver>>();

/** The process's saver for a pool and a judge role (saves of different roles touch other columns). */
export function scoreSaverFor(pool: Pool, rule: ScoringRule): ScoreSaver {
  let byRole = savers.get(pool);
  if (!byRole) {
    byRole = new Map();
    savers.set(pool, byRole);
  }
  let saver = byRole.get(rule.role);
  if (!saver) {
    saver = createScoreSaver(pool, rule);
    byRole.set(rule.role, saver);
  }
  return saver;
}

/**
 * Several judges' saves (distinct submissions) in one statement: repo.saveScore's statement over an
 * input table, each row checked against its own judge. Returns the rows that were the judge's to
 * score; a save that is not theirs is simply absent.
 */
export async function saveScores(
  pool: Pool,
  rule: ScoringRule,
  saves: readonly { judgeId: string; id: string; score: number }[],
): Promise<SavedScoreRow[]> {
  return allRows<SavedScoreRow>(
    pool,
    prepared(saveScoresSql(rule), [
      saves.map((s) => s.judgeId),
      saves.map((s) => s.id),
      saves.map((s) => s.score),
    ]),
  );
}

function saveScoresSql(rule: ScoringRule): string {
  const side = rule.scoreSide;
  return `WITH input AS (
      SELECT * FROM unnest($1::text[], $2::uuid[], $3::smallint[]) AS i(judge_id, id, score)
    ),
    target AS (
      SELECT s.id, i.judge_id, i.score AS new_score, s.contest_id, c.title AS contest_title, s.created_at,
        s.file_width, s.file_height, s.video_url, ${judgeTargetSql(side, 'i.judge_id', 'i.score')}
      FROM input i JOIN submissions s ON s.id = i.id JOIN contests c ON c.id = s.contest_id
      WHERE ${assignedContestSql(rule, 'i.judge_id')} AND ${workSql(rule, 'i.judge_id')}
        AND ${judgeMayScoreSql(side, 'i.judge_id')}
      ORDER BY s.id
      FOR UPDATE OF s
    ),
    ${judgeScoreWritesSql(side, 'n.judge_id', '', 'entity_id')}
    SELECT n.id, n.contest_id, n.contest_title, n.created_at, n.file_width, n.file_height, n.video_url,
      n.comment, n.feedback, n.id::text IN (SELECT entity_id FROM audited) AS changed
    FROM n`;
}
