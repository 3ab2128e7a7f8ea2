import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserStatus } from '../../../../domain/roles';
import type { AdminUserCreateInput, AdminUserUpdateInput } from '../../../../domain/schemas/admin';
import type { Locale } from '../../../../domain/schemas/account';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/page';

export type AdminUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  location: {
    country: string;
    stateCode: string | null;
    cityCode: string | null;
    cityName: string | null;
  } | null;
  /** The location's names in the language asked for. */
  place: { country: string; state: string | null; stateUf: string | null; city: string | null } | null;
  /** Awards of the current year: the admin's count when set, else the computed one (as Statistics). */
  awardCount: number;
  awardSource: 'manual' | 'computed';
  manualAwardCount: number | null;
  computedAwardCount: number;
  createdAt: string;
};

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
      const query = new URLSearchParams({ page: String(filters.page), locale: filters.locale });
      if (filters.q) query.set('q', filters.q);
      if (filters.role) query.set('role', filters.role);
      if (filters.status) query.set('status', filters.status);
      return api<Page<AdminUser> & { year: number }>(`/api/admin/users?${query}`, { signal });
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
      request: { id: null; body: AdminUserCreateInput } | { id: string; body: AdminUserUpdateInput },
    ) =>
      request.id
        ? api<AdminUser>(`/api/admin/users/${request.id}`, { method: 'PUT', body: request.body })
        : api<AdminUser>('/api/admin/users', { method: 'POST', body: request.body }),
    onSuccess: invalidate,
  });
}

/** Sends the status the row should move to, so a stale row cannot skip a step unnoticed. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: UserStatus }) =>
      api<{ id: string; status: UserStatus }>(`/api/admin/users/${id}/status`, {
        method: 'PATCH',
        body: { status },
      }),
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
      api<{
        userId: string;
        year: number;
        count: number | null;
        awardCount: number;
        awardSource: 'manual' | 'computed';
        manualAwardCount: number | null;
      }>(`/api/admin/users/${id}/award-count`, {
        method: 'PUT',
        body: { count },
      }),
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
    mutationFn: (id: string) => api<void>(`/api/admin/users/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
