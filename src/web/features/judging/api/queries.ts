import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { judgingKeys } from './keys';
import type { JudgeContests, JudgeTab, Page, ScoringItem } from './types';

// The requests of the scoring screens as plain query options, shared by their hooks and by the
// start-up prefetch (app/router.tsx). No React here: this module is part of the entry.

export const judgeContestsQuery = {
  queryKey: judgingKeys.contests,
  queryFn: () => api<JudgeContests>('/api/judge/contests'),
};

export function scoringListQuery<T extends ScoringItem>(
  kind: 'photo' | 'video',
  contestId: string | null,
  tab: JudgeTab,
  page: number,
) {
  return {
    queryKey: judgingKeys.scoring(kind, contestId, tab, page),
    queryFn: () => {
      const params = new URLSearchParams({ tab, page: String(page) });
      if (contestId) params.set('contestId', contestId);
      return api<Page<T>>(`/api/judge/${kind}/submissions?${params}`);
    },
  };
}

/**
 * What a scoring screen shows first: the judge's contests, then the pending tab of the first one.
 * Started with the page itself, in parallel with its code, instead of after the screen has rendered.
 */
export async function prefetchScoringScreen(
  queryClient: QueryClient,
  kind: 'photo' | 'video',
): Promise<void> {
  try {
    const { items } = await queryClient.fetchQuery(judgeContestsQuery);
    if (items[0]) await queryClient.prefetchQuery(scoringListQuery(kind, items[0].id, 'pending', 1));
  } catch {
    // The screen asks again and shows the error (or the guard sends a signed-out visitor away).
  }
}
