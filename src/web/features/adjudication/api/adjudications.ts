import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { adjudicationKeys } from './keys';
import type { AdjudicationItem, AdjudicationsResponse } from '../../../../contract/adjudication';

export type { AdjudicationItem };

/** GET /api/judge/adjudications. */
export function useAdjudications() {
  return useQuery({
    queryKey: adjudicationKeys.mine,
    queryFn: ({ signal }) => answer(client.GET('/api/judge/adjudications', { signal })),
  });
}

/** PUT /api/judge/adjudications/:id/score. */
export function useSaveAdjudication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; score: number }) =>
      answer(
        client.PUT('/api/judge/adjudications/{id}/score', {
          params: { path: { id: input.id } },
          body: { score: input.score },
        }),
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdjudicationsResponse>(adjudicationKeys.mine, (data) =>
        data
          ? {
              items: data.items.map((item) =>
                item.id === saved.id ? { ...item, score: saved.score } : item,
              ),
            }
          : data,
      ),
  });
}

/** PUT /api/judge/adjudications/:id/feedback: the adjudicator's own comment. */
export function useSaveAdjudicationComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; comment: string | null }) =>
      answer(
        client.PUT('/api/judge/adjudications/{id}/feedback', {
          params: { path: { id: input.id } },
          body: { comment: input.comment },
        }),
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdjudicationsResponse>(adjudicationKeys.mine, (data) =>
        data
          ? {
              items: data.items.map((item) =>
                item.id === saved.id ? { ...item, comment: saved.comment } : item,
              ),
            }
          : data,
      ),
  });
}
