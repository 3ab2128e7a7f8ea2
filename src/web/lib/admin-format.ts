import type { Locale } from '../../domain/schemas/account';
import { formatDay as formatSharedDay, formatInstant as formatSharedInstant } from './format';

/** A contest day ('2026-03-10', a São Paulo calendar day) in the reader's language. */
export function formatDay(day: string, locale: Locale): string {
  return formatSharedDay(day, locale);
}

/** An instant (audit log) in the reader's language, in São Paulo time (the screen says so). */
export function formatInstant(iso: string, locale: Locale): string {
  return formatSharedInstant(iso, locale, { numericDate: true, seconds: true });
}
