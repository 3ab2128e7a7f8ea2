import type { PoolClient } from 'pg';
import type { ContestLifecycle, PublishChecklistView } from '../../../contract/lifecycle';
import { deadlineOf } from '../../../domain/contest-dates';
import { isContestOpen } from '../../../domain/contest-dates';
import { JUDGE_SLOTS, slotsForCategory, type JudgeSlot } from '../../../domain/contest-rules';
import { isUuid } from '../../../domain/ids';
import { judgeSlotOf } from '../../../domain/judge-slots';
import { lifecyclePhase, openChecklistItems, type PublishChecklist } from '../../../domain/results-lifecycle';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import type { Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { listAssignedContests } from '../judging/judging.service';
import * as repo from './lifecycle.repo';
import { toAmendmentView } from './amendment-views';
import { camelFields } from '../../lib/camel-fields';

// A contest's results lifecycle for the admin (docs/decisions/results.md): its phase,
// each judge's completion (which locks their scores) and its reopening, the publish checklist.

const SLOT_COLUMN: Record<JudgeSlot, keyof repo.LifecycleContestRow> = {
  preFilterJudgeId: 'pre_filter_judge_id',
  photoJudge1Id: 'photo_judge_1_id',
  photoJudge2Id: 'photo_judge_2_id',
  videoJudge1Id: 'video_judge_1_id',
  videoJudge2Id: 'video_judge_2_id',
};

/** The contest's used slots with their holder, completion and pending count (as the judge's screen counts). */
async function judgesOf(db: Queryable, contest: repo.LifecycleContestRow) {
  const held = slotsForCategory(contest.category, contest.is_extra)
    .map((slot) => ({ slot, id: contest[SLOT_COLUMN[slot]] as string | null }))
    .filter((held): held is { slot: JudgeSlot; id: string } => held.id !== null);
  const users = new Map(
    (await repo.listSlotJudges(db, contest.id, [...new Set(held.map((h) => h.id))])).map((u) => [u.id, u]),
  );
  const judges = [];
  for (const { slot, id } of held) {
    const user = users.get(id);
    if (!user) continue;
    const rule = judgeSlotOf(JUDGE_SLOTS[slot].role);
    const [progress] = await listAssignedContests(db, rule, id, contest.id);
    judges.push({
      id,
      username: user.username,
      role: JUDGE_SLOTS[slot].role,
      completedAt: user.completed_at ? user.completed_at.toISOString() : null,
      pending: progress?.pending ?? 0,
    });
  }
  return judges;
}

/** What is still open in the contest, for the publish checklist (domain/results-lifecycle). */
export async function checklistOf(
  db: Queryable,
  contest: repo.LifecycleContestRow,
  now: Date,
  judges?: { completedAt: string | null }[],
): Promise<PublishChecklistView> {
  const counts = await repo.countOpenEntries(db, contest.id);
  const held = judges ?? (await judgesOf(db, contest));
  const checklist: PublishChecklist = {
    submissionsOpen: isContestOpen({ deadline: contest.deadline }, now, true),
    pendingPreFilter: contest.category === 'photo' ? counts.pending_pre_filter : 0,
    judgesNotComplete: held.filter((judge) => judge.completedAt === null).length,
    unadjudicatedDisagreements: counts.unadjudicated,
    singleScored: counts.single_scored,
  };
  return { ...checklist, open: openChecklistItems(checklist) };
}

/** GET /api/admin/contests/:id/lifecycle */
export async function getLifecycle(ctx: AppContext, contestId: string): Promise<ContestLifecycle> {
  const db = ctx.pool;
  const contest = isUuid(contestId) ? await repo.findContest(db, contestId) : null;
  if (!contest) throw notFound();
  const now = new Date();
  const judges = await judgesOf(db, contest);
  const [checklist, amendments] = await Promise.all([
    checklistOf(db, contest, now, judges),
    repo.listAmendments(db, contest.id),
  ]);
  return {
    contestId: contest.id,
    phase: lifecyclePhase(
      {
        deadline: contest.deadline,
        judgingEndsAt: contest.judging_deadline ? deadlineOf(contest.judging_deadline) : null,
        showEvaluations: contest.show_evaluations,
        judgeCount: judges.length,
        completedCount: judges.filter((judge) => judge.completedAt !== null).length,
      },
      now,
    ),
    publishedAt: contest.results_published_at ? contest.results_published_at.toISOString() : null,
    judges,
    checklist,
    amendments: amendments.map(toAmendmentView),
  };
}

/**
 * Publishing (show_evaluations turned on by a contest save): refused with the open items unless the
 * admin confirmed (PUBLISH_CONFIRMATION_REQUIRED, nothing stored); recorded with what was open.
 */
export async function assertPublishable(
  client: PoolClient,
  caller: SessionUser,
  contestId: string,
  isConfirmed: boolean,
): Promise<void> {
  const contest = await repo.findContest(client, contestId);
  if (!contest) throw notFound();
  const checklist = await checklistOf(client, contest, new Date());
  if (!isConfirmed && checklist.open.length > 0) {
    // The open items as fields (each an i18n key), their counts in the message.
    throw new AppError(
      'PUBLISH_CONFIRMATION_REQUIRED',
      `Still open: ${checklist.open.map((item) => `${item} ${String(checklist[item])}`).join(', ')}`,
      Object.fromEntries(checklist.open.map((item) => [item, `errors.lifecycle.checklist.${item}`])),
    );
  }
  await repo.markPublished(client, contestId);
  await recordAudit(client, caller.id, 'contest.publish', contestId, { after: { checklist } });
}

/**
 * POST /api/admin/contests/:id/completions/:judgeId/reopen: the judge's completion is removed, so their
 * scores may change again; the reason is required and audit-logged. Not after publication: a change
 * then is an amendment.
 */
export async function reopenCompletion(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  judgeId: string,
  reason: string,
) {
  await inTransaction(ctx.db, async (client) => {
    const contest = isUuid(contestId) ? await repo.findContest(client, contestId) : null;
    if (!contest) throw notFound();
    if (contest.show_evaluations) throw new AppError('RESULTS_PUBLISHED', 'The results are published');
    const completedAt = await repo.deleteCompletion(client, contestId, judgeId);
    if (!completedAt) throw new AppError('COMPLETION_NOT_FOUND', 'No completion to reopen');
    await recordAudit(client, caller.id, 'completion.reopen', contestId, {
      before: { judgeId, completedAt: completedAt.toISOString() },
      after: { judgeId, reason },
    });
  });
  ctx.realtime.publishSoon({ type: 'contest-progress', contestId });
  return { ok: true as const };
}

/** GET /api/admin/contests/:id/amendable: the entries an amendment may change (best first, 1000 at most). */
export async function listAmendable(ctx: AppContext, contestId: string) {
  const db = ctx.pool;
  const contest = isUuid(contestId) ? await repo.findContest(db, contestId) : null;
  if (!contest) throw notFound();
  const rows = await repo.listAmendable(db, contestId);
  return {
    items: rows.map((row) =>
      camelFields(row, [
        'id',
        'title',
        'participant',
        'judge1_score',
        'judge2_score',
        'adjudicator_score',
        'final_score',
        'award',
      ]),
    ),
  };
}

// When a result was last amended (certificates show it).
export { lastAmendedAt } from './lifecycle.repo';
