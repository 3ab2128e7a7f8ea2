import { useSearchParams } from 'react-router';
import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import type { DisagreementFilter, PreFilterStatus, ResultsFilters } from '../api/types';
import { isUuid } from '../../../../domain/ids';
import { PRE_FILTER_STATUSES } from '../../../../domain/pre-filter';
import { pageOf, withParams } from '../../../lib/url-params';

const CATEGORIES: readonly ContestCategory[] = ['photo', 'video'];
const STATUSES: readonly PreFilterStatus[] = PRE_FILTER_STATUSES;
const AWARDS: readonly Award[] = ['awarded', 'honorable', 'not_awarded'];
const DISAGREEMENTS: readonly DisagreementFilter[] = ['flagged', 'awaiting', 'adjudicated'];

function oneOf<T extends string>(value: string | null, options: readonly T[]): T | null {
  return options.includes(value as T) ? (value as T) : null;
}

type FilterKey = keyof ResultsFilters;

const NAMES: Record<FilterKey, string> = {
  year: 'year',
  category: 'category',
  contestId: 'contest',
  preFilterStatus: 'status',
  award: 'award',
  disagreement: 'disagreement',
  sort: 'sort',
};

/** The filters a results URL asks for; anything unknown or malformed is no filter. */
export function readResultsFilters(params: URLSearchParams, hasYear: boolean): ResultsFilters {
  const yearParam = Number(params.get('year'));
  return {
    year: hasYear && Number.isInteger(yearParam) && yearParam >= 1900 && yearParam <= 2200 ? yearParam : null,
    category: oneOf(params.get('category'), CATEGORIES),
    contestId: isUuid(params.get('contest')) ? params.get('contest') : null,
    preFilterStatus: oneOf(params.get('status'), STATUSES),
    award: oneOf(params.get('award'), AWARDS),
    disagreement: oneOf(params.get('disagreement'), DISAGREEMENTS),
    sort: oneOf(params.get('sort'), ['desc', 'asc'] as const) ?? 'desc',
  };
}

/**
 * The next results URL's search: the filters named in `next` changed (a default one, no filter or the
 * highest-first sort, leaves the URL), the others kept, and the page `next.page` (page 1 by default:
 * any change of filter goes back to the first page).
 */
export function resultsParams(
  params: URLSearchParams,
  next: Partial<ResultsFilters> & { page?: number },
): URLSearchParams {
  const changes: Record<string, string | number | null> = { page: next.page ?? 1 };
  for (const key of Object.keys(NAMES) as FilterKey[]) {
    if (!(key in next)) continue;
    const value = next[key] ?? null;
    changes[NAMES[key]] = key === 'sort' && value === 'desc' ? null : value;
  }
  return withParams(params, changes);
}

/**
 * The filters and page of a results screen, kept in the URL so a reload, the back button and a
 * shared link show the same list.
 */
export function useUrlFilters(options: { hasYear: boolean }) {
  const [params, setParams] = useSearchParams();
  return {
    filters: readResultsFilters(params, options.hasYear),
    page: pageOf(params),
    update: (next: Partial<ResultsFilters> & { page?: number }) => setParams(resultsParams(params, next)),
  };
}
