import { dayOf } from '../../../../domain/contest-dates';
import type { Locale } from '../../../../domain/schemas/account';
import { formatInstant as formatSharedInstant } from '../../../lib/format';

export { formatDay, formatNumber } from '../../../lib/format';

/** An instant (a completion) in the reader's language, in São Paulo time (the screen says so). */
export function formatInstant(iso: string, locale: Locale): string {
  return formatSharedInstant(iso, locale);
}

/** The current year in São Paulo (the contest time zone), the default of the year filters. */
export function currentContestYear(now = new Date()): number {
  return Number(dayOf(now).slice(0, 4));
}
