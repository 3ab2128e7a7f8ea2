// The adjudication queries' keys. They sit under the judging and statistics keys, so the live updates
// those screens already follow (a score saved, a judge assigned) refresh them too.
export const adjudicationKeys = {
  mine: ['judging', 'adjudications'] as const,
  disagreements: (contestId: string) => ['statistics', 'disagreements', contestId] as const,
};
