import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestInput, JudgeSlot } from '../../../../domain/contest-rules';
import type { ContestCategory } from '../../../../domain/packages';
import type { PhotoCategory } from '../../../../domain/contest-rules';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/page';

export type JudgeRef = { id: string; username: string } | null;

/** A contest as the admin list shows it (GET /api/admin/contests). Days are ISO days in São Paulo. */
export type AdminContest = {
  id: string;
  title: string;
  category: ContestCategory;
  photoCategory: PhotoCategory | null;
  startDay: string;
  endDay: string;
  resultDay: string;
  showEvaluations: boolean;
  showSubmissions: boolean;
  showPreFilterResults: boolean;
  isExtra: boolean;
  showTitlesToJudges: boolean;
  minPhotoLongSide: number | null;
  judges: Record<JudgeSlot, JudgeRef>;
  participantCount: number;
  submissionCount: number;
  /** Judges' scores this far apart flag an entry (domain/disagreement). */
  disagreementThreshold: number;
  createdAt: string;
} & Record<JudgeSlot, string | null>;

/** Evaluations already given on a scoring slot's side, by judge (null: an account deleted since). */
export type SlotEvaluations = {
  judgeId: string | null;
  username: string | null;
  scored: number;
  commented: number;
};

export type AdminContestDetails = AdminContest & {
  rules: string;
  evaluations: Partial<Record<JudgeSlot, SlotEvaluations[]>>;
  /** Judges with entries in this contest: a conflict of interest, they cannot judge it. */
  entrantJudgeIds: string[];
};

export const CONTESTS_KEY = ['admin', 'contests'] as const;

export function useContests(params: { page: number; year: number | null }) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'list', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page) });
      if (params.year !== null) query.set('year', String(params.year));
      return api<Page<AdminContest>>(`/api/admin/contests?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useContestYears() {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'years'],
    queryFn: ({ signal }) => api<{ years: number[] }>('/api/admin/contests/years', { signal }),
  });
}

/** The full contest for the edit form (the list leaves out the rules text). */
export function useContest(id: string | null) {
  return useQuery({
    queryKey: [...CONTESTS_KEY, 'one', id],
    queryFn: ({ signal }) => api<AdminContestDetails>(`/api/admin/contests/${id}`, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useInvalidateContests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CONTESTS_KEY });
}

export function useSaveContest() {
  const invalidate = useInvalidateContests();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ContestInput }) =>
      id
        ? api<AdminContestDetails>(`/api/admin/contests/${id}`, { method: 'PUT', body: input })
        : api<AdminContestDetails>('/api/admin/contests', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteContest() {
  const invalidate = useInvalidateContests();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/admin/contests/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetPreFilterVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) =>
      api<{ id: string; showPreFilterResults: boolean }>(`/api/admin/contests/${id}/pre-filter-visibility`, {
        method: 'PATCH',
        body: { visible },
      }),
    onSuccess: (result) => {
      // Flip the row in every cached page at once, then confirm with the server.
      queryClient.setQueriesData<Page<AdminContest>>({ queryKey: [...CONTESTS_KEY, 'list'] }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((c) =>
                c.id === result.id ? { ...c, showPreFilterResults: result.showPreFilterResults } : c,
              ),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: CONTESTS_KEY });
    },
  });
}
