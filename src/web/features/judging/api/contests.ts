import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { judgingKeys } from './keys';
import { judgeContestsQuery } from './queries';
import type { JudgeContest, JudgeContests, JudgeCounts } from './types';

/** GET /api/judge/contests: the caller's assigned contests with their progress. */
export function useJudgeContests<C extends JudgeCounts>() {
  return useQuery({
    ...judgeContestsQuery,
    select: (data) => data.items as JudgeContest<C>[],
  });
}

/** POST /api/judge/contests/:id/complete. */
export function useCompleteEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      answer(client.POST('/api/judge/contests/{id}/complete', { params: { path: { id: contestId } } })),
    onSuccess: (result) => {
      queryClient.setQueryData<JudgeContests>(judgingKeys.contests, (data) =>
        data
          ? {
              items: data.items.map((c) =>
                c.id === result.contestId ? { ...c, completedAt: result.completedAt } : c,
              ),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: judgingKeys.contests });
    },
    // Refused because entries are still pending (new ones may have arrived): show them.
    onError: () => void queryClient.invalidateQueries({ queryKey: judgingKeys.all }),
  });
}
