import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

export type { ResultContest, ResultEntry } from '../../../../contract/participant';

export function useResults(page: number) {
  return useQuery({
    queryKey: ['participant', 'results', page],
    queryFn: () => answer(client.GET('/api/participant/results', { params: { query: { page } } })),
    placeholderData: keepPreviousData,
  });
}
