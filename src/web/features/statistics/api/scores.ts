import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statsKeys } from './keys';
import type { ScoreDistribution } from './types';

/** GET /api/admin/stats/contests/:id/scores: score distribution for the charts. */
export function useScoreDistribution(contestId: string) {
  return useQuery({
    queryKey: statsKeys.scores(contestId),
    queryFn: ({ signal }) =>
      api<ScoreDistribution>(`/api/admin/stats/contests/${contestId}/scores`, { signal }),
  });
}
