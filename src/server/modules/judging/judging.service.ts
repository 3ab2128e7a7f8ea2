import type { PoolClient } from 'pg';
import { normalizeFeedback, type ImprovementArea } from '../../../domain/improvement-areas';
import { judgeSlotOf, type JudgeSlotRule } from '../../../domain/judge-slots';
import { computePageOffset, PAGE_SIZE, PRE_FILTER_PAGE_SIZE } from '../../../domain/pagination';
import { isUuid } from '../../../domain/ids';
import { preFilterMove } from '../../../domain/pre-filter-decisions';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { judgeAccessTo, judgeRoleOf, scoringRuleOf } from '../../lib/access';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageViewOf, pageContestsOf, toVideoView } from '../submissions/entry-views';
import { queueCompletionNotice } from '../judge-reminders/completion-notice';
import * as repo from './judging.repo';
import * as updates from './judging-updates.repo';
import type { PreFilterStatus } from '../../../contract/common';
import type {
  FeedbackBody,
  JudgeCounts,
  PreFilterCounts,
  PreFilterListQuery,
  ScoringListQuery,
} from '../../../contract/judging';
import { scoreSaverFor } from './score-saves.repo';
import { recordDecision } from './pre-filter-decisions.repo';
import { contestHeadOf } from '../contests/contest-head';
import { lockErrorOf } from './judge-locks';
import { camelFields } from '../../lib/camel-fields';
import { JUDGE_ID_COLUMNS } from '../../db/judge-columns';

// Blind and independent judging (DESIGN.md §3): every answer below is built from the caller's own
// columns only. Nothing here ever reads the participant (user id, username, email), the other
// judge's score, comment or feedback, or the final score and award, so none of it can leak.

// Photo judges page through a thumbnail grid like the pre-filter judge; videos are 50 cards a page.
export const PHOTO_JUDGE_PAGE_SIZE = PRE_FILTER_PAGE_SIZE;
export const VIDEO_JUDGE_PAGE_SIZE = PAGE_SIZE;
// Beyond any real contest; keeps OFFSET inside PostgreSQL's range whatever page is asked for.
const MAX_PAGE = 100_000;

// ---------------------------------------------------------------------------------------------
// Views

function countsOf(rule: JudgeSlotRule, row: repo.ContestProgressRow): JudgeCounts {
  const base = { total: row.total, evaluated: row.total - row.pending, pending: row.pending };
  if (rule.scoreSide === null) return { ...base, approved: row.approved, rejected: row.rejected };
  return { ...base, high: row.high, low: row.low };
}

function toContestProgress(rule: JudgeSlotRule, row: repo.ContestProgressRow) {
  return {
    ...contestHeadOf(row),
    counts: countsOf(rule, row),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    resultsPublished: row.show_evaluations,
  };
}

type EntrySource = updates.EntryRow;
type ItemSource = EntrySource & { pre_filter_status: PreFilterStatus };

// A list item is one object whose fields are assigned (Object.assign), not spread together from
// smaller objects (entry-views.ts, imageViewOf): a judge's grid has 100 of them.
function baseItem(row: EntrySource) {
  const item: { id: string; contestId: string; createdAt: string; title?: string } = {
    id: row.id,
    contestId: row.contest_id,
    createdAt: row.created_at.toISOString(),
  };
  // Titles could name the author: only in contests whose admin chose to show them (docs/decisions/contests.md).
  if (row.title) item.title = row.title;
  return item;
}

function photoItem(row: EntrySource) {
  return Object.assign(baseItem(row), imageViewOf(row));
}

function toPreFilterItem(row: ItemSource) {
  return Object.assign(photoItem(row), { preFilterStatus: row.pre_filter_status });
}

type Own = { score: number | null; comment: string | null; feedback: ImprovementArea[] | null };

/** What a scoring judge sees of one entry: the entry and their own evaluation, nothing else. */
function toScoringItem(rule: JudgeSlotRule, row: EntrySource, own: Own) {
  if (rule.category === 'photo') {
    return Object.assign(photoItem(row), { score: own.score, comment: own.comment, feedback: own.feedback });
  }
  const video = toVideoView(row.video_url ?? '');
  return Object.assign(baseItem(row), {
    videoUrl: video.url,
    provider: video.provider,
    score: own.score,
    comment: own.comment,
  });
}

/** The caller's evaluation on their side: empty when the side holds no evaluation of theirs. */
function ownOf(side: 1 | 2, judgeId: string, row: updates.LockedSubmissionRow): Own {
  const owner = side === 1 ? row.judge1_id : row.judge2_id;
  if (owner !== judgeId) return { score: null, comment: null, feedback: null };
  return side === 1
    ? { score: row.judge1_score, comment: row.judge1_comment, feedback: row.judge1_feedback }
    : { score: row.judge2_score, comment: row.judge2_comment, feedback: row.judge2_feedback };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The caller's assigned contests of their category, with their progress and completion. */
export async function listMyContests(ctx: AppContext, caller: SessionUser) {
  const rule = judgeSlotOf(judgeRoleOf(caller));
  const rows = await repo.listAssignedContests(ctx.pool, rule, caller.id);
  return { items: rows.map((row) => toContestProgress(rule, row)) };
}

/**
 * One page of the caller's work (a tab of it, `filter`), its rows as items. The page's query reads only
 * the contests where the caller holds the slot, so rows prove the assignment; only an empty page needs
 * the separate check, where a contest not assigned (or not existing) answers 404 and an empty tab
 * answers an empty page. A judge learns nothing about other contests either way.
 */
async function pageOfWork<T>(
  ctx: AppContext,
  rule: JudgeSlotRule,
  judgeId: string,
  list: {
    query: { page: number; contestId?: string };
    pageSize: number;
    filter: Pick<repo.WorkFilter, 'status' | 'tab'>;
    toItem: (row: repo.WorkRow) => T;
  },
) {
  const { query, pageSize, filter, toItem } = list;
  const contestId = query.contestId ?? null;
  const offset = computePageOffset(Math.min(query.page, MAX_PAGE), pageSize);
  const { rows, total } = await repo.listWork(ctx.pool, rule, judgeId, {
    ...filter,
    contestId,
    limit: pageSize,
    offset,
  });
  if (rows.length === 0 && contestId && !(await repo.isAssignedContest(ctx.pool, rule, judgeId, contestId))) {
    throw notFound();
  }
  return {
    items: rows.map(toItem),
    total,
    page: query.page,
    pageSize,
    contests: pageContestsOf(
      rows,
      (row) => row.contest_id,
      (row) => ({ id: row.contest_id, title: row.contest_title }),
    ),
  };
}

export async function listPreFilter(ctx: AppContext, caller: SessionUser, query: PreFilterListQuery) {
  const rule = judgeSlotOf('pre_filter_judge');
  if (judgeRoleOf(caller) !== 'pre_filter_judge') throw forbidden();
  return pageOfWork(ctx, rule, caller.id, {
    query,
    pageSize: PRE_FILTER_PAGE_SIZE,
    filter: { status: query.status },
    toItem: toPreFilterItem,
  });
}

/** A photo or video judge's grid: their tab (pending, ≥ 7, ≤ 6) of the entries they judge. */
export async function listScoring(
  ctx: AppContext,
  caller: SessionUser,
  category: 'photo' | 'video',
  query: ScoringListQuery,
) {
  const rule = scoringRuleOf(caller);
  if (rule.category !== category) throw forbidden();
  const pageSize = category === 'photo' ? PHOTO_JUDGE_PAGE_SIZE : VIDEO_JUDGE_PAGE_SIZE;
  return pageOfWork(ctx, rule, caller.id, {
    query,
    pageSize,
    filter: { tab: query.tab },
    toItem: (row) => toScoringItem(rule, row, row),
  });
}

// ---------------------------------------------------------------------------------------------
// Writing

async function countsFor(client: PoolClient, rule: JudgeSlotRule, judgeId: string, contestId: string) {
  const contest = await repo.findAssignedContest(client, rule, judgeId, contestId);
  if (!contest) throw notFound();
  return countsOf(rule, contest);
}

/**
 * Tells staff screens a contest's counts moved, after the change committed. A NOTIFY inside the
 * transaction holds PostgreSQL's global notify lock through the commit's WAL flush, which put every
 * judge's save in one queue (bench/README.md); sent afterwards, it waits for nothing. The event is a
 * hint to refetch, so it is coalesced (at most one per contest per 100 ms, the last change always
 * announced), and one lost to a crash between the commit and the send costs only a refresh.
 */
function publishProgress(ctx: AppContext, contestId: string) {
  ctx.realtime.publishSoon({ type: 'contest-progress', contestId });
}

/** Runs `work` in a transaction, then publishes progress for the contest it returns, if any. */
async function withProgress<T>(
  ctx: AppContext,
  work: (client: PoolClient, changed: (contestId: string) => void) => Promise<T>,
): Promise<T> {
  let contestId: string | null = null;
  const result = await inTransaction(ctx.db, (client) => work(client, (id) => (contestId = id)));
  if (contestId) publishProgress(ctx, contestId);
  return result;
}

function contestJudgesOf(row: updates.LockedSubmissionRow) {
  return camelFields(row, ['category', 'is_extra', ...JUDGE_ID_COLUMNS]);
}

/** A photo the pre-filter took back (or never approved) in the judge's own contest. */
function withdrawn() {
  return new AppError('ENTRY_NOT_APPROVED', 'The pre-filter judge has moved this photo out of approved');
}

/** Why a save found no entry: locked, or a photo pulled back by the pre-filter, is said so; else 404. */
async function notYoursOrWithdrawn(ctx: AppContext, rule: JudgeSlotRule, judgeId: string, id: string) {
  if (!isUuid(id)) return notFound();
  const locked = lockErrorOf(await updates.scoreLockOf(ctx.pool, rule, judgeId, id));
  if (locked) return locked;
  if (await updates.isWithdrawnPhoto(ctx.pool, rule, judgeId, id)) return withdrawn();
  return notFound();
}

/**
 * Locks a submission the caller may act on in their role, or answers 404: an entry of a contest
 * they do not judge, a photo the pre-filter has not approved (photo judges), or the wrong kind of
 * entry all read as "not found", so a judge learns nothing about work that is not theirs.
 */
async function lockOwnWork(client: PoolClient, rule: JudgeSlotRule, judgeId: string, id: string) {
  const row = await updates.lockSubmission(client, id);
  if (!row) throw notFound();
  const access = judgeAccessTo(rule, judgeId, {
    isPhoto: row.file_key !== null,
    preFilterStatus: row.pre_filter_status,
    judge1Id: row.judge1_id,
    judge2Id: row.judge2_id,
    judge1Score: row.judge1_score,
    judge2Score: row.judge2_score,
    contest: contestJudgesOf(row),
  });
  if (access === 'withdrawn') throw withdrawn();
  if (access === 'not-found') throw notFound();
  return row;
}

/**
 * Pre-filter decision. Pending goes to approved or rejected, and either goes back to pending (spec
 * section 4); approved ↔ rejected directly is refused, as the screen only offers 'Move to Pending'.
 * Asking for the status the photo already has changes nothing and succeeds (a double click).
 */
export async function changePreFilterStatus(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  status: PreFilterStatus,
) {
  if (judgeRoleOf(caller) !== 'pre_filter_judge') throw forbidden();
  const rule = judgeSlotOf('pre_filter_judge');
  return withProgress(ctx, async (client, changed) => {
    const row = await lockOwnWork(client, rule, caller.id, id);
    const from = row.pre_filter_status;
    const move = preFilterMove(from, status);
    if (move !== 'same') {
      const locked = lockErrorOf(await updates.scoreLockOf(client, rule, caller.id, id));
      if (locked) throw locked;
      if (move === 'refused') {
        throw new AppError('PRE_FILTER_TRANSITION_NOT_ALLOWED', 'Move the photo back to pending first');
      }
      await updates.updatePreFilterStatus(client, id, status);
      await recordDecision(client, caller.id, status, [{ id, from }]);
      await recordAudit(client, caller.id, 'submission.pre_filter', id, {
        before: { preFilterStatus: from },
        after: { preFilterStatus: status },
      });
      changed(row.contest_id);
    }
    return {
      submission: toPreFilterItem({ ...row, pre_filter_status: status }),
      counts: (await countsFor(client, rule, caller.id, row.contest_id)) as PreFilterCounts,
    };
  });
}

/**
 * Saves the caller's score and, under the row lock, the final score and award recomputed from both
 * judges' latest scores with the domain rule (its SQL twin), in one statement: see updates.saveScore.
 * Saving the score a submission already has changes nothing (no write, no audit row).
 *
 * The answer carries the judge's own view of the entry but not the contest's counters: counting
 * them read every entry of the contest and was half the cost of a save. The screen moves its
 * counters itself, as the pre-filter screen does, and refetches them from GET /api/judge/contests
 * (docs/decisions/judging.md).
 */
export async function saveScore(ctx: AppContext, caller: SessionUser, id: string, score: number) {
  const rule = scoringRuleOf(caller);
  // Saves arriving together share a statement and a commit (score-saves.repo.ts).
  const row = await scoreSaverFor(ctx.pool, rule).save(caller.id, id, score);
  if (!row) throw await notYoursOrWithdrawn(ctx, rule, caller.id, id);
  if (row.changed) publishProgress(ctx, row.contest_id);
  return { submission: toScoringItem(rule, row, { score, comment: row.comment, feedback: row.feedback }) };
}

/** Saves the caller's comment and (photo judges) improvement areas; a field left out is kept. */
export async function saveFeedback(ctx: AppContext, caller: SessionUser, id: string, body: FeedbackBody) {
  const rule = scoringRuleOf(caller);
  const side = rule.scoreSide;
  if (rule.category !== 'photo' && body.feedback !== undefined) {
    // Improvement areas are a photo judging tool; the video screens have none (spec section 2).
    throw new AppError('VALIDATION_FAILED', 'Films take no improvement areas', {
      feedback: 'errors.judging.feedbackNotForFilms',
    });
  }
  return inTransaction(ctx.db, async (client) => {
    const row = await lockOwnWork(client, rule, caller.id, id);
    const locked = lockErrorOf(await updates.scoreLockOf(client, rule, caller.id, id));
    if (locked) throw locked;
    const current = ownOf(side, caller.id, row);
    const comment = body.comment === undefined ? current.comment : body.comment;
    const feedback = body.feedback === undefined ? current.feedback : normalizeFeedback(body.feedback);
    const isChanged =
      comment !== current.comment || JSON.stringify(feedback) !== JSON.stringify(current.feedback);
    if (isChanged) {
      await updates.updateComment(client, id, side, caller.id, { comment, feedback });
      await recordAudit(client, caller.id, `submission.judge${side}_comment`, id, {
        before: { comment: current.comment, feedback: current.feedback },
        after: { comment, feedback },
      });
    }
    return { submission: toScoringItem(rule, row, { score: current.score, comment, feedback }) };
  });
}

/**
 * Marks the caller's evaluation of a contest complete. Refused while anything is still pending for
 * them; recorded once, so a second call returns the first time. It locks the scores and decisions
 * given: only an admin may reopen it, with a reason (completions.ts).
 */
export async function completeEvaluation(ctx: AppContext, caller: SessionUser, contestId: string) {
  const rule = judgeSlotOf(judgeRoleOf(caller));
  return withProgress(ctx, async (client, changed) => {
    const contest = await repo.findAssignedContest(client, rule, caller.id, contestId);
    if (!contest) throw notFound();
    const counts = countsOf(rule, contest);
    if (counts.pending > 0) {
      throw new AppError('EVALUATION_PENDING', `${counts.pending} entries are still pending`);
    }
    const { completedAt, isNew } = await updates.insertCompletion(client, caller.id, contestId);
    if (isNew) {
      await recordAudit(client, caller.id, 'completion.create', contestId, {
        after: {
          judgeId: caller.id,
          role: rule.role,
          contestId,
          completedAt: completedAt.toISOString(),
          counts,
        },
      });
      await queueCompletionNotice(ctx, client, caller.id, contestId);
      changed(contestId);
    }
    return { contestId, completedAt: completedAt.toISOString(), counts };
  });
}

// What other modules call on a client of theirs: whether a contest is the judge's, and which are.
export { isAssignedContest, listAssignedContests } from './judging.repo';
