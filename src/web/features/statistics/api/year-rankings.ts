import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PhotoCategory } from '../../../../domain/contest-rules';
import { answer, client } from '../../../lib/api';
import { statsKeys } from './keys';
import type { RankingKind } from './types';

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
      const query = {
        kind: filters.kind,
        page: filters.page,
        year: filters.year ?? undefined,
        photoCategory: (filters.kind === 'photo' && filters.photoCategory) || undefined,
      };
      return answer(client.GET('/api/admin/stats/rankings', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });
}
