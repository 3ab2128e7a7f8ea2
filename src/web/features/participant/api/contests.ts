import { useQuery } from '@tanstack/react-query';
import type { ParticipantContest } from '../../../../contract/participant';
import { answer, client } from '../../../lib/api';

export type { ParticipantContest };

export const CONTESTS_KEY = ['participant', 'contests'] as const;

/** Contests open for the caller now (a VIP's list includes the ones in their extension). */
export function useParticipantContests() {
  return useQuery({
    queryKey: CONTESTS_KEY,
    queryFn: () => answer(client.GET('/api/participant/contests')),
  });
}
