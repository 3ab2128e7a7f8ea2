import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ContestCategory } from '../../../../domain/packages';

/** A contest in My Submissions' contest filter (listMySubmissionFilters on the server). */
export type FilterContest = {
  id: string;
  title: string;
  category: ContestCategory;
  showPreFilterResults: boolean;
  showEvaluations: boolean;
  /** The normal deadline (ISO instant): the award filter and score sort wait for it to pass. */
  deadline: string;
};

/** Years and contests the caller has entries in, for the filters. */
export type MySubmissionFilters = { years: number[]; contests: FilterContest[] };

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
