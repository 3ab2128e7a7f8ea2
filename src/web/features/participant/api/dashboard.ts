import { useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';

/** GET /api/participant/dashboard (participant.service getDashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: ['participant', 'dashboard'],
    queryFn: () => answer(client.GET('/api/participant/dashboard')),
  });
}
