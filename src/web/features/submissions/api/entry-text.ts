import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

export type EntryText = { title: string; caption?: string };

/** PATCH /api/participant/submissions/:id: the entry's title (and a photo's caption), until the deadline. */
export function useUpdateEntryText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: EntryText }) =>
      answer(client.PATCH('/api/participant/submissions/{id}', { params: { path: { id: id } }, body: text })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    },
  });
}
