/**
 * A list's rows with their contest joined back. Entry lists name a row's contest by id and carry
 * each contest once, on the page (`contests`): the screens join it here once
 * per answer instead of receiving it on every row. A row whose contest the page does not name (never,
 * from our server) is left out rather than drawn without one.
 */
export function withPageContests<I extends { contestId: string }, C extends { id: string }>(
  page: { items: readonly I[]; contests: readonly C[] } | undefined,
): (I & { contest: C })[] {
  if (!page) return [];
  const contests = new Map(page.contests.map((c) => [c.id, c]));
  const rows: (I & { contest: C })[] = [];
  for (const item of page.items) {
    const contest = contests.get(item.contestId);
    if (contest) rows.push({ ...item, contest });
  }
  return rows;
}
