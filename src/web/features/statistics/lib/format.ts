import { dayOf } from '../../../../domain/contest-dates';
import type { Locale } from '../../../../domain/schemas/account';

const INTL_LOCALE: Record<Locale, string> = { pt: 'pt-BR', en: 'en-GB' };

/** A contest day ('2026-03-10', São Paulo) in the reader's language, never shifted by their time zone. */
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

/** An instant (a completion) in the reader's language and time zone. */
export function formatInstant(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatNumber(value: number, locale: Locale, fractionDigits = 0): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** The current year in São Paulo (the contest time zone), the default of the year filters. */
export function currentContestYear(now = new Date()): number {
  return Number(dayOf(now).slice(0, 4));
}
