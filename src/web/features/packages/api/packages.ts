import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestCategory, Currency } from '../../../../domain/packages';
import type { PackageCreateInput, PackageUpdateInput } from '../../../../domain/schemas/admin';
import { api } from '../../../lib/api';

export type PackagePrice = { currency: Currency; amount: number; paymentUrl: string | null };
export type AdminPackage = {
  id: string;
  category: ContestCategory;
  items: number;
  isActive: boolean;
  prices: PackagePrice[];
};

const PACKAGES_KEY = ['admin', 'packages'] as const;

export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: ({ signal }) => api<{ items: AdminPackage[] }>('/api/admin/packages', { signal }),
  });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { id: null; body: PackageCreateInput } | { id: string; body: PackageUpdateInput },
    ) =>
      request.id
        ? api<AdminPackage>(`/api/admin/packages/${request.id}`, { method: 'PUT', body: request.body })
        : api<AdminPackage>('/api/admin/packages', { method: 'POST', body: request.body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/packages/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
