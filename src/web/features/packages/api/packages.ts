import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client, type RequestBody } from '../../../lib/api';

export type { AdminPackage, PackagePrice } from '../../../../contract/packages';

const PACKAGES_KEY = ['admin', 'packages'] as const;

export function usePackages() {
  return useQuery({
    queryKey: PACKAGES_KEY,
    queryFn: ({ signal }) => answer(client.GET('/api/admin/packages', { signal })),
  });
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request:
        | { id: null; body: RequestBody<'/api/admin/packages', 'post'> }
        | { id: string; body: RequestBody<'/api/admin/packages/{id}', 'put'> },
    ) =>
      request.id !== null
        ? answer(
            client.PUT('/api/admin/packages/{id}', {
              params: { path: { id: request.id } },
              body: request.body,
            }),
          )
        : answer(client.POST('/api/admin/packages', { body: request.body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answer(client.DELETE('/api/admin/packages/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES_KEY }),
  });
}
