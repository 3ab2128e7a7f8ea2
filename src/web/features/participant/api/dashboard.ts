import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/participant/dashboard (participant.service getDashboard). */
export type Dashboard = {
  username: string;
  isVip: boolean;
  year: number;
  activeContests: number;
  submissionsThisYear: number;
  awardsThisYear: number;
};

export function useDashboard() {
  return useQuery({
    queryKey: ['participant', 'dashboard'],
    queryFn: () => api<Dashboard>('/api/participant/dashboard'),
  });
}
