import { useSearchParams } from 'react-router';
import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import type { PreFilterStatus, ResultsFilters, SortOrder } from '../api/types';
import { isUuid } from '../../../../domain/ids';

const CATEGORIES: readonly ContestCategory[] = ['photo', 'video'];
const STATUSES: readonly PreFilterStatus[] = ['pending', 'approved', 'rejected'];
const AWARDS: readonly Award[] = ['awarded', 'honorable', 'not_awarded'];

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
  sort: 'sort',
};

/**
 * The filters and page of a results screen, kept in the URL so a reload, the back button and a
 * shared link show the same list. Any change of filter goes back to page 1.
 */
export function useUrlFilters(options: { hasYear: boolean }) {
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('year'));
  const filters: ResultsFilters = {
    year:
      options.hasYear && Number.isInteger(yearParam) && yearParam >= 1900 && yearParam <= 2200
        ? yearParam
        : null,
    category: oneOf(params.get('category'), CATEGORIES),
    contestId: isUuid(params.get('contest')) ? params.get('contest') : null,
    preFilterStatus: oneOf(params.get('status'), STATUSES),
    award: oneOf(params.get('award'), AWARDS),
    sort: (oneOf(params.get('sort'), ['desc', 'asc'] as const) ?? 'desc') as SortOrder,
  };
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

  function update(next: Partial<ResultsFilters> & { page?: number }) {
    const search = new URLSearchParams(params);
    for (const key of Object.keys(NAMES) as FilterKey[]) {
      if (!(key in next)) continue;
      const value = next[key];
      const isDefault = value === null || value === undefined || (key === 'sort' && value === 'desc');
      if (isDefault) search.delete(NAMES[key]);
      else search.set(NAMES[key], String(value));
    }
    const nextPage = next.page ?? 1;
    if (nextPage === 1) search.delete('page');
    else search.set('page', String(nextPage));
    setParams(search);
  }

  return { filters, page, update };
}
