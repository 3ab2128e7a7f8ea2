import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '../../../../contract/common';
import type { AdminContestDetails } from '../../../../contract/contests';
import type {
  AmendableEntries,
  AmendableEntry,
  AmendmentResult,
  AmendmentView,
  ContestLifecycle,
  PublishChecklistView,
} from '../../../../contract/lifecycle';
import { api } from '../../../lib/api';
import { valuesOf } from '../lib/contest-form-values';
import { CONTESTS_KEY } from './contests';

export type { AmendableEntry, AmendmentView, ContestLifecycle, PublishChecklistView };

const lifecycleKey = (id: string) => [...CONTESTS_KEY, 'lifecycle', id] as const;

/** A contest's results lifecycle: phase, judges' completions, publish checklist, amendments. */
export function useLifecycle(contestId: string | null) {
  return useQuery({
    queryKey: lifecycleKey(contestId ?? ''),
    queryFn: ({ signal }) => api<ContestLifecycle>(`/api/admin/contests/${contestId}/lifecycle`, { signal }),
    enabled: contestId !== null,
    staleTime: 0,
  });
}

/** The checklist as it stands now (read right before publishing). */
export async function fetchChecklist(contestId: string): Promise<PublishChecklistView> {
  return (await api<ContestLifecycle>(`/api/admin/contests/${contestId}/lifecycle`)).checklist;
}

export function useAmendable(contestId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'amendable', contestId],
    queryFn: ({ signal }) => api<AmendableEntries>(`/api/admin/contests/${contestId}/amendable`, { signal }),
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
      api<Ok>(`/api/admin/contests/${contestId}/completions/${judgeId}/reopen`, { body: { reason } }),
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
      api<AmendmentResult>(`/api/admin/submissions/${submissionId}/amendment`, {
        body,
      }),
    onSuccess: invalidate,
  });
}

/** Publishes the results: the contest saved as it is, with evaluations shown, confirmed by the admin. */
export function usePublishResults() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (contestId: string) => {
      const contest = await api<AdminContestDetails>(`/api/admin/contests/${contestId}`);
      return api<AdminContestDetails>(`/api/admin/contests/${contestId}`, {
        method: 'PUT',
        body: { ...valuesOf(contest), showEvaluations: true, confirmPublish: true },
      });
    },
    onSuccess: invalidate,
  });
}
