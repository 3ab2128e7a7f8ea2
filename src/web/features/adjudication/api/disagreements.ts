import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { adjudicationKeys } from './keys';

/** GET /api/admin/contests/:id/disagreements: flagged entries, their judges and who may adjudicate. */
export function useDisagreements(contestId: string) {
  return useQuery({
    queryKey: adjudicationKeys.disagreements(contestId),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/contests/{id}/disagreements', { params: { path: { id: contestId } }, signal }),
      ),
  });
}

/** PUT /api/admin/submissions/:id/adjudicator. */
export function useAssignAdjudicator(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { submissionId: string; adjudicatorId: string }) =>
      answer(
        client.PUT('/api/admin/submissions/{id}/adjudicator', {
          params: { path: { id: input.submissionId } },
          body: { adjudicatorId: input.adjudicatorId },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adjudicationKeys.disagreements(contestId) }),
  });
}
