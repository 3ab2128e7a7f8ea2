import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MySubmissionFilters } from './types';

/**
 * GET /api/participant/submissions/filters: fetched once for the page, not with every page of the
 * list (it names every contest the participant ever entered). Submitting or deleting an entry
 * invalidates ['participant'], which refreshes it.
 */
export function useMySubmissionFilters() {
  return useQuery({
    queryKey: ['participant', 'submission-filters'],
    queryFn: () => api<MySubmissionFilters>('/api/participant/submissions/filters'),
    staleTime: 5 * 60_000,
  });
}
