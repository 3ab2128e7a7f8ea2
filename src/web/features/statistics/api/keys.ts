/** Query keys of the statistics screen; everything under `all` is refetched on a live event. */
export const statsKeys = {
  all: ['statistics'] as const,
  contests: (year: number | null, contestId: string | null) =>
    ['statistics', 'contests', { year, contestId }] as const,
  participants: (contestId: string, page: number) => ['statistics', 'participants', contestId, page] as const,
  scores: (contestId: string) => ['statistics', 'scores', contestId] as const,
  rankings: (filters: object) => ['statistics', 'rankings', filters] as const,
};
