import type { AdjudicationItem } from '../api/adjudications';
import type { ScoringItem } from '../../../../contract/judging';

/**
 * An entry to adjudicate as the scoring viewer shows it (adjudication uses the scoring
 * viewer). Blind: it carries only the adjudicator's own score and comment, and no improvement areas
 * (those are the judges').
 */
export function toScoringItem(item: AdjudicationItem): ScoringItem {
  const base = {
    id: item.id,
    contestId: item.contestId,
    createdAt: item.createdAt,
    ...(item.title === undefined ? {} : { title: item.title }),
    score: item.score,
    comment: item.comment,
  };
  if (item.image) {
    return {
      ...base,
      width: item.image.width,
      height: item.image.height,
      feedback: null,
    };
  }
  return {
    ...base,
    videoUrl: item.video?.url ?? '',
    provider: item.video?.provider ?? null,
  };
}
