import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../contract/participant';
import { api } from '../../../lib/api';

/** GET /api/participant/dashboard (participant.service getDashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: ['participant', 'dashboard'],
    queryFn: () => api<Dashboard>('/api/participant/dashboard'),
  });
}
