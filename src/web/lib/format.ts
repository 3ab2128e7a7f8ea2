// The one place numbers, scores, days and instants are formatted for the screen (judge
// screens printed "8.0" in Portuguese while admin screens printed "8,0"). Everything goes through
// Intl with the reader's language; instants are shown in São Paulo time, as the CSV export and the
// contest days are, whatever the browser's own time zone (the screens say so).

import { CONTEST_TIME_ZONE } from '../../domain/contest-time-zone';
import type { Currency } from '../../domain/packages';

/** The Intl locale of an interface language: pt → Brazilian conventions, en → British English. */
export function intlLocaleOf(language: string): string {
  return language === 'en' ? 'en-GB' : 'pt-BR';
}

// Building an Intl formatter costs a fraction of a millisecond (more with a time zone), and a list
// formats hundreds of values: each formatter is built once per language and options.
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatterOnce<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = build();
    formats.set(key, format);
  }
  return format;
}

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  formatterOnce(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(intlLocaleOf(language), options),
  );

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  formatterOnce(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocaleOf(language), options),
  );

/** A number with exactly `fractionDigits` decimals in the reader's conventions ("8,0" in pt). */
export function formatNumber(value: number, language: string, fractionDigits = 0): string {
  return numberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Scores are shown with one decimal (spec section 9); '–' while there is none. */
export function formatScore(score: number | null | undefined, language: string): string {
  if (score === null || score === undefined) return '–';
  return formatNumber(score, language, 1);
}

/** A contest day ('2026-03-10', a São Paulo calendar day); no time zone can move it a day. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(language, {
    // '5 de dez.', as written everywhere else (no leading zero beside a month's name).
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/**
 * An instant (ISO string) as a date and time in São Paulo, with the zone written out ("BRT",
 * "GMT-3") so no reader takes it for their own time.
 */
export function formatInstant(
  iso: string,
  language: string,
  style: { numericDate?: boolean; seconds?: boolean } = {},
): string {
  return formatInContestZone(iso, language, style.numericDate ?? false, {
    hour: '2-digit',
    minute: '2-digit',
    ...(style.seconds ? { second: '2-digit' as const } : {}),
    timeZoneName: 'short',
  });
}

/** The São Paulo calendar day of an instant (when an entry was sent), without the time. */
export function formatDate(iso: string, language: string, style: { numeric?: boolean } = {}): string {
  return formatInContestZone(iso, language, style.numeric ?? false, {});
}

/** An instant's São Paulo date, with what `time` adds; an unreadable instant is shown as it came. */
function formatInContestZone(
  iso: string,
  language: string,
  numeric: boolean,
  time: Intl.DateTimeFormatOptions,
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, {
    year: 'numeric',
    month: numeric ? '2-digit' : 'short',
    // '05/12/2026' as a numeric date, but '5 de dez. de 2026' beside a month's name.
    day: numeric ? '2-digit' : 'numeric',
    ...time,
    timeZone: CONTEST_TIME_ZONE,
  }).format(date);
}

/** A price in its currency, in the reader's conventions ("R$ 150,00", "US$150.00"). */
export function formatMoney(amount: number, currency: Currency, language: string): string {
  return numberFormat(language, { style: 'currency', currency }).format(amount);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in binary units ("3,4 MB"), one decimal below 10 of a unit. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = numberFormat(language, { maximumFractionDigits: digits }).format(value);
  return `${number} ${BYTE_UNITS[unit]}`;
}
