import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '../../../../contract/payments';
import type { Currency } from '../../../../domain/packages';
import { api } from '../../../lib/api';
import { orderKey } from './order';

/** Asks the server for a Pix of what the chosen package costs now (the order records the choice). */
export function useCheckout(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { packageId: string; currency: Currency }) =>
      api<Checkout>(`/api/participant/contests/${contestId}/checkout`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKey(contestId) }),
  });
}
