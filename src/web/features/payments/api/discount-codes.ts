import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeView } from '../../../../contract/payments';
import type { Currency } from '../../../../domain/packages';
import { answer, client, type RequestBody } from '../../../lib/api';

export type { DiscountCodeView };

const codesKey = (contestId: string) => ['admin', 'discount-codes', contestId] as const;

/** A contest's discount and waiver codes, with their uses (admins). */
export function useDiscountCodes(contestId: string) {
  return useQuery({
    queryKey: codesKey(contestId),
    queryFn: () =>
      answer(client.GET('/api/admin/contests/{id}/discount-codes', { params: { path: { id: contestId } } })),
  });
}

export function useCreateCode(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'/api/admin/contests/{id}/discount-codes', 'post'>) =>
      answer(
        client.POST('/api/admin/contests/{id}/discount-codes', { params: { path: { id: contestId } }, body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(contestId) }),
  });
}

export function useSetCodeActive(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      answer(client.PUT('/api/admin/discount-codes/{id}', { params: { path: { id } }, body: { isActive } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey(contestId) }),
  });
}

/** A participant applies a code to the package chosen (the order and the contests list are read again). */
export function useApplyCode(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; packageId: string; currency: Currency }) =>
      answer(
        client.POST('/api/participant/contests/{id}/discount-code', {
          params: { path: { id: contestId } },
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['participant'] }),
  });
}
