import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { CONTEST_TIME_ZONE } from './contest-time-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

export { CONTEST_TIME_ZONE };

/** A calendar day, 'YYYY-MM-DD', meant in CONTEST_TIME_ZONE. */
export type IsoDay = string;

const ISO_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !ISO_DAY_PATTERN.test(value)) return false;
  // Round-tripping through a UTC date rejects 2026-02-30 and 2026-13-01.
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function assertIsoDay(day: IsoDay): void {
  if (!isIsoDay(day)) throw new RangeError(`Not an ISO day (YYYY-MM-DD): ${String(day)}`);
}

/** Calendar arithmetic on days; done in UTC so no offset or DST can shift the date. */
export function addDays(day: IsoDay, days: number): IsoDay {
  assertIsoDay(day);
  // A UTC day is exactly 86,400,000 ms, so plain arithmetic is exact (and lists call this per row).
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function countDaysBetween(from: IsoDay, to: IsoDay): number {
  assertIsoDay(from);
  assertIsoDay(to);
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

function toLocalInstant(day: IsoDay, time: string): Date {
  assertIsoDay(day);
  return dayjs.tz(`${day} ${time}`, CONTEST_TIME_ZONE).toDate();
}

/** The first instant of a local day. When DST skipped midnight (e.g. 2018-11-04) that is 01:00. */
export function startOfLocalDay(day: IsoDay): Date {
  assertIsoDay(day);
  return dayjs.tz(day, CONTEST_TIME_ZONE).toDate();
}

// Start and result instants are noon, as the described system stored them; noon is never
// touched by a DST change, so the stored instant always maps back to the same day.
export function startInstantOf(day: IsoDay): Date {
  return toLocalInstant(day, '12:00');
}

export function resultInstantOf(day: IsoDay): Date {
  return toLocalInstant(day, '12:00');
}

/**
 * The deadline of a contest whose last day is `endDay`: the first instant of the next local day.
 * It is half-open (an instant t is in time iff t < deadline) so 23:59:59.999 on the last day is
 * accepted; the described system stored 23:59:59 and lost the last second.
 */
export function deadlineOf(endDay: IsoDay): Date {
  return startOfLocalDay(addDays(endDay, 1));
}

/** The local calendar day an instant falls on. */
// dayjs's .tz() builds a new Intl formatter on every call (≈ 0.3 ms); lists map hundreds of dates
// (My Submissions' contest filter, judge and admin lists), so the day of an instant is read through
// one formatter made once: the same IANA data, about a microsecond a call.
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  timeZone: CONTEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function dayOf(instant: Date): IsoDay {
  let year = '';
  let month = '';
  let day = '';
  for (const part of DAY_FORMAT.formatToParts(instant)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** The calendar year in São Paulo at this instant: award counts and year filters go by it (spec section 9). */
export function contestYearOf(instant: Date): number {
  return Number(dayOf(instant).slice(0, 4));
}

/** First instant of a year in São Paulo, and of the next one. */
export function contestYearRange(year: number): { from: Date; to: Date } {
  return { from: deadlineOf(`${year - 1}-12-31`), to: deadlineOf(`${year}-12-31`) };
}

/** Inverse of deadlineOf: the deadline itself belongs to the next day, so step back one. */
export function endDayOf(deadline: Date): IsoDay {
  return addDays(dayOf(deadline), -1);
}

// Spec: VIP participants may still submit for 2 days after the end date.
export const VIP_EXTENSION_DAYS = 2;

/** Moves an instant by whole local days, keeping its wall-clock time (48 h is wrong across DST). */
function shiftLocalDays(instant: Date, days: number): Date {
  const local = dayjs(instant).tz(CONTEST_TIME_ZONE);
  const day = addDays(local.format('YYYY-MM-DD'), days);
  return dayjs.tz(`${day} ${local.format('HH:mm:ss.SSS')}`, CONTEST_TIME_ZONE).toDate();
}

/**
 * The instant after which a user may no longer submit: the deadline, or for a VIP the deadline
 * moved VIP_EXTENSION_DAYS local days later. Accepts the contest's end day or its stored deadline.
 */
export function closingInstant(endDayOrDeadline: IsoDay | Date, isVip: boolean): Date {
  const deadline =
    typeof endDayOrDeadline === 'string' ? deadlineOf(endDayOrDeadline) : new Date(endDayOrDeadline);
  return isVip ? shiftLocalDays(deadline, VIP_EXTENSION_DAYS) : deadline;
}

// The described system lists and accepts entries for any contest whose end has not passed,
// including ones whose start day is still ahead; Jurado keeps that, so only the deadline matters.
export function isContestOpen(contest: { deadline: Date }, now: Date, isVip: boolean): boolean {
  return now.getTime() < closingInstant(contest.deadline, isVip).getTime();
}

/** True while the normal deadline has passed but a VIP may still submit ('VIP EXTENSION' label). */
export function isInVipExtension(contest: { deadline: Date }, now: Date, isVip: boolean): boolean {
  return isVip && now.getTime() >= contest.deadline.getTime() && isContestOpen(contest, now, true);
}

/**
 * Days left to submit, counted in local calendar days including today: 1 on the last day,
 * 3 two days before it, 0 once closed. For a VIP it counts to the extended end, as the spec says.
 * Calendar days (not ceil of hours) so the number changes at local midnight, when users expect it.
 */
export function remainingDays(deadline: Date, now: Date, isVip: boolean): number {
  const closing = closingInstant(deadline, isVip);
  if (now.getTime() >= closing.getTime()) return 0;
  const lastOpenDay = dayOf(new Date(closing.getTime() - 1));
  return countDaysBetween(dayOf(now), lastOpenDay) + 1;
}

// Spec: the remaining-days badge turns red at 3 days or fewer.
export const REMAINING_DAYS_WARNING = 3;

export function isRemainingDaysWarning(days: number): boolean {
  return days <= REMAINING_DAYS_WARNING;
}

/** A day written out in full as the reader writes dates: '10 de março de 2026' / '10 March 2026'. */
export function longDayText(day: IsoDay, locale: 'pt' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'pt-BR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
