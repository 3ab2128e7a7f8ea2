import type { PreFilterStatus } from '../../../contract/common';
import { judgeSlotOf } from '../../../domain/judge-slots';
import { allRows, type Queryable } from '../../db/transaction';
import { assignedContestSql, workSql } from './judging.repo';

// The pre-filter judge's decisions (pre-filter-decisions.ts): each decision, one photo or a selection,
// is one row of pre_filter_decisions holding where every photo was before.

const rule = judgeSlotOf('pre_filter_judge');

export type DecisionEntry = { id: string; from: PreFilterStatus };

/** Remembers a decision the caller just applied, so it can be undone; returns its id. */
export async function recordDecision(
  db: Queryable,
  judgeId: string,
  to: PreFilterStatus,
  entries: DecisionEntry[],
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO pre_filter_decisions (judge_id, to_status, entries) VALUES ($1, $2, $3) RETURNING id`,
    [judgeId, to, JSON.stringify(entries)],
  );
  return Number(rows[0].id);
}

export type SelectedRow = {
  id: string;
  contest_id: string;
  pre_filter_status: PreFilterStatus;
  is_published: boolean;
  is_completed: boolean;
};

/** Whether the caller's completion of the contest (alias c) is recorded: it locks their decisions. */
const COMPLETED_SQL = `EXISTS (SELECT 1 FROM evaluation_completions ec WHERE ec.contest_id = c.id AND ec.judge_id = $2)`;

/** Locks the chosen photos that are the caller's pre-filter work (in id order, as every locker does). */
export async function lockSelection(db: Queryable, judgeId: string, ids: string[]): Promise<SelectedRow[]> {
  return allRows<SelectedRow>(
    db,
    `SELECT s.id, s.contest_id, s.pre_filter_status, c.show_evaluations AS is_published,
       ${COMPLETED_SQL} AS is_completed
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = ANY($1::uuid[]) AND ${assignedContestSql(rule, '$2')} AND ${workSql(rule, '$2')}
     ORDER BY s.id
     FOR UPDATE OF s`,
    [ids, judgeId],
  );
}

export type DecisionRow = {
  /** bigint: pg hands it over as a number (db/client.ts). */
  id: number;
  to_status: PreFilterStatus;
  entries: DecisionEntry[];
  undone_at: Date | null;
};

export type TargetRow = {
  id: string;
  contest_id: string;
  pre_filter_status: PreFilterStatus;
  is_scored: boolean;
  is_published: boolean;
  is_theirs: boolean;
  is_completed: boolean;
};

/** Moves photos to `status`. */
export async function setPreFilterStatus(
  db: Queryable,
  ids: string[],
  status: PreFilterStatus,
): Promise<void> {
  await db.query(
    'UPDATE submissions SET pre_filter_status = $2, updated_at = now() WHERE id = ANY($1::uuid[])',
    [ids, status],
  );
}

/** Locks the judge's last decision (none when they never decided). */
export async function lockLastDecision(db: Queryable, judgeId: string): Promise<DecisionRow | undefined> {
  const { rows } = await db.query<DecisionRow>(
    `SELECT id, to_status, entries, undone_at FROM pre_filter_decisions
     WHERE judge_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [judgeId],
  );
  return rows[0];
}

/** Locks the photos a decision moved (in id order), with what an undo needs to know of them. */
export async function lockUndoTargets(db: Queryable, judgeId: string, ids: string[]): Promise<TargetRow[]> {
  return allRows<TargetRow>(
    db,
    `SELECT s.id, s.contest_id, s.pre_filter_status,
       (s.judge1_score IS NOT NULL OR s.judge2_score IS NOT NULL OR s.adjudicator_score IS NOT NULL) AS is_scored,
       c.show_evaluations AS is_published,
       (${assignedContestSql(rule, '$2')}) AS is_theirs, ${COMPLETED_SQL} AS is_completed
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = ANY($1::uuid[])
     ORDER BY s.id
     FOR UPDATE OF s`,
    [ids, judgeId],
  );
}

/** Puts each photo of `entries` back where it was. */
export async function restoreStatuses(db: Queryable, entries: DecisionEntry[]): Promise<void> {
  await db.query(
    `UPDATE submissions s SET pre_filter_status = back.status, updated_at = now()
     FROM unnest($1::uuid[], $2::pre_filter_status[]) AS back(id, status)
     WHERE s.id = back.id`,
    [entries.map((entry) => entry.id), entries.map((entry) => entry.from)],
  );
}

export async function markUndone(db: Queryable, decisionId: number): Promise<void> {
  await db.query('UPDATE pre_filter_decisions SET undone_at = now() WHERE id = $1', [decisionId]);
}
