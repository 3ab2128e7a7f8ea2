import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import { answer, client } from '../../../lib/api';
import type { PreFilterStatus } from './types';

export type OverallQuery = { page: number; status?: PreFilterStatus; kind?: ContestCategory; award?: Award };

export function useOverall(contestId: string | undefined, query: OverallQuery) {
  return useQuery({
    queryKey: ['participant', 'overall', contestId, query],
    queryFn: () =>
      answer(
        client.GET('/api/participant/contests/{id}/overall', { params: { path: { id: contestId! }, query } }),
      ),
    enabled: Boolean(contestId),
    placeholderData: keepPreviousData,
  });
}

/** Contests whose entries are published (show_submissions), for the Overall Scores selector. */
export function usePublishedContests() {
  return useQuery({
    queryKey: ['participant', 'published-contests'],
    queryFn: () => answer(client.GET('/api/participant/published-contests')),
  });
}
