import { describe, expect, it } from 'vitest';
import { isReminderDue, needsReminder, reminderDaysLeft, reminderMomentOf } from './reminders';

// A deadline is the first instant of the next São Paulo day (03:00 UTC).
const deadline = new Date('2026-03-11T03:00:00.000Z');

describe('reminder timing', () => {
  it('is three days before the deadline', () => {
    expect(reminderMomentOf(deadline).toISOString()).toBe('2026-03-08T03:00:00.000Z');
  });

  it('is due from that moment until the deadline, not before and not after', () => {
    expect(isReminderDue(deadline, new Date('2026-03-08T02:59:59.999Z'))).toBe(false);
    expect(isReminderDue(deadline, new Date('2026-03-08T03:00:00.000Z'))).toBe(true);
    expect(isReminderDue(deadline, new Date('2026-03-10T23:00:00.000Z'))).toBe(true);
    expect(isReminderDue(deadline, deadline)).toBe(false);
  });
});

describe('who gets a reminder', () => {
  const base = { packageItems: 4, entries: 2, isVip: false, optedOut: false };
  it('someone with a package and unused entries', () => {
    expect(needsReminder(base)).toBe(true);
  });
  it('not when every entry is used, nothing was bought, a VIP, or unsubscribed', () => {
    expect(needsReminder({ ...base, entries: 4 })).toBe(false);
    expect(needsReminder({ ...base, packageItems: null })).toBe(false);
    expect(needsReminder({ ...base, isVip: true })).toBe(false);
    expect(needsReminder({ ...base, optedOut: true })).toBe(false);
  });
});

describe('the days a reminder says are left', () => {
  // Entries close at the end of 10 March in São Paulo (11 March 00:00 local = 03:00 UTC).
  const deadline = new Date('2026-03-11T03:00:00.000Z');

  it('are 3 when it goes out on time, three days before the deadline', () => {
    expect(reminderDaysLeft(deadline, reminderMomentOf(deadline))).toBe(3);
  });

  it('count São Paulo calendar days, not hours: a day and a half before is 2 days, the last day is 1', () => {
    expect(reminderDaysLeft(deadline, new Date('2026-03-09T15:00:00.000Z'))).toBe(2);
    // 23:30 on 9 March in São Paulo is still 9 March there, though 10 March in UTC.
    expect(reminderDaysLeft(deadline, new Date('2026-03-10T02:30:00.000Z'))).toBe(2);
    expect(reminderDaysLeft(deadline, new Date('2026-03-10T12:00:00.000Z'))).toBe(1);
  });
});
