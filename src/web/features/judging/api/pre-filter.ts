import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { shiftCounts } from '../lib/counts';
import { judgingKeys, PRE_FILTER_MUTATION } from './keys';
import type { JudgeContests, Page, PreFilterCounts, PreFilterItem, PreFilterStatus } from './types';

/** GET /api/judge/pre-filter/submissions (100 a page). */
export function usePreFilterList(contestId: string | null, status: PreFilterStatus, page: number) {
  return useQuery({
    queryKey: judgingKeys.preFilter(contestId, status, page),
    queryFn: () =>
      answer(
        client.GET('/api/judge/pre-filter/submissions', {
          params: { query: { status, page, contestId: contestId ?? undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

type Change = { item: PreFilterItem; status: PreFilterStatus; listKey: readonly unknown[] };
type Rollback = { index: number; listKey: readonly unknown[] };

function moveContestCounts(
  queryClient: ReturnType<typeof useQueryClient>,
  contestId: string,
  from: PreFilterStatus,
  to: PreFilterStatus,
) {
  queryClient.setQueryData<JudgeContests<PreFilterCounts>>(judgingKeys.contests, (data) =>
    data
      ? {
          items: data.items.map((c) =>
            c.id === contestId ? { ...c, counts: shiftCounts(c.counts, from, to) } : c,
          ),
        }
      : data,
  );
}

/**
 * PATCH /api/judge/pre-filter/submissions/:id, optimistic: the photo leaves the current list and the
 * counters move at once; a failure puts both back. The server's truth is fetched again once no
 * decision is in flight, so quick key presses never see their own changes undone by a refetch.
 */
export function useChangePreFilterStatus(options: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation<unknown, unknown, Change, Rollback>({
    mutationKey: PRE_FILTER_MUTATION,
    mutationFn: ({ item, status }) =>
      answer(
        client.PATCH('/api/judge/pre-filter/submissions/{id}', {
          params: { path: { id: item.id } },
          body: { status },
        }),
      ),
    onMutate: async ({ item, status, listKey }) => {
      await queryClient.cancelQueries({ queryKey: judgingKeys.all });
      let index = -1;
      queryClient.setQueryData<Page<PreFilterItem>>(listKey, (data) => {
        if (!data) return data;
        index = data.items.findIndex((i) => i.id === item.id);
        if (index < 0) return data;
        return {
          ...data,
          items: data.items.filter((i) => i.id !== item.id),
          total: Math.max(0, data.total - 1),
        };
      });
      moveContestCounts(queryClient, item.contestId, item.preFilterStatus, status);
      return { index, listKey };
    },
    onError: (error, { item, status }, rollback) => {
      moveContestCounts(queryClient, item.contestId, status, item.preFilterStatus);
      if (rollback && rollback.index >= 0) {
        queryClient.setQueryData<Page<PreFilterItem>>(rollback.listKey, (data) => {
          if (!data || data.items.some((i) => i.id === item.id)) return data;
          const items = [...data.items];
          items.splice(Math.min(rollback.index, items.length), 0, item);
          return { ...data, items, total: data.total + 1 };
        });
      }
      options.onError(error);
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: PRE_FILTER_MUTATION }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: judgingKeys.all });
      }
    },
  });
}
