import { useQuery } from '@tanstack/react-query';
import type { ContestCategory } from '../../../../domain/packages';
import { answer, client } from '../../../lib/api';
import { RESULTS_KEY } from './results';

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
      const query = { year: params.year ?? undefined, category: params.category ?? undefined };
      return answer(client.GET('/api/admin/results/contests', { params: { query }, signal }));
    },
    select: (data) => data.items,
  });
}

/** Years with contests, newest first. */
export function useResultYears() {
  return useQuery({
    queryKey: [...RESULTS_KEY, 'years'],
    queryFn: ({ signal }) => answer(client.GET('/api/admin/results/years', { signal })),
    select: (data) => data.years,
  });
}
