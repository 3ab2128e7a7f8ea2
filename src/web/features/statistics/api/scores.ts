import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { statsKeys } from './keys';

/** GET /api/admin/stats/contests/:id/scores: score distribution for the charts. */
export function useScoreDistribution(contestId: string) {
  return useQuery({
    queryKey: statsKeys.scores(contestId),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/stats/contests/{id}/scores', { params: { path: { id: contestId } }, signal }),
      ),
  });
}
