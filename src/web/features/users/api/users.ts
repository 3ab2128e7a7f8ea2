import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserStatus } from '../../../../domain/roles';
import type { Locale } from '../../../../domain/schemas/account';
import type { Page } from '../../../../contract/common';
import type { AdminUser } from '../../../../contract/users';
import { answer, client, type RequestBody } from '../../../lib/api';

export type { AdminUser };

export type UserFilters = {
  page: number;
  q: string;
  role: Role | null;
  status: UserStatus | null;
  locale: Locale;
};

export const USERS_KEY = ['admin', 'users'] as const;

export function useUsers(filters: UserFilters) {
  return useQuery({
    queryKey: [...USERS_KEY, 'list', filters],
    queryFn: ({ signal }) => {
      const { page, locale, q, role, status } = filters;
      const query = { page, locale, q, role: role ?? undefined, status: status ?? undefined };
      return answer(client.GET('/api/admin/users', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      // Roles feed the contest form's judge dropdowns.
      queryClient.invalidateQueries({ queryKey: ['admin', 'judges'] }),
    ]);
}

export function useSaveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (
      request:
        | { id: null; body: RequestBody<'/api/admin/users', 'post'> }
        | { id: string; body: RequestBody<'/api/admin/users/{id}', 'put'> },
    ) =>
      request.id !== null
        ? answer(
            client.PUT('/api/admin/users/{id}', { params: { path: { id: request.id } }, body: request.body }),
          )
        : answer(client.POST('/api/admin/users', { body: request.body })),
    onSuccess: invalidate,
  });
}

/** Sends the status the row should move to, so a stale row cannot skip a step unnoticed. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) =>
      answer(client.PATCH('/api/admin/users/{id}/status', { params: { path: { id } }, body: { status } })),
    onSuccess: (result) => {
      queryClient.setQueriesData<Page<AdminUser>>({ queryKey: [...USERS_KEY, 'list'] }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((u) => (u.id === result.id ? { ...u, status: result.status } : u)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}

export function useSetAwardCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, count }: { id: string; count: number | null }) =>
      answer(client.PUT('/api/admin/users/{id}/award-count', { params: { path: { id } }, body: { count } })),
    onSuccess: (result) => {
      queryClient.setQueriesData<Page<AdminUser>>({ queryKey: [...USERS_KEY, 'list'] }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((u) =>
                u.id === result.userId
                  ? {
                      ...u,
                      awardCount: result.awardCount,
                      awardSource: result.awardSource,
                      manualAwardCount: result.manualAwardCount,
                    }
                  : u,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => answer(client.DELETE('/api/admin/users/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}
