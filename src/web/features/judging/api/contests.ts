import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { judgingKeys } from './keys';
import type { JudgeContest, JudgeCounts } from './types';

/** GET /api/judge/contests: the caller's assigned contests with their progress. */
export function useJudgeContests<C extends JudgeCounts>() {
  return useQuery({
    queryKey: judgingKeys.contests,
    queryFn: () => api<{ items: JudgeContest<C>[] }>('/api/judge/contests'),
    select: (data) => data.items,
  });
}

/** POST /api/judge/contests/:id/complete. */
export function useCompleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      api<{ contestId: string; completedAt: string }>(`/api/judge/contests/${contestId}/complete`, { method: 'POST' }),
    onSuccess: (result) => {
      queryClient.setQueryData<{ items: JudgeContest[] }>(judgingKeys.contests, (data) =>
        data
          ? {
              items: data.items.map((c) => (c.id === result.contestId ? { ...c, completedAt: result.completedAt } : c)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: judgingKeys.contests });
    },
  });
}
