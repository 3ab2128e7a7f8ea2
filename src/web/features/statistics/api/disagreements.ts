import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statsKeys } from './keys';
import type { DisagreementsResponse } from './types';
import type { Ok } from '../../../../contract/common';

/** GET /api/admin/contests/:id/disagreements: flagged entries, their judges and who may adjudicate. */
export function useDisagreements(contestId: string) {
  return useQuery({
    queryKey: statsKeys.disagreements(contestId),
    queryFn: ({ signal }) =>
      api<DisagreementsResponse>(`/api/admin/contests/${contestId}/disagreements`, { signal }),
  });
}

/** PUT /api/admin/submissions/:id/adjudicator. */
export function useAssignAdjudicator(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { submissionId: string; adjudicatorId: string }) =>
      api<Ok>(`/api/admin/submissions/${input.submissionId}/adjudicator`, {
        method: 'PUT',
        body: { adjudicatorId: input.adjudicatorId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKeys.disagreements(contestId) }),
  });
}
