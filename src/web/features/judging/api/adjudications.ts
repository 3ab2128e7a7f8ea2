import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { judgingKeys } from './keys';
import type {
  AdjudicationItem,
  AdjudicationsResponse,
  AdjudicatorCommentResult,
  AdjudicatorScoreResult,
} from '../../../../contract/adjudication';

export type { AdjudicationItem };

/** GET /api/judge/adjudications. */
export function useAdjudications() {
  return useQuery({
    queryKey: judgingKeys.adjudications,
    queryFn: ({ signal }) => api<AdjudicationsResponse>('/api/judge/adjudications', { signal }),
  });
}

/** PUT /api/judge/adjudications/:id/score. */
export function useSaveAdjudication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; score: number }) =>
      api<AdjudicatorScoreResult>(`/api/judge/adjudications/${input.id}/score`, {
        method: 'PUT',
        body: { score: input.score },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdjudicationsResponse>(judgingKeys.adjudications, (data) =>
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
      api<AdjudicatorCommentResult>(`/api/judge/adjudications/${input.id}/feedback`, {
        method: 'PUT',
        body: { comment: input.comment },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<AdjudicationsResponse>(judgingKeys.adjudications, (data) =>
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
