import { useQuery } from '@tanstack/react-query';
import type { ContestCategory, Currency } from '../../../../domain/packages';
import { api } from '../../../lib/api';

export type PackagePrice = { currency: Currency; amount: number; paymentUrl: string | null };
export type ContestPackage = { id: string; items: number; prices: PackagePrice[] };
type PackagesResponse = { category: ContestCategory; currencies: Currency[]; items: ContestPackage[] };

/** Active packages of a category with their prices and payment links (admins edit them). */
export function usePackages(category: ContestCategory, enabled: boolean) {
  return useQuery({
    queryKey: ['participant', 'packages', category],
    queryFn: async () => (await api<PackagesResponse>(`/api/packages?category=${category}`)).items,
    enabled,
    staleTime: 5 * 60_000,
  });
}
