import { CONTEST_TIME_ZONE, dayOf, endDayOf } from '../../../domain/contest-dates';
import {
  JUDGE_SLOTS,
  SCORING_SLOT_NAMES,
  scoreSideOfSlot,
  type JudgeSlot,
} from '../../../domain/contest-rules';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import { JUDGE_ROLES, type JudgeRole } from '../../../domain/roles';
import type { ContestListQuery } from '../../../domain/schemas/admin';
import type { AdminContest, SlotEvaluations } from '../../../contract/contests';
import type { AppContext } from '../../context';
import { judgesOnSlots } from '../../db/judge-columns';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageKeysOf } from '../../lib/images';
import * as repo from './contests.repo';
import { isUuid } from '../../../domain/ids';

// A malformed id names no contest: 404, the same answer as a missing one (never a 500 from the cast).

/**
 * A PostgreSQL \`date\` as an ISO day. node-postgres reads one as local midnight of that day, so the
 * local calendar fields give it back whatever the server's time zone.
 */
function isoDayOfDate(value: Date | string | null): string | null {
  if (value === null || typeof value === 'string') return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** The stored contest as the form speaks it: ISO days in São Paulo, judge ids per slot. */
export function formValuesOf(row: repo.ContestRow) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    photoCategory: row.photo_category,
    startDay: dayOf(row.starts_at),
    endDay: endDayOf(row.deadline),
    resultDay: dayOf(row.results_at),
    rules: row.rules,
    showEvaluations: row.show_evaluations,
    showSubmissions: row.show_submissions,
    showPreFilterResults: row.show_pre_filter_results,
    isExtra: row.is_extra,
    showTitlesToJudges: row.show_titles_to_judges,
    minPhotoLongSide: row.min_photo_long_side,
    preFilterJudgeId: row.pre_filter_judge_id,
    photoJudge1Id: row.photo_judge_1_id,
    photoJudge2Id: row.photo_judge_2_id,
    videoJudge1Id: row.video_judge_1_id,
    videoJudge2Id: row.video_judge_2_id,
    disagreementThreshold: row.disagreement_threshold,
    judgingDeadlineDay: isoDayOfDate(row.judging_deadline),
  };
}

function listViewOf(row: repo.ContestListRow): AdminContest {
  const { rules: _rules, ...values } = formValuesOf(row);
  const judges = judgesOnSlots(row);
  return {
    ...values,
    judges,
    participantCount: row.participant_count,
    submissionCount: row.submission_count,
    createdAt: row.created_at.toISOString(),
  };
}

export async function listContests(ctx: AppContext, query: ContestListQuery) {
  const { rows, total } = await repo.listContests(
    ctx.pool,
    { year: query.year, timeZone: CONTEST_TIME_ZONE },
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  return { items: rows.map(listViewOf), total, page: query.page, pageSize: PAGE_SIZE };
}

export async function listContestYears(ctx: AppContext) {
  return { years: await repo.listContestYears(ctx.pool, CONTEST_TIME_ZONE) };
}

/**
 * One contest with everything the edit form needs (the list leaves out the rules text): the
 * evaluations already given per scoring slot, and the judges who have entries in the contest
 * (a conflict of interest: they cannot judge it).
 */
export async function getContest(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await repo.findContestDetails(ctx.pool, id) : null;
  if (!row) throw notFound();
  const [counts, entrantJudgeIds] = await Promise.all([
    repo.countEvaluationsByJudge(ctx.pool, id),
    repo.findJudgeEntrants(ctx.pool, id),
  ]);
  const evaluations = Object.fromEntries(
    SCORING_SLOT_NAMES.filter((slot) => JUDGE_SLOTS[slot].category === row.category).map((slot) => [
      slot,
      counts
        .filter((c) => c.side === scoreSideOfSlot(slot))
        .map((c): SlotEvaluations => ({
          judgeId: c.judge_id,
          username: c.username,
          scored: c.scored,
          commented: c.commented,
        })),
    ]),
  ) as Partial<Record<JudgeSlot, SlotEvaluations[]>>;
  return { ...listViewOf(row), rules: row.rules, evaluations, entrantJudgeIds };
}

export async function setPreFilterVisibility(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  visible: boolean,
) {
  if (!isUuid(id)) throw notFound();
  await inTransaction(ctx.db, async (client) => {
    const before = await repo.lockContest(client, id);
    if (!before) throw notFound();
    await repo.setPreFilterVisibility(client, id, visible);
    await recordAudit(client, caller.id, 'contest.preFilterVisibility', id, {
      before: { showPreFilterResults: before.show_pre_filter_results },
      after: { showPreFilterResults: visible },
    });
  });
  return { id, showPreFilterResults: visible };
}

/**
 * Removes stored photos (original, preview, thumbnail) after the rows are gone. Runs after the
 * commit: a failure leaves unreachable files (logged), never a row whose file is missing.
 */
export async function removeSubmissionFiles(ctx: AppContext, fileKeys: readonly string[]): Promise<void> {
  if (fileKeys.length === 0) return;
  const keys = fileKeys.flatMap((key) => Object.values(imageKeysOf(key)));
  try {
    await ctx.storage.delete(keys);
  } catch (error) {
    ctx.log.error({ err: error, keys }, 'stored files could not be removed');
  }
}

/** Deletes the contest with its entries (spec: deletions are confirmed in the browser) and their files. */
export async function deleteContest(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const { fileKeys } = await inTransaction(ctx.db, async (client) => {
    const before = await repo.lockContest(client, id);
    if (!before) throw notFound();
    const submissionCount = await repo.countSubmissions(client, id);
    const deleted = await repo.deleteContest(client, id);
    await recordAudit(client, caller.id, 'contest.delete', id, {
      before: { ...formValuesOf(before), submissionCount },
    });
    return deleted;
  });
  await removeSubmissionFiles(ctx, fileKeys);
}

/** Users who can fill judge slots, for the contest form's dropdowns (one role, or all five). */
export async function listJudges(ctx: AppContext, role: JudgeRole | undefined) {
  return { items: await repo.listJudges(ctx.pool, role ? [role] : JUDGE_ROLES) };
}

// What other modules call with their own transaction client (fairness recomputes scores, statistics
// lists the years).
export { listContestYears as yearsWithContests, recomputeScores } from './contests.repo';
