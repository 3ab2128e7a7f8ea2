import { useQuery } from '@tanstack/react-query';
import type { ContestCategory } from '../../../../domain/packages';
import { api } from '../../../lib/api';
import { RESULTS_KEY } from './results';
import type { ContestOptions, Years } from './types';

/**
 * Contests for the selector (GET /api/admin/results/contests), newest start first; asked for only
 * when `enabled` (the filter bar: once the select is opened, or a contest is chosen in the address).
 */
export function useContestOptions(
  params: { year: number | null; category: ContestCategory | null },
  enabled: boolean,
) {
  return useQuery({
    enabled,
    queryKey: [...RESULTS_KEY, 'contests', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (params.year !== null) query.set('year', String(params.year));
      if (params.category) query.set('category', params.category);
      return api<ContestOptions>(`/api/admin/results/contests?${query}`, { signal });
    },
    select: (data) => data.items,
  });
}

/** Years with contests, newest first. */
export function useResultYears() {
  return useQuery({
    queryKey: [...RESULTS_KEY, 'years'],
    queryFn: ({ signal }) => api<Years>('/api/admin/results/years', { signal }),
    select: (data) => data.years,
  });
}
