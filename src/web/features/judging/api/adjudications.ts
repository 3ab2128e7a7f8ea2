import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { judgingKeys } from './keys';

/** An entry the judge adjudicates: the entry and their own score only (blind). */
export type AdjudicationItem = {
  id: string;
  contestId: string;
  contestTitle: string;
  createdAt: string;
  title?: string;
  image: { thumbUrl: string; previewUrl: string; width: number | null; height: number | null } | null;
  video: {
    provider: 'youtube' | 'vimeo' | null;
    url: string;
    embedUrl: string | null;
    thumbnailUrl: string | null;
  } | null;
  score: number | null;
};

/** GET /api/judge/adjudications. */
export function useAdjudications() {
  return useQuery({
    queryKey: judgingKeys.adjudications,
    queryFn: ({ signal }) => api<{ items: AdjudicationItem[] }>('/api/judge/adjudications', { signal }),
  });
}

/** PUT /api/judge/adjudications/:id/score. */
export function useSaveAdjudication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; score: number }) =>
      api<{ id: string; score: number }>(`/api/judge/adjudications/${input.id}/score`, {
        method: 'PUT',
        body: { score: input.score },
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<{ items: AdjudicationItem[] }>(judgingKeys.adjudications, (data) =>
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
