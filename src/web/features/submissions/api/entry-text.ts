import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MySubmission } from './types';

export type EntryText = { title: string; caption?: string };

/** PATCH /api/participant/submissions/:id: the entry's title (and a photo's caption), until the deadline. */
export function useUpdateEntryText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: EntryText }) =>
      api<MySubmission>(`/api/participant/submissions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: text,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    },
  });
}
