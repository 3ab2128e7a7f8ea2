import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Award } from '../../../../domain/awards';
import type { ContestCategory } from '../../../../domain/packages';
import { api } from '../../../lib/api';
import { toSearch } from './my-submissions';
import type { ContestView, ImageView, Paged, PreFilterStatus, VideoView } from './types';

export type OverallQuery = { page: number; status?: PreFilterStatus; kind?: ContestCategory; award?: Award };

export type OverallEntry = {
  id: string;
  kind: ContestCategory;
  createdAt: string;
  username: string;
  title: string | null;
  isMine: boolean;
  image: ImageView | null;
  video: VideoView | null;
  /** Only when the contest shows pre-filter results (photos). */
  preFilterStatus?: PreFilterStatus;
  /** Only when the contest shows evaluations; judge2Score absent in extra contests. */
  evaluation?: {
    finalScore: number | null;
    award: Award | null;
    judge1Score: number | null;
    judge2Score?: number | null;
  };
};

export type OverallPage = Paged<OverallEntry> & { contest: ContestView };

export function useOverall(contestId: string | undefined, query: OverallQuery) {
  return useQuery({
    queryKey: ['participant', 'overall', contestId, query],
    queryFn: () =>
      api<OverallPage>(
        `/api/participant/contests/${encodeURIComponent(contestId!)}/overall?${toSearch(query)}`,
      ),
    enabled: Boolean(contestId),
    placeholderData: keepPreviousData,
  });
}

/** Contests whose entries are published (show_submissions), for the Overall Scores selector. */
export function usePublishedContests() {
  return useQuery({
    queryKey: ['participant', 'published-contests'],
    queryFn: () => api<ContestView[]>('/api/participant/published-contests'),
  });
}
