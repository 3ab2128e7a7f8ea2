import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

/**
 * GET /api/participant/submissions/filters: fetched once for the page, not with every page of the
 * list (it names every contest the participant ever entered). Submitting or deleting an entry
 * invalidates ['participant'], which refreshes it.
 */
export function useMySubmissionFilters() {
  return useQuery({
    queryKey: ['participant', 'submission-filters'],
    queryFn: () => answer(client.GET('/api/participant/submissions/filters')),
    staleTime: 5 * 60_000,
  });
}
