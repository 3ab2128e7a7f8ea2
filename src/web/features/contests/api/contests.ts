import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type {
  AdminContest,
  AdminContestDetails,
  ContestYears,
  PreFilterVisibilityResult,
} from '../../../../contract/contests';
import type { ContestInput } from '../../../../domain/contest-rules';
import { api } from '../../../lib/api';

export type {
  AdminContest,
  AdminContestDetails,
  JudgeRef,
  SlotEvaluations,
} from '../../../../contract/contests';

export const CONTESTS_KEY = ['admin', 'contests'] as const;

export function useContests(params: { page: number; year: number | null }) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page) });
      if (params.year !== null) query.set('year', String(params.year));
      return api<Page<AdminContest>>(`/api/admin/contests?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useContestYears() {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'years'],
    queryFn: ({ signal }) => api<ContestYears>('/api/admin/contests/years', { signal }),
  });
}

/** The full contest for the edit form (the list leaves out the rules text). */
export function useContest(id: string | null) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'one', id],
    queryFn: ({ signal }) => api<AdminContestDetails>(`/api/admin/contests/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useInvalidateContests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY });
}

export function useSaveContest() {
  const invalidate = useInvalidateContests();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContestInput }) =>
      id
        ? api<AdminContestDetails>(`/api/admin/contests/${id}`, { method: 'PUT', body: input })
        : api<AdminContestDetails>('/api/admin/contests', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteContest() {
  const invalidate = useInvalidateContests();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/contests/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetPreFilterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) =>
      api<PreFilterVisibilityResult>(`/api/admin/contests/${id}/pre-filter-visibility`, {
        method: 'PATCH',
        body: { visible },
      }),
    onSuccess: (result) => {
      // Flip the row in every cached page at once, then confirm with the server.
      queryClient.setQueriesData<Page<AdminContest>>({ queryKey: [...CONTESTS_KEY, 'list'] }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((c) =>
                c.id === result.id ? { ...c, showPreFilterResults: result.showPreFilterResults } : c,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: CONTESTS_KEY });
    },
  });
}
