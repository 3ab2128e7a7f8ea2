import { PAGE_SIZE, computePageOffset } from '../../../domain/pagination';
import { isUuid } from '../../../domain/ids';
import { participantAdjudicationOf } from '../../../domain/score-provenance';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageViewOf, toContestView, toVideoView } from './entry-views';
import * as repo from './submissions.repo';
import type { OverallEntry, OverallQuery } from '../../../contract/submissions';

/** Overall Scores: every entry of a contest whose entries are published, with what its flags show. */
export async function listOverall(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  query: OverallQuery,
) {
  const now = new Date();
  const contest = isUuid(contestId) ? await repo.findContest(ctx.pool, contestId) : null;
  if (!contest) throw notFound();
  if (!contest.show_submissions) {
    throw new AppError('SUBMISSIONS_NOT_PUBLISHED', 'The entries of this contest are not published');
  }
  const showStatus = contest.show_pre_filter_results;
  const showScores = contest.show_evaluations;
  const { rows, total } = await repo.listContestSubmissions(ctx.pool, {
    contestId: contest.id,
    // Filters on hidden data are ignored rather than refused: the answer must not depend on it.
    status: showStatus ? (query.status ?? null) : null,
    kind: query.kind ?? null,
    award: showScores ? (query.award ?? null) : null,
    sortByScore: showScores && (query.sort ?? 'score') === 'score',
    limit: PAGE_SIZE,
    offset: computePageOffset(query.page, PAGE_SIZE),
  });
  return {
    contest: toContestView(contest, now),
    items: rows.map((row) =>
      toOverallEntry(row, caller.id, { showStatus, showScores, isExtra: contest.is_extra }),
    ),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** One entry as Overall Scores shows it: built field by field, not spread (docs/decisions/performance.md). */
function toOverallEntry(
  row: repo.OverallRow,
  callerId: string,
  show: { showStatus: boolean; showScores: boolean; isExtra: boolean },
): OverallEntry {
  const isPhoto = row.file_key !== null;
  const entry: OverallEntry = {
    id: row.id,
    kind: isPhoto ? 'photo' : 'video',
    createdAt: row.created_at.toISOString(),
    // Usernames are public names (docs/decisions/participation.md); emails and locations are never sent here.
    username: row.username,
    title: row.title,
    number: row.entry_number,
    isMine: row.user_id === callerId,
    image: isPhoto ? imageViewOf(row) : null,
    video: row.video_url ? toVideoView(row.video_url) : null,
  };
  if (isPhoto && show.showStatus) entry.preFilterStatus = row.pre_filter_status;
  if (show.showScores) {
    // A photo out of 'approved' keeps stale scores (domain/results): it shows none.
    const counts = row.counts_in_results;
    entry.evaluation = {
      finalScore: counts ? row.final_score : null,
      award: counts ? row.award : null,
      judge1Score: counts ? row.judge1_score : null,
      adjudication:
        counts && !show.isExtra
          ? participantAdjudicationOf(row.judge1_score, row.judge2_score, row.adjudicator_score)
          : null,
    };
    if (!show.isExtra) entry.evaluation.judge2Score = counts ? row.judge2_score : null;
  }
  return entry;
}
