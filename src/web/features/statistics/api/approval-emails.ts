import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { statsKeys } from './keys';
import type { ApprovalEmailsResult } from './types';

export type { ApprovalEmailsResult };

/** POST …/approval-emails: one email per approved participant, queued once ever. */
export function useSendApprovalEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      answer(
        client.POST('/api/admin/stats/contests/{id}/approval-emails', {
          params: { path: { id: contestId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  });
}

/** POST …/approval-emails/retry: queues the failed ones again. */
export function useRetryApprovalEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      answer(
        client.POST('/api/admin/stats/contests/{id}/approval-emails/retry', {
          params: { path: { id: contestId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  });
}
