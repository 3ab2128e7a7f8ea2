// The six areas a photo judge can tick as feedback (spec section 3). The order here is the order
// they are shown and stored in, so the same selection always reads and compares the same way.
export const IMPROVEMENT_AREAS = [
  'composition',
  'direction',
  'light',
  'message',
  'editing',
  'originality',
] as const;

export type ImprovementArea = (typeof IMPROVEMENT_AREAS)[number];

export function isImprovementArea(value: unknown): value is ImprovementArea {
  return typeof value === 'string' && (IMPROVEMENT_AREAS as readonly string[]).includes(value);
}

/**
 * The feedback to store: null when nothing is ticked (spec: an empty selection is saved as null, so
 * "no feedback" has one representation), otherwise each area once, in canonical order.
 */
export function normalizeFeedback(
  areas: readonly ImprovementArea[] | null | undefined,
): ImprovementArea[] | null {
  if (!areas || areas.length === 0) return null;
  const chosen = new Set(areas);
  return IMPROVEMENT_AREAS.filter((area) => chosen.has(area));
}
