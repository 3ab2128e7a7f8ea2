import type { Locale } from '../../../../domain/schemas/account';

const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-GB' };

/**
 * A contest day ('2026-03-10', a São Paulo calendar day) in the reader's language. Formatted as a
 * UTC date so the reader's own time zone can never move it to the day before.
 */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** An instant (audit log) in the reader's language and time zone. */
export function formatInstant(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'short', timeStyle: 'medium' }).format(
    date,
  );
}
