import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/packages';
import { answer, client } from '../../../lib/api';
import { orderKey } from './order';

/** Asks the server for a Pix of what the chosen package costs now (the order records the choice). */
export function useCheckout(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { packageId: string; currency: Currency }) =>
      answer(
        client.POST('/api/participant/contests/{id}/checkout', { params: { path: { id: contestId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKey(contestId) }),
  });
}
