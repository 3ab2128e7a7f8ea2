import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import type { Award } from '../../../../domain/awards';
import type { PreFilterStatus } from './types';

export type MySubmissionsQuery = {
  page: number;
  year?: number;
  contestId?: string;
  status?: PreFilterStatus;
  award?: Award;
  sort?: 'newest' | 'score';
};

export const MY_SUBMISSIONS_KEY = ['participant', 'submissions'] as const;

export function useMySubmissions(query: MySubmissionsQuery) {
  return useQuery({
    queryKey: [...MY_SUBMISSIONS_KEY, query],
    queryFn: () => answer(client.GET('/api/participant/submissions', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      answer(client.DELETE('/api/participant/submissions/{id}', { params: { path: { id: id } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    },
  });
}
