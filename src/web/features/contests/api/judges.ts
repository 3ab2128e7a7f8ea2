import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

export type { Judge } from '../../../../contract/contests';

/** Every user holding one of the five judge roles, for the contest form's dropdowns. */
export function useJudges(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'judges'],
    queryFn: ({ signal }) => answer(client.GET('/api/admin/judges', { signal })),
    enabled,
    staleTime: 0,
  });
}
