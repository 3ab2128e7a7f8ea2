import { queryKeys } from '../../../../contract/query-keys';

/** Query keys of the judging screens; everything under ['judging'] is the caller's own work. */
export const judgingKeys = {
  all: ['judging'] as const,
  contests: queryKeys.judgeContests,
  lists: ['judging', 'list'] as const,
  preFilter: (contestId: string | null, status: string, page: number) =>
    ['judging', 'list', 'pre-filter', contestId, status, page] as const,
  scoring: queryKeys.scoringList,
};

export const PRE_FILTER_MUTATION = ['judging', 'pre-filter'] as const;
export const SCORING_MUTATION = ['judging', 'scoring'] as const;
