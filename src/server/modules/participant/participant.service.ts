import { CONTEST_TIME_ZONE, contestYearOf, contestYearRange } from '../../../domain/contest-dates';
import { yearlyAwardCount } from '../../../domain/award-counts';
import {
  closingInstant,
  isContestOpen,
  isInVipExtension,
  remainingDays,
  VIP_EXTENSION_DAYS,
} from '../../../domain/contest-dates';
import { contestPhase } from '../../../domain/contest-phase';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import { entryLimitFor, remainingAllowance } from '../../../domain/packages';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { isVipCaller } from '../submissions/entry-plan';
import { toContestView } from '../submissions/entry-views';
import { toMySubmission } from '../submissions/my-submission';
import { findMySubmissions } from '../submissions/submissions.service';
import { recognitionUrls } from '../recognition/recognition.service';
import * as repo from './participant.repo';
import { listOrdersOf } from '../payments/payments.service';
import { orderViewOf } from '../payments/payments.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Contests that are open for this caller now: deadline not passed, or within a VIP's extension. */
async function openContestsFor(ctx: AppContext, caller: SessionUser, isVip: boolean, now: Date) {
  // One day more than the extension: a superset in any DST situation, then the domain rule decides.
  const since = new Date(now.getTime() - (VIP_EXTENSION_DAYS + 1) * DAY_MS);
  const rows = await repo.listContestsClosingAfter(ctx.pool, caller.id, isVip ? since : now);
  return rows.filter((c) => isContestOpen(c, now, isVip));
}

export async function listContests(ctx: AppContext, caller: SessionUser) {
  const now = new Date();
  const isVip = await isVipCaller(ctx, caller.id);
  const contests = await openContestsFor(ctx, caller, isVip, now);
  const orders = new Map(
    (
      await listOrdersOf(
        ctx.pool,
        caller.id,
        contests.map((c) => c.id),
      )
    ).map((o) => [o.contest_id, o]),
  );
  return contests.map((c) => {
    const order = orders.get(c.id) ?? null;
    // The order's package is the limit (an order paid at the checkout before any entry counts too).
    const limit = isVip
      ? entryLimitFor({ isVip: true, packageItems: null })
      : (order?.items ?? c.package_items);
    return {
      ...toContestView(c, now),
      rules: c.rules,
      /** The contest's minimum photo size (longer side, pixels), or null. */
      minPhotoLongSide: c.min_photo_long_side ?? null,
      /** When this caller stops being able to submit (the deadline, or the end of a VIP's extension). */
      closesAt: closingInstant(c.deadline, isVip).toISOString(),
      isVipExtension: isInVipExtension(c, now, isVip),
      remainingDays: remainingDays(c.deadline, now, isVip),
      // Ended for this caller (the Participate button hides); always false at the time of the answer,
      // since only open contests are listed, but a page left open can compare `closesAt` with the clock.
      hasEnded: !isContestOpen(c, now, isVip),
      entries: {
        used: c.used,
        // null until a non-VIP has chosen a package (with their first entry).
        limit,
        remaining:
          limit === null ? null : remainingAllowance({ packageItems: limit, alreadySubmitted: c.used }),
      },
      package:
        c.package_id === null
          ? null
          : {
              id: c.package_id,
              items: c.package_items,
              currency: c.package_currency,
              amount: c.package_amount,
            },
      order: order && !isVip ? orderViewOf(ctx, order) : null,
    };
  });
}

export async function getDashboard(ctx: AppContext, caller: SessionUser) {
  const now = new Date();
  const db = ctx.pool;
  const username = await repo.findUsername(db, caller.id);
  if (username === null) throw new AppError('NOT_FOUND', 'User not found');
  const isVip = await isVipCaller(ctx, caller.id);
  const year = contestYearOf(now);
  const { from, to } = contestYearRange(year);
  const [active, submissions, manualAwards, visibleAwards] = await Promise.all([
    openContestsFor(ctx, caller, isVip, now),
    repo.countSubmissionsBetween(db, caller.id, from, to),
    repo.findManualAwardCount(db, caller.id, year),
    repo.countVisibleAwardsInYear(db, caller.id, year, CONTEST_TIME_ZONE),
  ]);
  return {
    username,
    isVip,
    year,
    activeContests: active.length,
    submissionsThisYear: submissions,
    // The admin's yearly count when set (the association's official number), else the awards the
    // participant can already see in My Submissions: one rule with the admin rankings (domain).
    awardsThisYear: yearlyAwardCount({ manual: manualAwards, computed: visibleAwards }).count,
  };
}

/** Contests whose entries are published (show_submissions), for the Overall Scores selector. */
export async function listPublishedContests(ctx: AppContext) {
  const now = new Date();
  const rows = await repo.listPublishedContests(ctx.pool);
  return rows.map((c) => toContestView(c, now));
}

/**
 * The results hub: every contest the participant entered, ended ones included, with its phase and
 * result day, and their entries' outcome only as far as the contest's flags let them see it (the
 * same view as My Submissions: pre-filter status under show_pre_filter_results, final score and
 * award under show_evaluations, never a stale score).
 */
export async function listResults(ctx: AppContext, caller: SessionUser, page: number) {
  const now = new Date();
  const db = ctx.pool;
  const isVip = await isVipCaller(ctx, caller.id);
  const offset = computePageOffset(page, PAGE_SIZE);
  const contests = await repo.listEnteredContests(db, caller.id, PAGE_SIZE, offset);
  const total = contests[0]?.total ?? (offset > 0 ? await repo.countEnteredContests(db, caller.id) : 0);
  const entries = await findMySubmissions(db, caller.id, { contestIds: contests.map((c) => c.id) });
  const byContest = new Map<string, ReturnType<typeof toMySubmission>[]>();
  for (const row of entries) {
    const list = byContest.get(row.contest_id) ?? [];
    list.push(toMySubmission(row, now, isVip));
    byContest.set(row.contest_id, list);
  }
  return {
    items: contests.map((c) => {
      const phase = contestPhase({ deadline: c.deadline, showEvaluations: c.show_evaluations }, now, isVip);
      return {
        contest: toContestView(c, now),
        phase,
        entryCount: c.entries,
        entries: (byContest.get(c.id) ?? []).map((e) => ({
          id: e.id,
          kind: e.kind,
          title: e.title,
          number: e.number,
          image: e.image,
          video: e.video,
          ...(e.preFilterStatus ? { preFilterStatus: e.preFilterStatus } : {}),
          // An award or honourable mention already published: its certificate, badge and public page.
          ...(e.evaluation?.award === 'awarded' || e.evaluation?.award === 'honorable'
            ? { recognition: recognitionUrls(ctx.config.publicUrl, e.id) }
            : {}),
          ...(e.evaluation
            ? {
                outcome: {
                  status: e.evaluation.status,
                  finalScore: e.evaluation.finalScore,
                  award: e.evaluation.award,
                },
              }
            : {}),
        })),
      };
    }),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}
