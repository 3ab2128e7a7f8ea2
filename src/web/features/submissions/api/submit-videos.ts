import { useMutation } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import type { EntryChoice } from './submit-photo';

/**
 * Sends every URL row as typed, empty ones included: the server ignores empty rows and answers
 * field errors as `urls.<index>`, so the indexes match the dialog's rows.
 */
export function useSubmitVideos(contestId: string) {
  return useMutation({
    mutationFn: (input: { urls: string[]; choice: EntryChoice }) =>
      answer(
        client.POST('/api/participant/contests/{id}/films', {
          params: { path: { id: contestId } },
          body: { urls: input.urls, ...(input.choice ?? {}) },
        }),
      ),
  });
}
