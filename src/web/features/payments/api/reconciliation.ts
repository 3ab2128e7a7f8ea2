import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPayment, Reconciliation, RefundBody } from '../../../../contract/payments';
import type { Locale } from '../../../../domain/locales';
import { api } from '../../../lib/api';

export type { AdminPayment, Reconciliation };

const reconciliationKey = (contestId: string) => ['admin', 'reconciliation', contestId] as const;

/** A contest's orders with the provider's payments and the mismatches flagged. */
export function useReconciliation(contestId: string) {
  return useQuery({
    queryKey: reconciliationKey(contestId),
    queryFn: () => api<Reconciliation>(`/api/admin/contests/${contestId}/reconciliation`),
  });
}

export const reconciliationCsvUrl = (contestId: string, locale: Locale) =>
  `/api/admin/contests/${contestId}/reconciliation.csv?locale=${locale}`;

/** Refunds a provider payment (all that is left when no amount is given), with the reason. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, ...body }: RefundBody & { paymentId: string }) =>
      api<AdminPayment>(`/api/admin/payments/${paymentId}/refund`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
