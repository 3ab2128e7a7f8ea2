import { useQuery } from '@tanstack/react-query';
import type { Order, ParticipantOrder } from '../../../../contract/payments';
import { answer, client } from '../../../lib/api';

export type { Order, ParticipantOrder };

export const orderKey = (contestId: string) => ['participant', 'order', contestId] as const;

/**
 * The caller's order in a contest and their provider payments. While a Pix waits for the provider's
 * confirmation it is asked again every few seconds: the notification reaches the server, not the page.
 */
export function useOrder(contestId: string, initial: Order | null, isWaiting: boolean) {
  return useQuery({
    queryKey: orderKey(contestId),
    queryFn: () =>
      answer(client.GET('/api/participant/contests/{id}/order', { params: { path: { id: contestId } } })),
    initialData: { order: initial, payments: [] },
    initialDataUpdatedAt: 0,
    refetchInterval: isWaiting ? 3000 : false,
  });
}
