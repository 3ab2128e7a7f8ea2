import { PassThrough, type Readable } from 'node:stream';
import { fileSlugOf } from '../../../domain/awarded-files';
import { isEvaluated, type Award } from '../../../domain/awards';
import { CONTEST_TIME_ZONE, dayOf } from '../../../domain/contest-dates';
import { normalizeFeedback, isImprovementArea } from '../../../domain/improvement-areas';
import type { ReplacedScore } from '../../../domain/score-provenance';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../lib/guard';
import { entryContestOf, imageViewOf, pageContestsOf, toVideoView } from '../submissions/entry-views';
import { csvHeader, delimiterOf, exportColumnsOf, UTF8_BOM } from './results.csv';
import * as repo from './results.repo';
import * as exportRepo from './results-export.repo';
import type { ContestOptionsQuery, ResultsExportQuery, ResultsListQuery } from '../../../contract/results';
import { camelFields } from '../../lib/camel-fields';

type JudgeView = {
  score: number | null;
  comment: string | null;
  feedback: string[];
  givenBy: string | null;
  isKept: boolean;
  isReplaced: boolean;
};
type AdjudicationView = {
  adjudicator: string | null;
  score: number | null;
  comment: string | null;
  replaced: ReplacedScore | null;
};

/** One entry as the admin results screens see it: everything, the participant's email included. */
export type ResultView = {
  id: string;
  kind: 'photo' | 'video';
  title: string | null;
  caption: string | null;
  createdAt: string;
  /** The contest's fields are the page's (`resultContestOf`). */
  contestId: string;
  participant: { id: string; username: string; email: string };
  image: { width: number | null; height: number | null } | null;
  video: ReturnType<typeof toVideoView> | null;
  /** Photos only; videos have no pre-filter (null). */
  preFilterStatus: repo.PreFilterStatus | null;
  /** EVALUATED when every judge the contest needs has scored (spec section 4). */
  evaluationStatus: 'evaluated' | 'pending';
  judge1: JudgeView;
  /** Absent in extra contests, which have no second judge. */
  judge2?: JudgeView;
  /** Null unless an adjudicator was assigned to the entry. */
  adjudication: AdjudicationView | null;
  /** The final score and award that count: null for a photo the pre-filter has not approved. */
  finalScore: number | null;
  award: Award | null;
  isPaid: boolean;
  /** The two judges disagree by the contest's threshold or more: flagged for the admin. */
  isDisagreement: boolean;
  /** The rank among the listed entries: 1 + those scored higher (ties share it); null when unscored. */
  rank?: number | null;
};

function feedbackOf(stored: string[] | null): string[] {
  return normalizeFeedback((stored ?? []).filter(isImprovementArea)) ?? [];
}

function isReplaced(row: repo.ResultRow, side: 'judge1' | 'judge2'): boolean {
  return row.replaced_score === side || row.replaced_score === 'both';
}

/** A row's contest as the page names it once (resultContestSchema). */
function resultContestOf(row: repo.ResultRow) {
  return Object.assign(entryContestOf(row), {
    judges: {
      preFilter: row.contest_category === 'photo' ? row.pre_filter_judge_username : null,
      judge1: row.judge1_username,
      judge2: row.contest_is_extra ? null : row.judge2_username,
    },
  });
}

export function toResultView(row: repo.ResultRow): ResultView {
  const isPhoto = row.file_key !== null;
  const isExtra = row.contest_is_extra;
  const view: ResultView = {
    id: row.id,
    kind: isPhoto ? 'photo' : 'video',
    title: row.title,
    caption: row.caption,
    createdAt: row.created_at.toISOString(),
    contestId: row.contest_id,
    participant: { id: row.user_id, username: row.username, email: row.email },
    image: isPhoto ? imageViewOf(row) : null,
    video: row.video_url ? toVideoView(row.video_url) : null,
    preFilterStatus: isPhoto ? row.pre_filter_status : null,
    evaluationStatus: isEvaluated({ judge1Score: row.judge1_score, judge2Score: row.judge2_score, isExtra })
      ? 'evaluated'
      : 'pending',
    judge1: {
      score: row.judge1_score,
      comment: row.judge1_comment,
      feedback: feedbackOf(row.judge1_feedback),
      givenBy: row.judge1_given_by,
      isKept: row.judge1_is_kept,
      isReplaced: isReplaced(row, 'judge1'),
    },
    adjudication:
      row.adjudicator_id === null && row.adjudicator_score === null
        ? null
        : {
            adjudicator: row.adjudicator_username,
            score: row.adjudicator_score,
            comment: row.adjudicator_comment,
            replaced: row.replaced_score,
          },
    finalScore: row.ranked_score,
    award: row.ranked_award,
    isPaid: row.is_paid,
    isDisagreement: row.is_disagreement,
  };
  if (row.rank !== undefined) view.rank = row.rank;
  if (!isExtra) {
    view.judge2 = {
      score: row.judge2_score,
      comment: row.judge2_comment,
      feedback: feedbackOf(row.judge2_feedback),
      givenBy: row.judge2_given_by,
      isKept: row.judge2_is_kept,
      isReplaced: isReplaced(row, 'judge2'),
    };
  }
  return view;
}

function filterOf(query: Omit<ResultsListQuery, 'page'>): repo.ResultsFilter {
  return {
    year: query.year ?? null,
    timeZone: CONTEST_TIME_ZONE,
    category: query.category ?? null,
    contestId: query.contestId ?? null,
    preFilterStatus: query.preFilterStatus ?? null,
    award: query.award ?? null,
    disagreement: query.disagreement ?? null,
    sort: query.sort,
  };
}

export type ContestSummary = {
  contestId: string;
  total: number;
  /** Photos the pre-filter approved; null for a video contest (videos have no pre-filter). */
  approved: number | null;
  awarded: number;
  honorable: number;
};

function toContestSummary(contestId: string, row: repo.ContestSummaryRow): ContestSummary {
  return {
    contestId,
    total: row.total,
    approved: row.category === 'photo' ? row.approved : null,
    awarded: row.awarded,
    honorable: row.honorable,
  };
}

export async function listResults(ctx: AppContext, query: ResultsListQuery) {
  const filter = filterOf(query);
  const { rows, total, summary } = await repo.listResults(
    ctx.pool,
    filter,
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  return {
    items: rows.map(toResultView),
    contests: pageContestsOf(rows, (row) => row.contest_id, resultContestOf),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    summary: filter.contestId && summary ? toContestSummary(filter.contestId, summary) : null,
  };
}

export async function listContestOptions(ctx: AppContext, query: ContestOptionsQuery) {
  const rows = await repo.listContestOptions(ctx.pool, {
    year: query.year ?? null,
    timeZone: CONTEST_TIME_ZONE,
    category: query.category ?? null,
  });
  return {
    items: rows.map((c) => ({
      ...camelFields(c, ['id', 'title', 'category', 'photo_category', 'is_extra', 'show_evaluations']),
      startDay: dayOf(c.starts_at),
    })),
  };
}

async function exportFileName(ctx: AppContext, query: ResultsExportQuery, locale: Locale): Promise<string> {
  const parts = [locale === 'pt' ? 'jurado-resultados' : 'jurado-results'];
  if (query.contestId) {
    const title = await repo.findContestTitle(ctx.pool, query.contestId);
    if (title !== null) parts.push(fileSlugOf(title) || 'contest');
  } else if (query.year) {
    parts.push(String(query.year));
  }
  parts.push(dayOf(new Date()));
  return `${parts.join('-')}.csv`;
}

export type CsvExport = { fileName: string; stream: Readable };

/**
 * Every entry matching the filters, in list order, as CSV. PostgreSQL writes the rows (COPY) and
 * they go out as they come, so a 500,000-row export runs in bounded memory; the connection is given
 * back when the stream ends, and closed when it fails or the client goes away mid-COPY.
 */
export async function exportResults(
  ctx: AppContext,
  caller: SessionUser,
  query: ResultsExportQuery,
): Promise<CsvExport> {
  const locale = query.locale ?? caller.locale;
  const fileName = await exportFileName(ctx, query, locale);
  const out = new PassThrough();
  out.write(UTF8_BOM + csvHeader(locale));
  await exportRepo.copyResultsCsv(
    ctx.pool,
    filterOf(query),
    exportColumnsOf(locale, ctx.config.publicUrl),
    delimiterOf(locale),
    out,
    (error) => {
      if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        ctx.log.error({ err: error }, 'results CSV export failed');
      }
    },
  );
  return { fileName, stream: out };
}
