import {
  adjudicationCrossings,
  disagreementShare,
  krippendorffAlphaInterval,
} from '../../../domain/agreement';
import { awardStability } from '../../../domain/award-stability';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { isUuid } from '../../../domain/ids';
import {
  distanceFromPanel,
  distributionOf,
  isPanelShownToJudge,
  PANEL_MIN_OTHER_SCORES,
} from '../../../domain/judge-calibration';
import { judgeSlotOf } from '../../../domain/judge-slots';
import {
  normalisationOf,
  normalisedResults,
  panelScores,
  scoresByJudge,
  type AwardBasis,
  type ScoredEntry,
} from '../../../domain/normalisation';
import { judgeRoleOf } from '../../lib/access';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { isAssignedContest } from '../judging/judging.service';
import * as repo from './fairness.repo';

// Fair judging (docs/decisions/judging.md): the figures are the domain's
// (judge-calibration, normalisation, agreement, award-stability) over the counted scores.

export function scoredEntryOf(row: repo.ScoreRow): ScoredEntry {
  return {
    id: row.id,
    isExtra: row.is_extra,
    judge1Id: row.judge1_id,
    judge1Score: row.judge1_score,
    judge2Id: row.is_extra ? null : row.judge2_id,
    judge2Score: row.is_extra ? null : row.judge2_score,
    adjudicatorScore: row.is_extra ? null : row.adjudicator_score,
  };
}

/** Every judge's distribution and distance from the panel, most scores first. */
async function judgesOf(ctx: AppContext, entries: ScoredEntry[]) {
  const panel = distributionOf(panelScores(entries));
  const byJudge = scoresByJudge(entries);
  const normalised = normalisationOf(entries).judges;
  const names = await repo.listUsernames(ctx.pool, [...byJudge.keys()]);
  const judges = [...byJudge.entries()]
    .map(([id, scores]) => {
      const distribution = distributionOf(scores);
      return {
        judge: { id, username: names.get(id) ?? '—' },
        distribution,
        ...distanceFromPanel(distribution, panel),
        isNormalised: normalised.has(id),
      };
    })
    .sort(
      (a, b) =>
        b.distribution.count - a.distribution.count || a.judge.username.localeCompare(b.judge.username),
    );
  return { panel, judges };
}

/** GET /api/admin/fairness/contests/:id */
export async function getContestFairness(ctx: AppContext, contestId: string) {
  const db = ctx.pool;
  const contest = await repo.findContest(db, contestId);
  if (!contest) throw notFound();
  const rows = await repo.listContestScores(db, contestId);
  const entries = rows.map(scoredEntryOf);
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  const { panel, judges } = await judgesOf(ctx, entries);
  const results = normalisedResults(entries)
    .filter((result) => result.rawFinal !== null)
    .map((result) => ({ ...result, title: titles.get(result.id) ?? null }))
    .sort((a, b) => (b.rawFinal as number) - (a.rawFinal as number) || a.id.localeCompare(b.id));
  return {
    contestId: contest.id,
    title: contest.title,
    isExtra: contest.is_extra,
    isPublished: contest.show_evaluations,
    awardBasis: contest.award_basis,
    panel,
    judges,
    agreement: {
      alpha: contest.is_extra
        ? null
        : krippendorffAlphaInterval(entries.map((e) => ({ a: e.judge1Score, b: e.judge2Score }))),
      disagreements: disagreementShare(entries, contest.disagreement_threshold),
      adjudications: adjudicationCrossings(entries),
    },
    stability: awardStability(entries)
      .map((entry) => ({ ...entry, title: titles.get(entry.id) ?? null }))
      .sort((a, b) => a.stability - b.stability || a.id.localeCompare(b.id)),
    entries: results,
    changedAwards: results.filter((result) => result.isAwardChanged).length,
  };
}

/** GET /api/admin/fairness/years/:year: every judge over the year's contests, against the year's panel. */
export async function getYearFairness(ctx: AppContext, year: number) {
  const rows = await repo.listYearScores(ctx.pool, year, CONTEST_TIME_ZONE);
  return { year, ...(await judgesOf(ctx, rows.map(scoredEntryOf))) };
}

/**
 * PUT /api/admin/fairness/contests/:id/award-basis: which finals decide the awards. Refused once the
 * results are published (they are then what participants were told): unpublish first.
 */
export async function setAwardBasis(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  basis: AwardBasis,
) {
  return inTransaction(ctx.db, async (client) => {
    const contest = await repo.lockContest(client, contestId);
    if (!contest) throw notFound();
    if (contest.show_evaluations) throw new AppError('AWARD_BASIS_PUBLISHED', 'The results are published');
    if (contest.award_basis !== basis) {
      await repo.setAwardBasis(client, contestId, basis);
      await recordAudit(client, caller.id, 'contest.award_basis', contestId, {
        before: { awardBasis: contest.award_basis },
        after: { awardBasis: basis },
      });
    }
    return { contestId, awardBasis: basis };
  });
}

/**
 * GET /api/judge/contests/:id/calibration: the caller's own scores in the contest beside the panel's.
 * Only aggregates, never an entry or another judge's name, and the panel only once the others gave
 * PANEL_MIN_OTHER_SCORES scores (docs/decisions/judging.md): a judge not on the contest gets 404.
 */
export async function getMyCalibration(ctx: AppContext, caller: SessionUser, contestId: string) {
  if (!isUuid(contestId)) throw notFound();
  const rule = judgeSlotOf(judgeRoleOf(caller));
  const db = ctx.pool;
  if (rule.scoreSide === null || !(await isAssignedContest(db, rule, caller.id, contestId))) throw notFound();
  const entries = (await repo.listContestScores(db, contestId)).map(scoredEntryOf);
  const own = scoresByJudge(entries).get(caller.id) ?? [];
  const all = panelScores(entries);
  const others = all.length - own.length;
  const isShown = isPanelShownToJudge(others);
  return {
    contestId,
    own: distributionOf(own),
    panel: isShown ? distributionOf(all) : null,
    panelMissing: isShown ? 0 : PANEL_MIN_OTHER_SCORES - others,
  };
}
