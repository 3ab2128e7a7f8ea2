import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ImprovementArea } from '../../../../domain/improvement-areas';
import { api } from '../../../lib/api';
import { judgingKeys } from './keys';
import { scoringListQuery } from './queries';
import type { JudgeContest, JudgeTab, ScoringCounts, ScoringItem } from './types';

/** GET /api/judge/photo/submissions or /api/judge/video/submissions: the caller's tab of one contest. */
export function useScoringList<T extends ScoringItem>(
  kind: 'photo' | 'video',
  contestId: string | null,
  tab: JudgeTab,
  page: number,
) {
  return useQuery({
    ...scoringListQuery<T>(kind, contestId, tab, page),
    enabled: contestId !== null,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/judge/submissions/:id/score; the answer carries the contest's fresh counters. */
export async function putScore(queryClient: QueryClient, contestId: string, id: string, score: number) {
  const result = await api<{ counts: ScoringCounts }>(`/api/judge/submissions/${id}/score`, {
    method: 'PUT',
    body: { score },
  });
  queryClient.setQueryData<{ items: JudgeContest[] }>(judgingKeys.contests, (data) =>
    data
      ? { items: data.items.map((c) => (c.id === contestId ? { ...c, counts: result.counts } : c)) }
      : data,
  );
  return result;
}

/** PUT /api/judge/submissions/:id/feedback: a field left out is kept as it is. */
export function putFeedback(
  id: string,
  body: { comment?: string | null; feedback?: ImprovementArea[] | null },
) {
  return api(`/api/judge/submissions/${id}/feedback`, { method: 'PUT', body });
}
