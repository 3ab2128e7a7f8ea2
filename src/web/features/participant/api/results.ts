import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ParticipantResultsPage } from '../../../../contract/participant';
import { api } from '../../../lib/api';

export type { ResultContest, ResultEntry } from '../../../../contract/participant';

export function useResults(page: number) {
  return useQuery({
    queryKey: ['participant', 'results', page],
    queryFn: () => api<ParticipantResultsPage>(`/api/participant/results?page=${page}`),
    placeholderData: keepPreviousData,
  });
}
