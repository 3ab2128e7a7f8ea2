import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AwardBasis } from '../../../../contract/fairness';
import { answer, client } from '../../../lib/api';

/** Query keys: the admin's under ['statistics'] (refetched with the statistics' live events), the judge's under ['judging']. */
export const fairnessKeys = {
  contest: (contestId: string) => ['statistics', 'fairness', contestId] as const,
  year: (year: number) => ['statistics', 'fairness-year', year] as const,
  mine: (contestId: string) => ['judging', 'calibration', contestId] as const,
};

/** GET /api/admin/fairness/contests/:id */
export function useContestFairness(contestId: string) {
  return useQuery({
    queryKey: fairnessKeys.contest(contestId),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/admin/fairness/contests/{id}', { params: { path: { id: contestId } }, signal }),
      ),
  });
}

/** GET /api/admin/fairness/years/:year */
export function useYearFairness(year: number) {
  return useQuery({
    queryKey: fairnessKeys.year(year),
    queryFn: ({ signal }) =>
      answer(client.GET('/api/admin/fairness/years/{year}', { params: { path: { year } }, signal })),
  });
}

/** PUT /api/admin/fairness/contests/:id/award-basis */
export function useSetAwardBasis(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (basis: AwardBasis) =>
      answer(
        client.PUT('/api/admin/fairness/contests/{id}/award-basis', {
          params: { path: { id: contestId } },
          body: { basis },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fairnessKeys.contest(contestId) }),
  });
}

/** GET /api/judge/contests/:id/calibration: the caller's own distribution beside the panel's. */
export function useMyCalibration(contestId: string) {
  return useQuery({
    queryKey: fairnessKeys.mine(contestId),
    queryFn: ({ signal }) =>
      answer(
        client.GET('/api/judge/contests/{id}/calibration', { params: { path: { id: contestId } }, signal }),
      ),
  });
}
