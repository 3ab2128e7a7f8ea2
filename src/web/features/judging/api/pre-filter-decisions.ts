import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreFilterDecisionResult, PreFilterUndoResult } from '../../../../contract/judging';
import { answer, client } from '../../../lib/api';
import { judgingKeys, PRE_FILTER_MUTATION } from './keys';
import type { PreFilterStatus } from './types';

/**
 * POST /api/judge/pre-filter/decisions: one decision for several photos (all or nothing). Not
 * optimistic: the selection waits for the server's answer, then the lists and counters are fetched
 * again, whether it succeeded or was refused (a refusal means the screen was out of date).
 */
export function useBulkPreFilter() {
  const queryClient = useQueryClient();
  return useMutation<PreFilterDecisionResult, unknown, { ids: string[]; status: PreFilterStatus }>({
    mutationKey: PRE_FILTER_MUTATION,
    mutationFn: (body) => answer(client.POST('/api/judge/pre-filter/decisions', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingKeys.all }),
  });
}

/** POST /api/judge/pre-filter/decisions/undo: the caller's last decision, single or bulk, undone. */
export function useUndoPreFilter() {
  const queryClient = useQueryClient();
  return useMutation<PreFilterUndoResult, unknown, void>({
    mutationKey: PRE_FILTER_MUTATION,
    mutationFn: () => answer(client.POST('/api/judge/pre-filter/decisions/undo')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: judgingKeys.all }),
  });
}
