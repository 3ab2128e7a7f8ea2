import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PhotoCategory } from '../../../../domain/contest-rules';
import { api } from '../../../lib/api';
import { statsKeys } from './keys';
import type { RankingKind, RankingsResponse } from './types';

export type YearRankingFilters = {
  year: number | null;
  kind: RankingKind;
  photoCategory: PhotoCategory | null;
  page: number;
};

/** GET /api/admin/stats/rankings: photographers (kind photo) or filmmakers (kind video) of a year. */
export function useYearRankings(filters: YearRankingFilters) {
  return useQuery({
    queryKey: statsKeys.rankings(filters),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ kind: filters.kind, page: String(filters.page) });
      if (filters.year) query.set('year', String(filters.year));
      if (filters.kind === 'photo' && filters.photoCategory)
        query.set('photoCategory', filters.photoCategory);
      return api<RankingsResponse>(`/api/admin/stats/rankings?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
