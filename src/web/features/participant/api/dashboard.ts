import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { queryKeys } from '../../../../contract/query-keys';

/** GET /api/participant/dashboard (participant.service getDashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => answer(client.GET('/api/participant/dashboard')),
  });
}
