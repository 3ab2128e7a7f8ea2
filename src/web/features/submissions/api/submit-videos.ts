import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { EntryChoice } from './submit-photo';
import type { MySubmission } from './types';

/**
 * Sends every URL row as typed, empty ones included: the server ignores empty rows and answers
 * field errors as `urls.<index>`, so the indexes match the dialog's rows.
 */
export function useSubmitVideos(contestId: string) {
  return useMutation({
    mutationFn: (input: { urls: string[]; choice: EntryChoice }) =>
      api<{ items: MySubmission[] }>(`/api/participant/contests/${encodeURIComponent(contestId)}/films`, {
        method: 'POST',
        body: { urls: input.urls, ...(input.choice ?? {}) },
      }),
  });
}
