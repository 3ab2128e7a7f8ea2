import { useQuery } from '@tanstack/react-query';
import type { ContestPackages } from '../../../../contract/packages';
import type { ContestCategory } from '../../../../domain/packages';
import { api } from '../../../lib/api';

export type { ContestPackage, PackagePrice } from '../../../../contract/packages';

/** Active packages of a category with their prices and payment links (admins edit them). */
export function usePackages(category: ContestCategory, enabled: boolean) {
  return useQuery({
    queryKey: ['participant', 'packages', category],
    queryFn: async () => (await api<ContestPackages>(`/api/packages?category=${category}`)).items,
    enabled,
    staleTime: 5 * 60_000,
  });
}
