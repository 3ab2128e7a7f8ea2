import { useQuery } from '@tanstack/react-query';
import type { Currency } from '../../../../domain/packages';
import { api } from '../../../lib/api';
import type { ContestView } from '../../submissions/api/types';

export type ParticipantContest = ContestView & {
  rules: string;
  /** Minimum photo size (longer side, pixels), or null. */
  minPhotoLongSide: number | null;
  /** When this caller stops being able to submit (the deadline, or the end of a VIP's extension). */
  closesAt: string;
  isVipExtension: boolean;
  remainingDays: number;
  entries: { used: number; limit: number | null; remaining: number | null };
  /** The package of the caller's latest entry in this contest, if any. */
  package: { id: string; items: number | null; currency: Currency | null; amount: number | null } | null;
};

export const CONTESTS_KEY = ['participant', 'contests'] as const;

/** Contests open for the caller now (a VIP's list includes the ones in their extension). */
export function useParticipantContests() {
  return useQuery({
    queryKey: CONTESTS_KEY,
    queryFn: () => api<ParticipantContest[]>('/api/participant/contests'),
  });
}
