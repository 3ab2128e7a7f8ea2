import type { QueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { judgingKeys } from './keys';
import type { JudgeTab } from './types';

// The requests of the scoring screens as plain query options, shared by their hooks and by the
// start-up prefetch (features/judging/screen-data.ts). No React here: this module is part of the entry.

export const judgeContestsQuery = {
  queryKey: judgingKeys.contests,
  queryFn: () => answer(client.GET('/api/judge/contests')),
};

export function scoringListQuery(
  kind: 'photo' | 'video',
  contestId: string | null,
  tab: JudgeTab,
  page: number,
) {
  return {
    queryKey: judgingKeys.scoring(kind, contestId, tab, page),
    queryFn: () => {
      const query = { tab, page, contestId: contestId ?? undefined };
      return kind === 'photo'
        ? answer(client.GET('/api/judge/photo/submissions', { params: { query } }))
        : answer(client.GET('/api/judge/video/submissions', { params: { query } }));
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
