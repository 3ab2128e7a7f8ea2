/** Query keys of the judging screens; everything under ['judging'] is the caller's own work. */
export const judgingKeys = {
  all: ['judging'] as const,
  contests: ['judging', 'contests'] as const,
  lists: ['judging', 'list'] as const,
  preFilter: (contestId: string | null, status: string, page: number) =>
    ['judging', 'list', 'pre-filter', contestId, status, page] as const,
  scoring: (kind: 'photo' | 'video', contestId: string | null, tab: string, page: number) =>
    ['judging', 'list', kind, contestId, tab, page] as const,
};

export const PRE_FILTER_MUTATION = ['judging', 'pre-filter'] as const;
export const SCORING_MUTATION = ['judging', 'scoring'] as const;
