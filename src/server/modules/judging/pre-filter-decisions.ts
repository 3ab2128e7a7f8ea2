import type { PoolClient } from 'pg';
import type { PreFilterStatus } from '../../../contract/common';
import type { PreFilterBulk, PreFilterDecisionResult, PreFilterUndoResult } from '../../../contract/judging';
import { judgeSlotOf } from '../../../domain/judge-slots';
import { preFilterMove, undoRefusal } from '../../../domain/pre-filter-decisions';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { judgeRoleOf } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { assignedContestSql, workSql } from './judging.repo';

// The pre-filter judge's decisions on several photos at once, and the undo of their last decision
// (the rules are in domain/pre-filter-decisions.ts and docs/decisions/judging.md). Each decision, one
// photo or a selection, is one row of pre_filter_decisions holding where every photo was before.

const rule = judgeSlotOf('pre_filter_judge');

type DecisionEntry = { id: string; from: PreFilterStatus };

/** Remembers a decision the caller just applied, so it can be undone; returns its id. */
export async function recordDecision(
  client: PoolClient,
  judgeId: string,
  to: PreFilterStatus,
  entries: DecisionEntry[],
): Promise<number> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO pre_filter_decisions (judge_id, to_status, entries) VALUES ($1, $2, $3) RETURNING id`,
    [judgeId, to, JSON.stringify(entries)],
  );
  return Number(rows[0].id);
}

type SelectedRow = {
  id: string;
  contest_id: string;
  pre_filter_status: PreFilterStatus;
  is_published: boolean;
  is_completed: boolean;
};

/** Whether the caller's completion of the contest (alias c) is recorded: it locks their decisions. */
const COMPLETED_SQL = `EXISTS (SELECT 1 FROM evaluation_completions ec WHERE ec.contest_id = c.id AND ec.judge_id = $2)`;

/** Locks the chosen photos that are the caller's pre-filter work (in id order, as every locker does). */
async function lockSelection(client: PoolClient, judgeId: string, ids: string[]): Promise<SelectedRow[]> {
  const { rows } = await client.query<SelectedRow>(
    `SELECT s.id, s.contest_id, s.pre_filter_status, c.show_evaluations AS is_published,
       ${COMPLETED_SQL} AS is_completed
     FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.id = ANY($1::uuid[]) AND ${assignedContestSql(rule, '$2')} AND ${workSql(rule, '$2')}
     ORDER BY s.id
     FOR UPDATE OF s`,
    [ids, judgeId],
  );
  return rows;
}

function publishProgress(ctx: AppContext, contestIds: readonly string[]) {
  for (const contestId of contestIds) ctx.realtime.publishSoon({ type: 'contest-progress', contestId });
}

const distinct = (values: string[]) => [...new Set(values)];

function assertPreFilterJudge(caller: SessionUser) {
  if (judgeRoleOf(caller) !== 'pre_filter_judge') throw forbidden();
}

/**
 * Approves, rejects or moves back to pending a selection of photos, all or nothing: a photo that is
 * not the caller's pre-filter work (another judge's contest, a film, a deleted entry) or that cannot
 * make the move (approved ↔ rejected) refuses the whole selection. Photos already where they were
 * asked to go are left alone. One audit entry per photo that moved, one live event per contest.
 */
export async function decideMany(
  ctx: AppContext,
  caller: SessionUser,
  body: PreFilterBulk,
): Promise<PreFilterDecisionResult> {
  assertPreFilterJudge(caller);
  const { ids, status } = body;
  const result = await inTransaction(ctx.db, async (client) => {
    const rows = await lockSelection(client, caller.id, ids);
    if (rows.length !== ids.length) {
      throw new AppError('PRE_FILTER_SELECTION_NOT_FOUND', 'Some chosen photos are not in your pre-filter');
    }
    if (rows.some((row) => preFilterMove(row.pre_filter_status, status) === 'refused')) {
      throw new AppError('PRE_FILTER_SELECTION_DECIDED', 'Move the decided photos back to pending first');
    }
    const moving = rows.filter((row) => preFilterMove(row.pre_filter_status, status) === 'change');
    // Published results take no pre-filter change; a completed pre-filter keeps its decisions.
    if (moving.some((row) => row.is_published)) {
      throw new AppError('RESULTS_PUBLISHED', 'The results are published');
    }
    if (moving.some((row) => row.is_completed && row.pre_filter_status !== 'pending')) {
      throw new AppError('EVALUATION_LOCKED', 'The evaluation was marked complete');
    }
    if (moving.length > 0) {
      await client.query(
        'UPDATE submissions SET pre_filter_status = $2, updated_at = now() WHERE id = ANY($1::uuid[])',
        [moving.map((row) => row.id), status],
      );
      const decisionId = await recordDecision(
        client,
        caller.id,
        status,
        moving.map((row) => ({ id: row.id, from: row.pre_filter_status })),
      );
      for (const row of moving) {
        await recordAudit(client, caller.id, 'submission.pre_filter', row.id, {
          before: { preFilterStatus: row.pre_filter_status },
          after: { preFilterStatus: status, decisionId, selection: ids.length },
        });
      }
    }
    return { changed: moving.length, status, contestIds: distinct(moving.map((row) => row.contest_id)) };
  });
  publishProgress(ctx, result.contestIds);
  return result;
}

type DecisionRow = {
  id: string;
  to_status: PreFilterStatus;
  entries: DecisionEntry[];
  undone_at: Date | null;
};

type TargetRow = {
  id: string;
  contest_id: string;
  pre_filter_status: PreFilterStatus;
  is_scored: boolean;
  is_published: boolean;
  is_theirs: boolean;
  is_completed: boolean;
};

/**
 * Puts the photos of the caller's last decision back where they were. Only their very last decision
 * (an undo is not itself undone, and the decision before it stays), and only while nothing rests on
 * it: see undoRefusal. Audit-logged per photo, live events as for the decision.
 */
export async function undoLastDecision(ctx: AppContext, caller: SessionUser): Promise<PreFilterUndoResult> {
  assertPreFilterJudge(caller);
  const result = await inTransaction(ctx.db, async (client) => {
    const { rows: decisions } = await client.query<DecisionRow>(
      `SELECT id, to_status, entries, undone_at FROM pre_filter_decisions
       WHERE judge_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [caller.id],
    );
    const decision = decisions[0];
    if (!decision || decision.undone_at)
      throw new AppError('NOTHING_TO_UNDO', 'There is no decision to undo');
    const entries = decision.entries;
    const { rows } = await client.query<TargetRow>(
      `SELECT s.id, s.contest_id, s.pre_filter_status,
         (s.judge1_score IS NOT NULL OR s.judge2_score IS NOT NULL OR s.adjudicator_score IS NOT NULL) AS is_scored,
         c.show_evaluations AS is_published,
         (${assignedContestSql(rule, '$2')}) AS is_theirs, ${COMPLETED_SQL} AS is_completed
       FROM submissions s JOIN contests c ON c.id = s.contest_id
       WHERE s.id = ANY($1::uuid[])
       ORDER BY s.id
       FOR UPDATE OF s`,
      [entries.map((entry) => entry.id), caller.id],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A photo deleted since the decision is one that changed: the decision cannot come back whole.
    const refusal =
      rows.length !== entries.length
        ? 'PRE_FILTER_UNDO_CHANGED'
        : undoRefusal(
            rows.map((row) => ({
              decided: decision.to_status,
              current: row.pre_filter_status,
              isStillTheirs: row.is_theirs,
              isScored: row.is_scored,
              isPublished: row.is_published,
            })),
          );
    if (refusal) throw new AppError(refusal, 'The last decision cannot be undone');
    if (rows.some((row) => row.is_completed)) {
      throw new AppError('EVALUATION_LOCKED', 'The evaluation was marked complete');
    }
    await client.query(
      `UPDATE submissions s SET pre_filter_status = back.status, updated_at = now()
       FROM unnest($1::uuid[], $2::pre_filter_status[]) AS back(id, status)
       WHERE s.id = back.id`,
      [entries.map((entry) => entry.id), entries.map((entry) => entry.from)],
    );
    await client.query('UPDATE pre_filter_decisions SET undone_at = now() WHERE id = $1', [decision.id]);
    for (const entry of entries) {
      await recordAudit(client, caller.id, 'submission.pre_filter_undo', entry.id, {
        before: { preFilterStatus: decision.to_status },
        after: { preFilterStatus: entry.from, decisionId: Number(decision.id) },
      });
    }
    const contestIds = distinct(entries.map((entry) => byId.get(entry.id)?.contest_id ?? ''));
    return { restored: entries.length, contestIds };
  });
  publishProgress(ctx, result.contestIds);
  return result;
}
