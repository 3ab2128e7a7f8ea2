import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Award } from '../../../../domain/awards';
import type { MySubmission, Paged, PreFilterStatus } from './types';

export type MySubmissionsQuery = {
  page: number;
  year?: number;
  contestId?: string;
  status?: PreFilterStatus;
  award?: Award;
  sort?: 'newest' | 'score';
};

export type MySubmissionsPage = Paged<MySubmission> & {
  /** Counts for the chosen contest; approved/awarded/honorable are null while the contest hides them. */
  summary: {
    contestId: string;
    total: number;
    approved: number | null;
    awarded: number | null;
    honorable: number | null;
  } | null;
};

export const MY_SUBMISSIONS_KEY = ['participant', 'submissions'] as const;

export function toSearch(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function useMySubmissions(query: MySubmissionsQuery) {
  return useQuery({
    queryKey: [...MY_SUBMISSIONS_KEY, query],
    queryFn: () => api<MySubmissionsPage>(`/api/participant/submissions?${toSearch(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/participant/submissions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['participant'] });
    },
  });
}
