import { deadlineOf, resultInstantOf, startInstantOf } from '../../../domain/contest-dates';
import {
  JUDGE_SLOT_NAMES,
  JUDGE_SLOTS,
  normalizeContestInput,
  replacedScoringSlots,
  scoreSideOfSlot,
  type ContestInput,
  type JudgeSlot,
} from '../../../domain/contest-rules';
import type { AppContext } from '../../context';
import { publishesResults } from '../../../domain/contest-phase';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { queueSlotNotices } from '../judge-reminders/assignment-notice';
import { RESULTS_QUEUE } from '../participant/results.emails';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import * as repo from './contests.repo';
import { isUuid } from '../../../domain/ids';
import type { Queryable } from '../../db/transaction';
import { clearStaleAdjudications, findAdjudicatorsAmong } from '../adjudication/adjudication-eligibility';
import { formValuesOf, getContest } from './contests.service';
import { assertPublishable } from '../lifecycle/lifecycle.service';
import { storeChosenFinals, storeRawFinals } from '../fairness/award-basis';

function valuesOf(input: ContestInput): repo.ContestValues {
  return {
    title: input.title,
    startsAt: startInstantOf(input.startDay),
    deadline: deadlineOf(input.endDay),
    resultsAt: resultInstantOf(input.resultDay),
    category: input.category,
    photoCategory: input.photoCategory,
    rules: input.rules,
    showEvaluations: input.showEvaluations,
    showSubmissions: input.showSubmissions,
    showPreFilterResults: input.showPreFilterResults,
    isExtra: input.isExtra,
    showTitlesToJudges: input.showTitlesToJudges,
    minPhotoLongSide: input.minPhotoLongSide,
    preFilterJudgeId: input.preFilterJudgeId,
    photoJudge1Id: input.photoJudge1Id,
    photoJudge2Id: input.photoJudge2Id,
    videoJudge1Id: input.videoJudge1Id,
    videoJudge2Id: input.videoJudge2Id,
    disagreementThreshold: input.disagreementThreshold,
    judgingDeadline: input.judgingDeadlineDay,
  };
}

/**
 * A judge slot accepts only a user whose role is that slot's role (spec section 5: the dropdowns
 * list only matching profiles; the server does not trust the dropdown). The users are locked until
 * the contest is stored, so a concurrent role change cannot slip in between.
 */
async function assertJudgesMatchSlots(
  client: Parameters<typeof repo.lockUsersRoles>[0],
  input: ContestInput,
) {
  const filled = JUDGE_SLOT_NAMES.filter((slot) => input[slot] !== null);
  const roles = await repo.lockUsersRoles(client, [...new Set(filled.map((slot) => input[slot] as string))]);
  const fields: Record<string, string> = {};
  for (const slot of filled) {
    const role = roles.get(input[slot] as string);
    if (!role) fields[slot] = 'errors.contest.judgeNotFound';
    else if (role !== JUDGE_SLOTS[slot].role) fields[slot] = 'errors.contest.judgeRoleMismatch';
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid judge', fields);
}

/** A user with entries in a contest cannot judge it, in any slot (the server does not trust the form). */
async function assertNoConflictOfInterest(
  client: Parameters<typeof repo.findEntrants>[0],
  contestId: string,
  input: ContestInput,
) {
  const filled = JUDGE_SLOT_NAMES.filter((slot) => input[slot] !== null);
  if (filled.length === 0) return;
  const entrants = new Set(
    await repo.findEntrants(client, contestId, [...new Set(filled.map((slot) => input[slot] as string))]),
  );
  const fields: Record<string, string> = {};
  for (const slot of filled)
    if (entrants.has(input[slot] as string)) fields[slot] = 'errors.contest.judgeHasEntries';
  if (Object.keys(fields).length > 0) {
    throw new AppError('JUDGE_HAS_ENTRIES', 'A judge cannot judge a contest they entered', fields);
  }
}

/**
 * The adjudicator of an entry of the contest never holds one of its scoring slots:
 * one person would give two of an entry's three scores. Refused, the slot named; the admin
 * assigns the adjudication to someone else first (possible until it is scored).
 */
async function assertNoAdjudicatorInSlots(client: Queryable, contestId: string, input: ContestInput) {
  const filled = JUDGE_SLOT_NAMES.filter((slot) => input[slot] !== null && slot !== 'preFilterJudgeId');
  const adjudicators = new Set(
    await findAdjudicatorsAmong(client, contestId, [...new Set(filled.map((slot) => input[slot] as string))]),
  );
  const fields: Record<string, string> = {};
  for (const slot of filled)
    if (adjudicators.has(input[slot] as string)) fields[slot] = 'errors.contest.judgeIsAdjudicator';
  if (Object.keys(fields).length > 0) {
    throw new AppError(
      'JUDGE_IS_ADJUDICATOR',
      'An adjudicator of the contest cannot hold a judge slot',
      fields,
    );
  }
}

/**
 * A scoring slot handed to someone else while evaluations by others stand on its side: the admin
 * must say what becomes of them (REPLACEMENT_CHOICES); without an answer the save is refused with
 * the slots concerned. `keep` leaves the scores with their judge (they count; the new judge takes
 * only the rest) and sets aside comments left without a score, so the new judge never reads them;
 * `fresh` sets aside every evaluation by others on that side. Each replacement is audit-logged.
 * Returns whether scores were set aside (the final scores must then be recomputed).
 */
async function settleReplacedJudges(
  client: Parameters<typeof repo.countEvaluationsByJudge>[0],
  caller: SessionUser,
  contestId: string,
  before: Record<JudgeSlot, string | null>,
  input: ContestInput,
): Promise<boolean> {
  const replaced = replacedScoringSlots(before, input);
  if (replaced.length === 0) return false;
  const counts = await repo.countEvaluationsByJudge(client, contestId);
  const pending: Record<string, string> = {};
  const work: { slot: JudgeSlot; newJudgeId: string; others: repo.EvaluationCountRow[] }[] = [];
  for (const slot of replaced) {
    const newJudgeId = input[slot] as string;
    const others = counts.filter((c) => c.side === scoreSideOfSlot(slot) && c.judge_id !== newJudgeId);
    if (others.length === 0) continue;
    work.push({ slot, newJudgeId, others });
    if (!input.previousEvaluations) pending[slot] = 'errors.contest.replacementDecisionRequired';
  }
  if (Object.keys(pending).length > 0) {
    throw new AppError(
      'JUDGE_REPLACEMENT_DECISION_REQUIRED',
      'Say whether the previous judge’s evaluations are kept or set aside',
      pending,
    );
  }
  let isRescored = false;
  for (const { slot, newJudgeId, others } of work) {
    const decision = input.previousEvaluations as 'keep' | 'fresh';
    const side = scoreSideOfSlot(slot);
    const setAside = await repo.setAsideEvaluations(
      client,
      contestId,
      side,
      newJudgeId,
      caller.id,
      decision === 'keep',
    );
    if (decision === 'fresh' && others.some((o) => o.scored > 0)) isRescored = true;
    await recordAudit(client, caller.id, 'contest.judge_replace', contestId, {
      before: {
        slot,
        judgeId: before[slot],
        evaluations: others.map((o) => ({ judgeId: o.judge_id, scored: o.scored, commented: o.commented })),
      },
      after: {
        slot,
        judgeId: newJudgeId,
        decision,
        kept: decision === 'keep' ? others.reduce((n, o) => n + o.scored, 0) : 0,
        setAside,
      },
    });
  }
  return isRescored;
}

export async function createContest(ctx: AppContext, caller: SessionUser, raw: ContestInput) {
  // The form's coupling (extra drops judge 2, the category drops the other category's judges) is
  // applied here too, so a stored contest never carries a judge it cannot use.
  const input = normalizeContestInput(raw);
  const id = await inTransaction(ctx.db, async (client) => {
    await assertJudgesMatchSlots(client, input);
    const row = await repo.insertContest(client, valuesOf(input));
    await recordAudit(client, caller.id, 'contest.create', row.id, {
      after: formValuesOf(row),
    });
    await queueSlotNotices(ctx, client, row.id, {}, formValuesOf(row));
    return row.id;
  });
  return getContest(ctx, id);
}

export async function updateContest(ctx: AppContext, caller: SessionUser, id: string, raw: ContestInput) {
  if (!isUuid(id)) throw notFound();
  const input = normalizeContestInput(raw);
  await inTransaction(ctx.db, async (client) => {
    // Users before contests: the users module locks a user and then the contests they judge, so
    // taking the locks in the same order here cannot deadlock with it.
    await assertJudgesMatchSlots(client, input);
    const before = await repo.lockContest(client, id);
    if (!before) throw notFound();
    // Photos in a video contest (or links in a photo contest) would break every screen that shows them.
    if (before.category !== input.category && (await repo.countSubmissions(client, id)) > 0) {
      throw new AppError(
        'CONTEST_CATEGORY_LOCKED',
        'The category cannot change once the contest has entries',
        {
          category: 'errors.contest.categoryLocked',
        },
      );
    }
    await assertNoConflictOfInterest(client, id, input);
    await assertNoAdjudicatorInSlots(client, id, input);
    const isRescored = await settleReplacedJudges(client, caller, id, formValuesOf(before), input);
    const after = await repo.updateContest(client, id, valuesOf(input));
    if (before.is_extra !== after.is_extra || isRescored) await repo.recomputeScores(client, id);
    // A score set aside, a raised threshold or an extra contest may end a disagreement: its
    // adjudication goes with it.
    await clearStaleAdjudications(client, caller.id, id);
    // Results published: the checklist first (nothing stored without the confirmation it needs), then
    // the participants' emails are queued with the change (results.emails.ts).
    if (
      publishesResults(
        { showEvaluations: before.show_evaluations },
        { showEvaluations: after.show_evaluations },
      )
    ) {
      await assertPublishable(client, caller, id, input.confirmPublish === true);
      await ctx.jobs.sendInTransaction(
        client,
        RESULTS_QUEUE,
        { contestId: id },
        { retryLimit: 5, retryBackoff: true },
      );
    }
    // The admin's award basis decides what is published: stored at publication, and again
    // after anything above that recomputed raw finals of a published contest; raw once unpublished.
    if (after.show_evaluations) await storeChosenFinals(client, id);
    else if (before.show_evaluations) await storeRawFinals(client, id);
    await recordAudit(client, caller.id, 'contest.update', id, {
      before: formValuesOf(before),
      after: formValuesOf(after),
    });
    await queueSlotNotices(ctx, client, id, formValuesOf(before), formValuesOf(after));
  });
  return getContest(ctx, id);
}
