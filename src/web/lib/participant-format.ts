import type { Currency } from '../../domain/packages';

// Formatting by the interface language: pt → Brazilian conventions, en → English.
function localeTag(language: string): string {
  return language === 'en' ? 'en-US' : 'pt-BR';
}

// 17/11/2026 reads well in Portuguese; English short dates (11/2/26) are ambiguous, so 'Nov 2, 2026'.
function dateStyleOf(language: string): 'short' | 'medium' {
  return language === 'en' ? 'medium' : 'short';
}

/** An ISO contest day ('2026-03-10') as a local date; formatted in UTC so no offset shifts the day. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: 'UTC',
    dateStyle: dateStyleOf(language),
  }).format(date);
}

/** An instant (ISO string) as a date in the reader's time zone. */
export function formatDate(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: dateStyleOf(language) }).format(date);
}

export function formatDateTime(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(localeTag(language), {
    dateStyle: dateStyleOf(language),
    timeStyle: 'short',
  }).format(date);
}

export function formatMoney(amount: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(localeTag(language), { style: 'currency', currency }).format(amount);
}

/** Scores are shown with one decimal (spec section 9). */
export function formatScore(score: number | null | undefined, language: string): string {
  if (score === null || score === undefined) return '–';
  return new Intl.NumberFormat(localeTag(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(score);
}

export function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(localeTag(language), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
