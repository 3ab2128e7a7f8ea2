import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statsKeys } from './keys';
import type { ApprovalEmailsResult, ApprovalEmailsRetry } from './types';

export type { ApprovalEmailsResult };

/** POST …/approval-emails: one email per approved participant, queued once ever. */
export function useSendApprovalEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      api<ApprovalEmailsResult>(`/api/admin/stats/contests/${contestId}/approval-emails`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  });
}

/** POST …/approval-emails/retry: queues the failed ones again. */
export function useRetryApprovalEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: string) =>
      api<ApprovalEmailsRetry>(`/api/admin/stats/contests/${contestId}/approval-emails/retry`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statsKeys.all }),
  });
}
