import { useQuery } from '@tanstack/react-query';
import type { ContestCategory } from '../../../../domain/packages';
import { answer, client } from '../../../lib/api';

export type { ContestPackage, PackagePrice } from '../../../../contract/packages';

/**
 * Active packages of a category with their prices and payment links (admins edit them), and which
 * currencies are paid through the payment provider.
 */
export function usePackages(category: ContestCategory, enabled: boolean) {
  return useQuery({
    queryKey: ['participant', 'packages', category],
    queryFn: () => answer(client.GET('/api/packages', { params: { query: { category } } })),
    enabled,
    staleTime: 5 * 60_000,
  });
}
