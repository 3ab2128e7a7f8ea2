/**
 * The web's query keys of the answers a signed-in page may carry in its first frame: the server seeds
 * them under these keys (modules/first-frame), the web asks under the same ones, so a page's first
 * answers are never asked for again. Plain values, no zod: the web imports this module as a value.
 */
export const queryKeys = {
  session: ['me'] as const,
  judgeContests: ['judging', 'contests'] as const,
  scoringList: (kind: 'photo' | 'video', contestId: string | null, tab: string, page: number) =>
    ['judging', 'list', kind, contestId, tab, page] as const,
  dashboard: ['participant', 'dashboard'] as const,
  /**
   * My Submissions' all-contests view: whether it offers the Status filter (a boolean). Carried by the
   * first frame only, and read while the filters answer is on its way; no route answers it.
   */
  myStatusFilterShown: ['participant', 'status-filter-shown'] as const,
};
