import { dayOf, endDayOf } from '../../../domain/contest-dates';
import type { contests } from '../../db/schema';
import type { SqlRowOf } from '../../db/sql-row';

/** The contest columns a contest's heading is made of (judge screens, statistics cards). */
export type ContestHeadRow = Pick<
  SqlRowOf<typeof contests>,
  'id' | 'title' | 'category' | 'photo_category' | 'is_extra' | 'starts_at' | 'deadline' | 'results_at'
>;

/** A contest as its heading shows it: names, kind, and its days in São Paulo. */
export function contestHeadOf(row: ContestHeadRow) {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    photoCategory: row.photo_category,
    isExtra: row.is_extra,
    startDay: dayOf(row.starts_at),
    endDay: endDayOf(row.deadline),
    resultDay: dayOf(row.results_at),
  };
}
