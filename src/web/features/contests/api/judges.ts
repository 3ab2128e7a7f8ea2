import { useQuery } from '@tanstack/react-query';
import type { JudgeRole } from '../../../../domain/roles';
import { api } from '../../../lib/api';

export type Judge = { id: string; username: string; role: JudgeRole };

/** Every user holding one of the five judge roles, for the contest form's dropdowns. */
export function useJudges(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'judges'],
    queryFn: ({ signal }) => api<{ items: Judge[] }>('/api/admin/judges', { signal }),
    enabled,
    staleTime: 0,
  });
}
