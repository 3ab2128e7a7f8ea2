import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, Reconciliation, RefundBody } from '../../../../contract/payments';
import type { Locale } from '../../../../domain/locales';
import { answer, client } from '../../../lib/api';

export type { AdminPayment, Reconciliation };

const reconciliationKey = (contestId: string) => ['admin', 'reconciliation', contestId] as const;

/** A contest's orders with the provider's payments and the mismatches flagged. */
export function useReconciliation(contestId: string) {
  return useQuery({
    queryKey: reconciliationKey(contestId),
    queryFn: () =>
      answer(client.GET('/api/admin/contests/{id}/reconciliation', { params: { path: { id: contestId } } })),
  });
}

export const reconciliationCsvUrl = (contestId: string, locale: Locale) =>
  `/api/admin/contests/${contestId}/reconciliation.csv?locale=${locale}`;

/** Refunds a provider payment (all that is left when no amount is given), with the reason. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundBody & { paymentId: string }) =>
      answer(client.POST('/api/admin/payments/{id}/refund', { params: { path: { id: paymentId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
