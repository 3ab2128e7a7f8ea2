import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Locale } from '../../../../domain/schemas/account';
import { api } from '../../../lib/api';
import type { ResultsFilters, ResultsPage } from './types';

export const RESULTS_KEY = ['admin', 'results'] as const;

/** The filters as query parameters; "all" is left out. */
export function filterParams(filters: ResultsFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.year !== null) query.set('year', String(filters.year));
  if (filters.category) query.set('category', filters.category);
  if (filters.contestId) query.set('contestId', filters.contestId);
  if (filters.preFilterStatus) query.set('preFilterStatus', filters.preFilterStatus);
  if (filters.award) query.set('award', filters.award);
  if (filters.disagreement) query.set('disagreement', filters.disagreement);
  query.set('sort', filters.sort);
  return query;
}

/** GET /api/admin/results/submissions: one page of 50 and, for one contest, its four counts. */
export function useResults(filters: ResultsFilters, page: number) {
  return useQuery({
    queryKey: [...RESULTS_KEY, 'list', filters, page],
    queryFn: ({ signal }) => {
      const query = filterParams(filters);
      query.set('page', String(page));
      return api<ResultsPage>(`/api/admin/results/submissions?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The CSV of every page, streamed by the server. A plain link: the browser saves it as it arrives,
 * never holding the whole file in the page's memory.
 */
export function exportUrl(filters: ResultsFilters, locale: Locale): string {
  const query = filterParams(filters);
  query.set('locale', locale);
  return `/api/admin/results/submissions.csv?${query}`;
}

/** The ZIP of a contest's awarded and honourable-mention originals, file names in `locale`. */
export function awardedZipUrl(contestId: string, locale: Locale): string {
  return `/api/admin/results/contests/${contestId}/awarded.zip?locale=${locale}`;
}
