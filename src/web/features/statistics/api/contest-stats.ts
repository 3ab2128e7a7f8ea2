import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import { statsKeys } from './keys';

// While approval emails are on their way, their counts change without any judge event: poll.
const EMAIL_POLL_MS = 2000;

/** GET /api/admin/stats/contests: the year's contests (or one) with totals, judges and emails. */
export function useContestStats(filters: { year: number | null; contestId: string | null }) {
  return useQuery({
    queryKey: statsKeys.contests(filters.year, filters.contestId),
    queryFn: ({ signal }) => {
      const query = { year: filters.year ?? undefined, contestId: filters.contestId ?? undefined };
      return answer(client.GET('/api/admin/stats/contests', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.contests.some((c) => c.approvalEmails.queued > 0) ? EMAIL_POLL_MS : false,
  });
}
