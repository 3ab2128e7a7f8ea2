import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { Locale } from '../../../../domain/schemas/account';
import { answer, client, searchOf } from '../../../lib/api';
import type { ResultsFilters } from './types';

export const RESULTS_KEY = ['admin', 'results'] as const;

/** The filters as query parameters; "all" is left out. */
export function filterQuery(filters: ResultsFilters) {
  return {
    year: filters.year ?? undefined,
    category: filters.category ?? undefined,
    contestId: filters.contestId ?? undefined,
    preFilterStatus: filters.preFilterStatus ?? undefined,
    award: filters.award ?? undefined,
    disagreement: filters.disagreement ?? undefined,
    sort: filters.sort,
  };
}

/**
 * GET /api/admin/results/submissions: one page of 50 and, for one contest, its four counts. Its answer
 * is drawn in a deferred render React can pause (as My Submissions' cards): until that render has it,
 * the list still shows its loader (`isPending`), so nothing says "empty" meanwhile.
 */
export function useResults(filters: ResultsFilters, page: number) {
  const query = useQuery({
    queryKey: [...RESULTS_KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/results/submissions', {
          params: { query: { ...filterQuery(filters), page } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
  const data = useDeferredValue(query.data);
  return {
    data,
    error: query.error,
    isError: query.isError,
    isPending: query.isPending || (data === undefined && query.data !== undefined),
    isFetching: query.isFetching,
    refetch: query.refetch,
  };
}

/**
 * The CSV of every page, streamed by the server. A plain link: the browser saves it as it arrives,
 * never holding the whole file in the page's memory.
 */
export function exportUrl(filters: ResultsFilters, locale: Locale): string {
  return `/api/admin/results/submissions.csv?${searchOf({ ...filterQuery(filters), locale })}`;
}

/** The ZIP of a contest's awarded and honourable-mention originals, file names in `locale`. */
export function awardedZipUrl(contestId: string, locale: Locale): string {
  return `/api/admin/results/contests/${contestId}/awarded.zip?locale=${locale}`;
}
