import { keepPreviousData, MutationObserver, useQuery, type QueryClient } from '@tanstack/react-query';
import { isHighScore } from '../../../../domain/awards';
import type { ImprovementArea } from '../../../../domain/improvement-areas';
import { answer, client } from '../../../lib/api';
import { shiftCounts } from '../lib/counts';
import { judgingKeys, SCORING_MUTATION } from './keys';
import { scoringListQuery } from './queries';
import type { JudgeContests, JudgeTab, ScoringCounts } from './types';

/** GET /api/judge/photo/submissions or /api/judge/video/submissions: the caller's tab of one contest. */
export function useScoringList(
  kind: 'photo' | 'video',
  contestId: string | null,
  tab: JudgeTab,
  page: number,
) {
  return useQuery({
    ...scoringListQuery(kind, contestId, tab, page),
    enabled: contestId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Runs a save of one entry as a mutation in that entry's scope. TanStack Query runs the mutations of
 * a scope one after the other and different scopes at once: the saves of an entry keep their order,
 * so its last save is the one that sticks (spec: a save waits for the one in progress), while moving
 * on to the next photo never waits. A failed save does not stop the next one.
 */
export function saveEntry<T>(
  queryClient: QueryClient,
  entryId: string,
  save: () => Promise<T>,
  mutationKey?: readonly unknown[],
): Promise<T> {
  return new MutationObserver(queryClient, {
    mutationKey,
    scope: { id: `entry:${entryId}` },
    mutationFn: save,
  }).mutate();
}

/**
 * PUT /api/judge/submissions/:id/score, under SCORING_MUTATION so the live refetch waits while saves
 * are in flight. The answer has no counters: the caller moves them (moveScoreCounts).
 */
export function putScore(queryClient: QueryClient, id: string, score: number) {
  return saveEntry(
    queryClient,
    id,
    () =>
      answer(client.PUT('/api/judge/submissions/{id}/score', { params: { path: { id } }, body: { score } })),
    SCORING_MUTATION,
  );
}

export function tabOf(score: number | null): JudgeTab {
  if (score === null) return 'pending';
  return isHighScore(score) ? 'high' : 'low';
}

/** The contest's counters as a score going from `from` to `to` moves them (pending, ≥ 7, ≤ 6). */
export function moveScoreCounts(
  queryClient: QueryClient,
  contestId: string,
  from: number | null,
  to: number | null,
) {
  const out = tabOf(from);
  const into = tabOf(to);
  if (out === into) return;
  queryClient.setQueryData<JudgeContests<ScoringCounts>>(judgingKeys.contests, (data) =>
    data
      ? {
          items: data.items.map((c) =>
            c.id === contestId ? { ...c, counts: shiftCounts(c.counts, out, into) } : c,
          ),
        }
      : data,
  );
}

/** PUT /api/judge/submissions/:id/feedback: a field left out is kept as it is. */
export function putFeedback(
  queryClient: QueryClient,
  id: string,
  body: { comment?: string | null; feedback?: ImprovementArea[] | null },
) {
  return saveEntry(queryClient, id, () =>
    answer(client.PUT('/api/judge/submissions/{id}/feedback', { params: { path: { id } }, body })),
  );
}
