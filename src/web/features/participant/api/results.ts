import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Award } from '../../../../domain/awards';
import type { ContestPhase } from '../../../../domain/contest-phase';
import { api } from '../../../lib/api';
import type { ContestCategory } from '../../../../domain/packages';
import type { PhotoCategory, PreFilterStatus } from '../../submissions/api/types';

/** One entry in the results hub: its outcome only as far as the contest's flags show it. */
export type ResultEntry = {
  id: string;
  kind: 'photo' | 'video';
  title: string | null;
  image: { thumbUrl: string } | null;
  video: { provider: 'youtube' | 'vimeo' | null; url: string; thumbnailUrl: string | null } | null;
  preFilterStatus?: PreFilterStatus;
  recognition?: { certificateUrl: string; verifyUrl: string; badgeUrl: string };
  outcome?: { status: 'evaluated' | 'pending'; finalScore: number | null; award: Award | null };
};

export type ResultContest = {
  contest: {
    id: string;
    title: string;
    category: ContestCategory;
    photoCategory: PhotoCategory | null;
    isExtra: boolean;
    showSubmissions: boolean;
    showEvaluations: boolean;
    startDay: string;
    endDay: string;
    resultDay: string;
    hasEnded: boolean;
  };
  phase: ContestPhase;
  entryCount: number;
  entries: ResultEntry[];
};

/** GET /api/participant/results (participant.service listResults). */
export type ResultsPage = { items: ResultContest[]; total: number; page: number; pageSize: number };

export function useResults(page: number) {
  return useQuery({
    queryKey: ['participant', 'results', page],
    queryFn: () => api<ResultsPage>(`/api/participant/results?page=${page}`),
    placeholderData: keepPreviousData,
  });
}
