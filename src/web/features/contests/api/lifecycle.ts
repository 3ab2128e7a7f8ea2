import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AmendableEntry,
  AmendmentView,
  ContestLifecycle,
  PublishChecklistView,
} from '../../../../contract/lifecycle';
import { answer, client } from '../../../lib/api';
import { valuesOf } from '../lib/contest-form-values';
import { CONTESTS_KEY } from './contests';

export type { AmendableEntry, AmendmentView, ContestLifecycle, PublishChecklistView };

const lifecycleKey = (id: string) => [...CONTESTS_KEY, 'lifecycle', id] as const;

/** A contest's results lifecycle: phase, judges' completions, publish checklist, amendments. */
export function useLifecycle(contestId: string | null) {
  return useQuery({
    queryKey: lifecycleKey(contestId ?? ''),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/contests/{id}/lifecycle', { params: { path: { id: contestId! } }, signal }),
      ),
    enabled: contestId !== null,
    staleTime: 0,
  });
}

/** The checklist as it stands now (read right before publishing). */
export async function fetchChecklist(contestId: string): Promise<PublishChecklistView> {
  return (
    await answer(client.GET('/api/admin/contests/{id}/lifecycle', { params: { path: { id: contestId } } }))
  ).checklist;
}

export function useAmendable(contestId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'amendable', contestId],
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/contests/{id}/amendable', { params: { path: { id: contestId } }, signal }),
      ),
    enabled: isEnabled,
    staleTime: 0,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY });
}

export function useReopenCompletion(contestId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ judgeId, reason }: { judgeId: string; reason: string }) =>
      answer(
        client.POST('/api/admin/contests/{id}/completions/{judgeId}/reopen', {
          params: { path: { id: contestId, judgeId } },
          body: { reason },
        }),
      ),
    onSuccess: invalidate,
  });
}

export function useAmendResult() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      submissionId,
      body,
    }: {
      submissionId: string;
      body: { judge1Score?: number; judge2Score?: number; reason: string };
    }) =>
      answer(
        client.POST('/api/admin/submissions/{id}/amendment', {
          params: { path: { id: submissionId } },
          body,
        }),
      ),
    onSuccess: invalidate,
  });
}

/** Publishes the results: the contest saved as it is, with evaluations shown, confirmed by the admin. */
export function usePublishResults() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (contestId: string) => {
      const contest = await answer(
        client.GET('/api/admin/contests/{id}', { params: { path: { id: contestId } } }),
      );
      return answer(
        client.PUT('/api/admin/contests/{id}', {
          params: { path: { id: contestId } },
          body: { ...valuesOf(contest), showEvaluations: true, confirmPublish: true },
        }),
      );
    },
    onSuccess: invalidate,
  });
}
