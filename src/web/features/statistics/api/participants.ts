import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { statsKeys } from './keys';
import type { Page, StatsParticipant } from './types';

/** GET /api/admin/stats/contests/:id/participants (50 a page, by name). */
export function useStatsParticipants(contestId: string, page: number) {
  return useQuery({
    queryKey: statsKeys.participants(contestId, page),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/stats/contests/{id}/participants', {
          params: { path: { id: contestId }, query: { page } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // An approval email on its way changes status without any event: poll until it is sent or failed.
    refetchInterval: (query) =>
      query.state.data?.items.some((p) => p.approvalEmail?.status === 'queued') ? 2000 : false,
  });
}

/** PUT …/participants/:userId/payment: marks all the participant's entries in the contest paid or not. */
export function useSetPayment(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; isPaid: boolean }) =>
      answer(
        client.PUT('/api/admin/stats/contests/{id}/participants/{userId}/payment', {
          params: { path: { id: contestId, userId: input.userId } },
          body: { isPaid: input.isPaid },
        }),
      ),
    onSuccess: (_result, input) => {
      // What was confirmed and the contest's sums moved on the server: read them again.
      void queryClient.invalidateQueries({ queryKey: statsKeys.all });
      queryClient.setQueriesData<Page<StatsParticipant>>(
        { queryKey: ['statistics', 'participants', contestId] },
        (data) =>
          data
            ? {
                ...data,
                items: data.items.map((p) =>
                  p.userId === input.userId
                    ? { ...p, isPaid: input.isPaid, paidCount: input.isPaid ? p.submissionCount : 0 }
                    : p,
                ),
              }
            : data,
      );
    },
  });
}
