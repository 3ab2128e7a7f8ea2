import { CONTEST_TIME_ZONE, contestYearRange } from '../../../domain/contest-dates';
import { PAGE_SIZE, computePageOffset } from '../../../domain/pagination';
import { isUuid } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { validationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { pageContestsOf } from './entry-views';
import { myEntryContestOf, toMySubmissionRow } from './my-submission';
import * as myRepo from './my-submissions.repo';
import type { FilterContest, MySubmissionsQuery } from '../../../contract/submissions';

// My Submissions: the caller's own entries, a page at a time, and what its filters offer.

export async function listMine(ctx: AppContext, caller: SessionUser, query: MySubmissionsQuery) {
  const now = new Date();
  const db = ctx.pool;
  const contestId = query.contestId && isUuid(query.contestId) ? query.contestId : null;
  if (query.contestId && !contestId) throw validationError({ contestId: 'errors.invalidField' });
  const range = query.year ? contestYearRange(query.year) : null;
  const [{ rows, total, callerStatus }, counts] = await Promise.all([
    myRepo.listMySubmissions(db, {
      userId: caller.id,
      from: range?.from ?? null,
      to: range?.to ?? null,
      contestId,
      status: query.status ?? null,
      award: query.award ?? null,
      sortByScore: query.sort === 'score',
      now,
      limit: PAGE_SIZE,
      offset: computePageOffset(query.page, PAGE_SIZE),
    }),
    contestId ? myRepo.summarizeMyContest(db, caller.id, contestId) : null,
  ]);
  // VIP status is read with the page, so a status change counts at once (the VIP extension).
  const isVip = callerStatus === 'vip';
  const summary = counts
    ? {
        contestId: contestId as string,
        total: counts.total,
        approved: counts.show_pre_filter_results ? counts.approved : null,
        awarded: counts.show_evaluations ? counts.awarded : null,
        honorable: counts.show_evaluations ? counts.honorable : null,
      }
    : null;
  return {
    items: rows.map((row) => toMySubmissionRow(row, now, isVip)),
    contests: pageContestsOf(
      rows,
      (row) => row.contest_id,
      (row) => myEntryContestOf(row, now),
    ),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    summary,
  };
}

/**
 * The years and contests My Submissions can filter by: those the caller has entries in. Its own
 * request, fetched once by the page, instead of hundreds of contests repeated in every page of the
 * list (bench/README.md, scenario e).
 */
export async function listMySubmissionFilters(ctx: AppContext, caller: SessionUser) {
  const { years, contests } = await myRepo.findMySubmissionFilters(ctx.pool, caller.id, CONTEST_TIME_ZONE);
  return {
    years,
    contests: contests.map((c): FilterContest => ({
      id: c.id,
      title: c.title,
      category: c.category,
      showPreFilterResults: c.show_pre_filter_results,
      showEvaluations: c.show_evaluations,
      deadline: c.deadline.toISOString(),
    })),
  };
}

/** Whether My Submissions' all-contests view offers the Status filter (its first frame carries it). */
export async function isMyStatusFilterShown(ctx: AppContext, caller: SessionUser): Promise<boolean> {
  return myRepo.hasContestShowingPreFilterStatus(ctx.pool, caller.id);
}
