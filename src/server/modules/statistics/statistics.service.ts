import { yearlyAwardCount } from '../../../domain/award-counts';
import { AWARDED_MIN, SCORE_MAX, SCORE_MIN } from '../../../domain/awards';
import { CONTEST_TIME_ZONE, contestYearOf } from '../../../domain/contest-dates';
import { JUDGE_SLOTS, slotsForCategory, type JudgeSlot } from '../../../domain/contest-rules';
import { judgeSlotOf } from '../../../domain/judge-slots';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import { progressOf, type Progress } from '../../../domain/progress';
import type { JudgeRole } from '../../../domain/roles';
import type { AppContext } from '../../context';
import { judgeOnSlot } from '../../db/judge-columns';
import { notFound } from '../../lib/errors';
import * as repo from './statistics.repo';
import { yearsWithContests } from '../contests/contests.service';
import * as rankingsRepo from './year-rankings.repo';
import * as payments from '../payments/payments.service';
import type { ContestStatsQuery, ParticipantsQuery, RankingsQuery } from '../../../contract/statistics';
import { contestHeadOf } from '../contests/contest-head';
import { camelFields } from '../../lib/camel-fields';

// Spec sections 4 and 9: a 500 ms pause between approval emails. Each email of a batch is queued to
// start 0.5 s after the previous one (pg-boss startAfter), and the email worker takes one job per
// polling second, so a batch never goes out faster than one email every 500 ms.
export const APPROVAL_EMAIL_SPACING_SECONDS = 0.5;

// ---------------------------------------------------------------------------------------------
// Contests tab

type SlotView = {
  slot: JudgeSlot;
  role: JudgeRole;
  judge: { id: string; username: string } | null;
  completedAt: string | null;
  /** Scores on the slot's side given by a judge replaced since (kept): not the holder's own. */
  kept: number;
} & Progress;

/**
 * A judge's progress, counted as the judge screens count it (spec section 4): the pre-filter judge
 * decided vs pending photos; photo judges their scores on approved photos; video judges on videos.
 * The bar is the side's (what is still pending), but `evaluated` counts only the holder's own scores:
 * scores kept from a replaced judge are `kept`, never the new judge's.
 */
function progressOfSlot(role: JudgeRole, row: repo.ContestStatsRow): Progress & { kept: number } {
  const rule = judgeSlotOf(role);
  if (rule.scoreSide === null) {
    return { ...progressOf(row.photos - row.pre_filter_pending, row.photos), kept: 0 };
  }
  const scored = rule.scoreSide === 1 ? row.judge1_scored : row.judge2_scored;
  const own = rule.scoreSide === 1 ? row.judge1_own : row.judge2_own;
  const side = progressOf(scored, row.judged_total);
  return { ...side, evaluated: Math.min(own, side.evaluated), kept: Math.max(0, side.evaluated - own) };
}

export async function getContestStats(ctx: AppContext, query: ContestStatsQuery) {
  const db = ctx.pool;
  const year = query.year ?? contestYearOf(new Date());
  const contestId = query.contestId ?? null;
  const [years, options, rows] = await Promise.all([
    yearsWithContests(db, CONTEST_TIME_ZONE),
    repo.listContestOptions(db, year, CONTEST_TIME_ZONE),
    repo.listContestStats(db, { year, timeZone: CONTEST_TIME_ZONE, contestId }),
  ]);
  const ids = rows.map((row) => row.id);
  const [completions, emails, money] = await Promise.all([
    repo.listCompletions(db, ids),
    repo.countApprovalEmails(db, ids),
    payments.paymentTotals(db, ids),
  ]);

  const contests = rows.map((row) => {
    const done = completions.filter((c) => c.contest_id === row.id);
    const mail = emails.find((e) => e.contest_id === row.id);
    const judges: SlotView[] = slotsForCategory(row.category, row.is_extra).map((slot) => {
      const { role } = JUDGE_SLOTS[slot];
      const judge = judgeOnSlot(row, slot);
      const judgeId = judge?.id;
      const completion = judgeId ? done.find((c) => c.judge_id === judgeId) : undefined;
      return {
        slot,
        role,
        judge,
        ...progressOfSlot(role, row),
        completedAt: completion ? completion.completed_at.toISOString() : null,
      };
    });
    return {
      ...contestHeadOf(row),
      totals: {
        entries: row.entries,
        photos: row.photos,
        films: row.films,
        participants: row.participants,
        preFilterPending: row.pre_filter_pending,
        approved: row.approved,
        rejected: row.rejected,
        /** Entries the scoring judges work on: approved photos, or videos. */
        judged: row.judged_total,
        evaluated: row.evaluated,
        awarded: row.awarded,
        honorable: row.honorable,
        /** Entries whose judges disagree by the contest's threshold (domain/disagreement), and those adjudicated. */
        disagreements: row.disagreements,
        adjudicated: row.adjudicated,
      },
      judges,
      // Every completion recorded for the contest, also of a judge who no longer holds the slot.
      completions: done.map((c) => ({
        judgeId: c.judge_id,
        username: c.username,
        role: c.role,
        completedAt: c.completed_at.toISOString(),
      })),
      approvalEmails: {
        recipients: mail?.recipients ?? 0,
        notQueued: mail?.not_queued ?? 0,
        queued: mail?.queued ?? 0,
        sent: mail?.sent ?? 0,
        failed: mail?.failed ?? 0,
      },
      /** Packages bought, confirmed and due, per currency (payment reconciliation). */
      payments: money.byContest.get(row.id) ?? [],
    };
  });
  // The current year is always offered, even before its first contest.
  const thisYear = contestYearOf(new Date());
  const allYears = [...new Set([thisYear, year, ...years])].sort((a, b) => b - a);
  return { year, years: allYears, contestId, options, contests, payments: money.all };
}

export async function requireContest(ctx: AppContext, id: string) {
  const contest = await repo.findContest(ctx.pool, id);
  if (!contest) throw notFound();
  return contest;
}

// ---------------------------------------------------------------------------------------------
// Participants and payment

export async function listParticipants(ctx: AppContext, contestId: string, query: ParticipantsQuery) {
  await requireContest(ctx, contestId);
  const { rows, total } = await repo.listParticipants(
    ctx.pool,
    contestId,
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  const purchases = await payments.purchasesOf(
    ctx.pool,
    contestId,
    rows.map((row) => row.user_id),
  );
  return {
    items: rows.map((row) => ({
      ...camelFields(row, [
        'user_id',
        'username',
        'email',
        'submission_count',
        'paid_count',
        'approved_count',
      ]),
      /** Paid when every entry of theirs in the contest is paid (the toggle sets them all). */
      isPaid: row.paid_count === row.submission_count,
      approvalEmail: row.email_status
        ? { status: row.email_status, sentAt: row.email_sent_at ? row.email_sent_at.toISOString() : null }
        : null,
      /** The package bought (null for VIPs), its price, what was confirmed and what is due. */
      purchase: purchases.get(row.user_id) ?? null,
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

// ---------------------------------------------------------------------------------------------
// Score distribution (charts)

const FINAL_STEP = 0.5;

export async function getScoreDistribution(ctx: AppContext, contestId: string) {
  const contest = await requireContest(ctx, contestId);
  const rows = await repo.countScores(ctx.pool, contestId);
  const countOf = (series: repo.ScoreCountRow['series'], score: number) =>
    rows.find((r) => r.series === series && r.score === score)?.n ?? 0;

  // Final scores of a normal contest are means of two whole scores (steps of 0.5); an extra
  // contest's are whole. Every step is listed, zeros included, so charts share one axis.
  const finalScores: number[] = [];
  const step = contest.is_extra ? 1 : FINAL_STEP;
  for (let score = SCORE_MIN; score <= SCORE_MAX; score += step) finalScores.push(score);
  const wholeScores = finalScores.filter(Number.isInteger);

  const isPhoto = contest.category === 'photo';
  const sides = [
    {
      side: 1 as const,
      role: (isPhoto ? 'photo_judge_1' : 'video_judge_1') as JudgeRole,
      holderId: isPhoto ? contest.photo_judge_1_id : contest.video_judge_1_id,
      username: isPhoto ? contest.photo_judge_1_username : contest.video_judge_1_username,
    },
    {
      side: 2 as const,
      role: (isPhoto ? 'photo_judge_2' : 'video_judge_2') as JudgeRole,
      holderId: isPhoto ? contest.photo_judge_2_id : contest.video_judge_2_id,
      username: isPhoto ? contest.photo_judge_2_username : contest.video_judge_2_username,
    },
  ].filter((s) => !(contest.is_extra && s.side === 2));

  // One chart per judge who scored a side: the slot's holder first (their own scores, zeros while
  // they have none), then each replaced judge whose scores were kept, under their own name.
  const judges = sides.flatMap((s) => {
    const series = s.side === 1 ? 'judge1' : 'judge2';
    const givers = new Map<string | null, string | null>();
    for (const r of rows)
      if (r.series === series && r.judge_id !== s.holderId) givers.set(r.judge_id, r.username);
    const countsOf = (judgeId: string | null) =>
      wholeScores.map((score) => ({
        score,
        count: rows.find((r) => r.series === series && r.judge_id === judgeId && r.score === score)?.n ?? 0,
      }));
    return [
      { side: s.side, role: s.role, username: s.username, isKept: false, counts: countsOf(s.holderId) },
      ...[...givers].map(([judgeId, username]) => ({
        side: s.side,
        role: s.role,
        username,
        isKept: true,
        counts: countsOf(judgeId),
      })),
    ];
  });

  return {
    contestId,
    isExtra: contest.is_extra,
    awardedMin: AWARDED_MIN,
    final: finalScores.map((score) => ({ score, count: countOf('final', score) })),
    judges,
  };
}

// ---------------------------------------------------------------------------------------------
// Rankings tab

/**
 * Photographers (kind photo) or videographers (kind video) of a year with their awards and honourable
 * mentions in that kind's contests. Beside them, the year's award count by the domain rule shared
 * with the participant dashboard: the admin's count when set, else every award of the year.
 */
export async function getRankings(ctx: AppContext, query: RankingsQuery) {
  const db = ctx.pool;
  const year = query.year ?? contestYearOf(new Date());
  const photoCategory = query.kind === 'photo' ? (query.photoCategory ?? null) : null;
  const { rows, total } = await rankingsRepo.listRankings(db, {
    year,
    timeZone: CONTEST_TIME_ZONE,
    kind: query.kind,
    photoCategory,
    limit: PAGE_SIZE,
    offset: computePageOffset(query.page, PAGE_SIZE),
  });
  const [totals, years] = await Promise.all([
    rankingsRepo.findYearTotals(
      db,
      rows.map((r) => r.user_id),
      year,
      CONTEST_TIME_ZONE,
    ),
    yearsWithContests(db, CONTEST_TIME_ZONE),
  ]);
  return {
    year,
    years: [...new Set([contestYearOf(new Date()), year, ...years])].sort((a, b) => b - a),
    kind: query.kind,
    photoCategory,
    items: rows.map((row, index) => {
      const t = totals.find((x) => x.user_id === row.user_id);
      return {
        position: computePageOffset(query.page, PAGE_SIZE) + index + 1,
        userId: row.user_id,
        username: row.username,
        awards: row.awards,
        honorable: row.honorable,
        entries: row.entries,
        yearAwards: yearlyAwardCount({ manual: t?.manual ?? null, computed: t?.computed ?? 0 }),
      };
    }),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
