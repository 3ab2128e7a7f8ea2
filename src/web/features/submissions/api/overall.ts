import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import { api } from '../../../lib/api';
import { toSearch } from './my-submissions';
import type { ContestView, OverallPage, PreFilterStatus } from './types';

export type OverallQuery = { page: number; status?: PreFilterStatus; kind?: ContestCategory; award?: Award };

export function useOverall(contestId: string | undefined, query: OverallQuery) {
  return useQuery({
    queryKey: ['participant', 'overall', contestId, query],
    queryFn: () =>
      api<OverallPage>(
        `/api/participant/contests/${encodeURIComponent(contestId!)}/overall?${toSearch(query)}`,
      ),
    enabled: Boolean(contestId),
    placeholderData: keepPreviousData,
  });
}

/** Contests whose entries are published (show_submissions), for the Overall Scores selector. */
export function usePublishedContests() {
  return useQuery({
    queryKey: ['participant', 'published-contests'],
    queryFn: () => api<ContestView[]>('/api/participant/published-contests'),
  });
}
