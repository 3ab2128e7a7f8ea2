import { PAGE_SIZE, computePageOffset } from '../../../domain/pagination';
import { isUuid } from '../../../domain/ids';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/guard';
import { imageViewOf, toContestView, toVideoView } from './entry-views';
import * as repo from './submissions.repo';
import type { OverallQuery } from '../../../contract/submissions';

/** Overall Scores: every entry of a contest whose entries are published, with what its flags show. */
export async function listOverall(
  ctx: AppContext,
  caller: SessionUser,
  contestId: string,
  query: OverallQuery,
) {
  const now = new Date();
  const contest = isUuid(contestId) ? await repo.findContest(ctx.db.$client, contestId) : null;
  if (!contest) throw notFound();
  if (!contest.show_submissions) {
    throw new AppError('SUBMISSIONS_NOT_PUBLISHED', 'The entries of this contest are not published');
  }
  const showStatus = contest.show_pre_filter_results;
  const showScores = contest.show_evaluations;
  const { rows, total } = await repo.listContestSubmissions(ctx.db.$client, {
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
    items: rows.map((row) => {
      const isPhoto = row.file_key !== null;
      return {
        id: row.id,
        kind: isPhoto ? ('photo' as const) : ('video' as const),
        createdAt: row.created_at.toISOString(),
        // Usernames are public names (decisions.md); emails and locations are never sent here.
        username: row.username,
        title: row.title,
        isMine: row.user_id === caller.id,
        image: isPhoto ? imageViewOf(row) : null,
        video: row.video_url ? toVideoView(row.video_url) : null,
        ...(isPhoto && showStatus ? { preFilterStatus: row.pre_filter_status } : {}),
        ...(showScores
          ? {
              // A photo out of 'approved' keeps stale scores (domain/results): it shows none.
              evaluation: {
                finalScore: row.counts_in_results ? row.final_score : null,
                award: row.counts_in_results ? row.award : null,
                judge1Score: row.counts_in_results ? row.judge1_score : null,
                ...(contest.is_extra ? {} : { judge2Score: row.counts_in_results ? row.judge2_score : null }),
              },
            }
          : {}),
      };
    }),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
