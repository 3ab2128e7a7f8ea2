import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../../contract/common';
import type { AdminContest } from '../../../../contract/contests';
import type { ContestInput } from '../../../../domain/contest-rules';
import { answer, client } from '../../../lib/api';

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
      const query = { page: params.page, year: params.year ?? undefined };
      return answer(client.GET('/api/admin/contests', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });
}

export function useContestYears() {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'years'],
    queryFn: ({ signal }) => answer(client.GET('/api/admin/contests/years', { signal })),
  });
}

/** The full contest for the edit form (the list leaves out the rules text). */
export function useContest(id: string | null) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      answer(client.GET('/api/admin/contests/{id}', { params: { path: { id: id! } }, signal })),
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
        ? answer(client.PUT('/api/admin/contests/{id}', { params: { path: { id } }, body: input }))
        : answer(client.POST('/api/admin/contests', { body: input })),
    onSuccess: invalidate,
  });
}

export function useDeleteContest() {
  const invalidate = useInvalidateContests();
  return useMutation({
    mutationFn: (id: string) =>
      answer(client.DELETE('/api/admin/contests/{id}', { params: { path: { id } } })),
    onSuccess: invalidate,
  });
}

export function useSetPreFilterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) =>
      answer(
        client.PATCH('/api/admin/contests/{id}/pre-filter-visibility', {
          params: { path: { id } },
          body: { visible },
        }),
      ),
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
