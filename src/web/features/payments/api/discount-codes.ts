import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppliedCode, DiscountCodes, DiscountCodeView } from '../../../../contract/payments';
import type { Currency } from '../../../../domain/packages';
import type { DiscountCodeCreateInput } from '../../../../domain/schemas/discount-codes';
import { api } from '../../../lib/api';

export type { DiscountCodeView };

const codesKey = (contestId: string) => ['admin', 'discount-codes', contestId] as const;

/** A contest's discount and waiver codes, with their uses (admins). */
export function useDiscountCodes(contestId: string) {
  return useQuery({
    queryKey: codesKey(contestId),
    queryFn: () => api<DiscountCodes>(`/api/admin/contests/${contestId}/discount-codes`),
  });
}

export function useCreateCode(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCodeCreateInput) =>
      api<DiscountCodeView>(`/api/admin/contests/${contestId}/discount-codes`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(contestId) }),
  });
}

export function useSetCodeActive(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api<DiscountCodeView>(`/api/admin/discount-codes/${id}`, { method: 'PUT', body: { isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(contestId) }),
  });
}

/** A participant applies a code to the package chosen (the order and the contests list are read again). */
export function useApplyCode(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; packageId: string; currency: Currency }) =>
      api<AppliedCode>(`/api/participant/contests/${contestId}/discount-code`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['participant'] }),
  });
}
