import type { PreFilterStatus } from './pre-filter';

// Which entries count in results (scores, awards, rankings, statistics).
//
// A photo moved out of 'approved' by the pre-filter keeps the scores it was given (so a misclick does
// not destroy judging work; see docs/decisions/judging.md), but it is no longer in the contest: its
// stored score and award are stale and must not be shown or counted anywhere until it is approved
// again. Videos have no pre-filter, so every video counts.

export type ResultEntry = { isPhoto: boolean; preFilterStatus: PreFilterStatus };

export function countsInResults(entry: ResultEntry): boolean {
  return !entry.isPhoto || entry.preFilterStatus === 'approved';
}

/** SQL twin of countsInResults over a submissions row aliased `alias` (a fixed identifier, never input). */
export function countsInResultsSql(alias: string): string {
  return `(${alias}.file_key IS NULL OR ${alias}.pre_filter_status = 'approved')`;
}
