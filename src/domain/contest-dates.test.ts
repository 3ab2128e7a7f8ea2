// These rules must not depend on the process time zone. Run this file under both:
//   TZ=UTC npx vitest run src/domain
//   TZ=America/Sao_Paulo npx vitest run src/domain
// and use only explicit instants ('...Z') in here, never local Date constructors.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  closingInstant,
  countDaysBetween,
  CONTEST_TIME_ZONE,
  contestYearOf,
  contestYearRange,
  dayOf,
  deadlineOf,
  endDayOf,
  isContestOpen,
  isInVipExtension,
  isIsoDay,
  isRemainingDaysWarning,
  remainingDays,
  resultInstantOf,
  startInstantOf,
  startOfLocalDay,
  longDayText,
} from './contest-dates';

const at = (iso: string) => new Date(iso);

describe('iso days', () => {
  it('accepts real calendar days only', () => {
    expect(isIsoDay('2026-03-10')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-3-10')).toBe(false);
    expect(isIsoDay('2026-03-10T00:00')).toBe(false);
    expect(isIsoDay('')).toBe(false);
    expect(isIsoDay(20260310)).toBe(false);
  });

  it('adds and counts calendar days across months, years and DST changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(countDaysBetween('2018-11-01', '2018-11-10')).toBe(9);
    expect(countDaysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('refuses to build an instant from a malformed day', () => {
    expect(() => deadlineOf('2026-02-30')).toThrow(RangeError);
    expect(() => startInstantOf('10/03/2026')).toThrow(RangeError);
  });
});

describe('contest instants in São Paulo', () => {
  it('starts and publishes results at local noon', () => {
    expect(startInstantOf('2026-03-01').toISOString()).toBe('2026-03-01T15:00:00.000Z');
    expect(resultInstantOf('2026-03-20').toISOString()).toBe('2026-03-20T15:00:00.000Z');
  });

  it('starts a local day at its midnight (a day filter covers the whole day, not from noon)', () => {
    expect(startOfLocalDay('2026-11-27').toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(startOfLocalDay('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });

  it('puts the deadline at the next local midnight', () => {
    expect(deadlineOf('2026-03-10').toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(deadlineOf('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('uses the DST offset of 2018 (-02:00), not a fixed -03:00', () => {
    expect(startInstantOf('2018-11-20').toISOString()).toBe('2018-11-20T14:00:00.000Z');
    expect(deadlineOf('2018-11-20').toISOString()).toBe('2018-11-21T02:00:00.000Z');
    expect(dayOf(at('2018-11-21T01:59:59.999Z'))).toBe('2018-11-20');
    expect(dayOf(at('2018-11-21T02:00:00.000Z'))).toBe('2018-11-21');
  });

  it('ends the day before DST began at the first instant of the next day (midnight was skipped)', () => {
    // On 2018-11-04 clocks jumped from 00:00 to 01:00; the day began at 01:00 -02:00.
    expect(deadlineOf('2018-11-03').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(dayOf(at('2018-11-04T02:59:59.999Z'))).toBe('2018-11-03');
  });

  it('keeps the repeated hour when DST ended inside the last day', () => {
    // On 2019-02-16 23:59 -02:00 clocks went back to 23:00 -03:00: the day lasted 25 hours.
    const deadline = deadlineOf('2019-02-16');
    expect(deadline.toISOString()).toBe('2019-02-17T03:00:00.000Z');
    expect(isContestOpen({ deadline }, at('2019-02-17T02:30:00.000Z'), false)).toBe(true);
  });

  it('maps instants back to their local day', () => {
    expect(dayOf(at('2026-03-11T02:59:59.999Z'))).toBe('2026-03-10');
    expect(dayOf(at('2026-03-11T03:00:00.000Z'))).toBe('2026-03-11');
    expect(dayOf(startInstantOf('2026-03-10'))).toBe('2026-03-10');
  });

  it('recovers the end day from a deadline, also around DST changes', () => {
    for (const day of ['2026-03-10', '2018-11-03', '2018-11-20', '2019-02-16', '2026-12-31']) {
      expect(endDayOf(deadlineOf(day))).toBe(day);
    }
  });
});

describe('contest activity', () => {
  const deadline = deadlineOf('2026-03-10');

  it('accepts entries until 23:59:59.999 local on the end day', () => {
    expect(isContestOpen({ deadline }, at('2026-03-11T02:59:59.999Z'), false)).toBe(true);
  });

  it('refuses entries from 00:00 local the next day', () => {
    expect(isContestOpen({ deadline }, at('2026-03-11T03:00:00.000Z'), false)).toBe(false);
  });

  it('keeps a contest open for a VIP two more local days', () => {
    expect(closingInstant('2026-03-10', true).toISOString()).toBe('2026-03-13T03:00:00.000Z');
    expect(closingInstant(deadline, true).toISOString()).toBe('2026-03-13T03:00:00.000Z');
    expect(isContestOpen({ deadline }, at('2026-03-13T02:59:59.999Z'), true)).toBe(true);
    expect(isContestOpen({ deadline }, at('2026-03-13T03:00:00.000Z'), true)).toBe(false);
  });

  it('extends a VIP by local days, not by 48 hours, across the start of DST', () => {
    // End day 2018-11-02; DST started on 2018-11-04, so the extension lasts 47 hours.
    expect(closingInstant('2018-11-02', true).toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });

  it('closes a normal contest at the deadline whatever the input form', () => {
    expect(closingInstant('2026-03-10', false).getTime()).toBe(deadline.getTime());
    expect(closingInstant(deadline, false).getTime()).toBe(deadline.getTime());
  });

  it('labels only the two extra days of a VIP as the VIP extension', () => {
    expect(isInVipExtension({ deadline }, at('2026-03-11T02:59:59.999Z'), true)).toBe(false);
    expect(isInVipExtension({ deadline }, at('2026-03-11T03:00:00.000Z'), true)).toBe(true);
    expect(isInVipExtension({ deadline }, at('2026-03-13T02:59:59.999Z'), true)).toBe(true);
    expect(isInVipExtension({ deadline }, at('2026-03-13T03:00:00.000Z'), true)).toBe(false);
    expect(isInVipExtension({ deadline }, at('2026-03-12T12:00:00.000Z'), false)).toBe(false);
  });
});

describe('remaining days', () => {
  const deadline = deadlineOf('2026-03-10');

  it('counts the last day as one day left', () => {
    expect(remainingDays(deadline, at('2026-03-10T03:00:00.000Z'), false)).toBe(1);
    expect(remainingDays(deadline, at('2026-03-11T02:59:59.999Z'), false)).toBe(1);
  });

  it('changes at local midnight, not UTC midnight', () => {
    // 22:00 on 7 March in São Paulo is already 8 March in UTC.
    expect(remainingDays(deadline, at('2026-03-08T01:00:00.000Z'), false)).toBe(4);
    expect(remainingDays(deadline, at('2026-03-08T03:00:00.000Z'), false)).toBe(3);
  });

  it('is zero once the contest has closed', () => {
    expect(remainingDays(deadline, at('2026-03-11T03:00:00.000Z'), false)).toBe(0);
    expect(remainingDays(deadline, at('2026-04-01T12:00:00.000Z'), false)).toBe(0);
  });

  it('counts a VIP to the extended end', () => {
    expect(remainingDays(deadline, at('2026-03-10T15:00:00.000Z'), true)).toBe(3);
    expect(remainingDays(deadline, at('2026-03-11T03:00:00.000Z'), true)).toBe(2);
    expect(remainingDays(deadline, at('2026-03-13T03:00:00.000Z'), true)).toBe(0);
  });

  it('counts whole days from well before the end', () => {
    expect(remainingDays(deadline, at('2026-03-01T15:00:00.000Z'), false)).toBe(10);
  });

  it('counts calendar days across a DST change', () => {
    const dstDeadline = deadlineOf('2018-11-05');
    expect(remainingDays(dstDeadline, at('2018-11-03T12:00:00.000Z'), false)).toBe(3);
  });

  it('warns in red at three days or fewer', () => {
    expect(isRemainingDaysWarning(4)).toBe(false);
    expect(isRemainingDaysWarning(3)).toBe(true);
    expect(isRemainingDaysWarning(1)).toBe(true);
    expect(isRemainingDaysWarning(0)).toBe(true);
  });
});

dayjs.extend(utc);
dayjs.extend(timezone);

describe('dayOf through a cached formatter', () => {
  it('agrees with dayjs for every hour across the DST years 2017–2019', () => {
    const start = Date.UTC(2017, 0, 1);
    for (let t = start; t < Date.UTC(2020, 0, 1); t += 3_600_000 * 7) {
      const instant = new Date(t);
      expect(dayOf(instant)).toBe(dayjs(instant).tz(CONTEST_TIME_ZONE).format('YYYY-MM-DD'));
    }
  });
});

describe('contest years', () => {
  it('is the year in São Paulo, not in UTC', () => {
    // 02:00 UTC on New Year's Day is still 23:00 on 31 December in São Paulo.
    expect(contestYearOf(at('2027-01-01T02:00:00Z'))).toBe(2026);
    expect(contestYearOf(at('2027-01-01T03:00:00Z'))).toBe(2027);
  });

  it('spans a São Paulo year from its first instant to the next one', () => {
    const { from, to } = contestYearRange(2026);
    expect(from.toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(to.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(contestYearOf(from)).toBe(2026);
    expect(contestYearOf(new Date(to.getTime() - 1))).toBe(2026);
  });
});

describe('longDayText', () => {
  it('writes a day in full in each language, whatever the machine zone', () => {
    expect(longDayText('2026-03-10', 'pt')).toBe('10 de março de 2026');
    expect(longDayText('2026-03-10', 'en')).toBe('10 March 2026');
    expect(longDayText('2026-01-01', 'pt')).toBe('1 de janeiro de 2026');
  });
});
