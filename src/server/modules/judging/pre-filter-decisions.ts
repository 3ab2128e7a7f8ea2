import type { PreFilterBulk, PreFilterDecisionResult, PreFilterUndoResult } from '../../../contract/judging';
import { preFilterMove, undoRefusal } from '../../../domain/pre-filter-decisions';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { judgeRoleOf } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as repo from './pre-filter-decisions.repo';

// The pre-filter judge's decisions on several photos at once, and the undo of their last decision
// (the rules are in domain/pre-filter-decisions.ts and docs/decisions/judging.md). Each decision, one
// photo or a selection, is one row of pre_filter_decisions holding where every photo was before
// (pre-filter-decisions.repo.ts).

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
    const rows = await repo.lockSelection(client, caller.id, ids);
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
      await repo.setPreFilterStatus(
        client,
        moving.map((row) => row.id),
        status,
      );
      const decisionId = await repo.recordDecision(
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

/**
 * Puts the photos of the caller's last decision back where they were. Only their very last decision
 * (an undo is not itself undone, and the decision before it stays), and only while nothing rests on
 * it: see undoRefusal. Audit-logged per photo, live events as for the decision.
 */
export async function undoLastDecision(ctx: AppContext, caller: SessionUser): Promise<PreFilterUndoResult> {
  assertPreFilterJudge(caller);
  const result = await inTransaction(ctx.db, async (client) => {
    const decision = await repo.lockLastDecision(client, caller.id);
    if (!decision || decision.undone_at)
      throw new AppError('NOTHING_TO_UNDO', 'There is no decision to undo');
    const entries = decision.entries;
    const rows = await repo.lockUndoTargets(
      client,
      caller.id,
      entries.map((entry) => entry.id),
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
    await repo.restoreStatuses(client, entries);
    await repo.markUndone(client, decision.id);
    for (const entry of entries) {
      await recordAudit(client, caller.id, 'submission.pre_filter_undo', entry.id, {
        before: { preFilterStatus: decision.to_status },
        after: { preFilterStatus: entry.from, decisionId: decision.id },
      });
    }
    const contestIds = distinct(entries.map((entry) => byId.get(entry.id)?.contest_id ?? ''));
    return { restored: entries.length, contestIds };
  });
  publishProgress(ctx, result.contestIds);
  return result;
}
