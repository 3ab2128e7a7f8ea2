// Deadline reminders: a participant who bought a package and has not used all its
// entries gets one email three days before the contest's deadline.

import { remainingDays } from './contest-dates';

export const REMINDER_DAYS_BEFORE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When a contest's reminders go out: three days (72 hours) before its deadline. */
export function reminderMomentOf(deadline: Date): Date {
  return new Date(deadline.getTime() - REMINDER_DAYS_BEFORE * DAY_MS);
}

/** Reminders are due from three days before the deadline until the deadline itself. */
export function isReminderDue(deadline: Date, now: Date): boolean {
  return now.getTime() >= reminderMomentOf(deadline).getTime() && now.getTime() < deadline.getTime();
}

/**
 * The days a reminder says are left, counted as the participant's calendar counts them (São Paulo
 * days, today included, as the contest card's badge does): a reminder first sent late — a package
 * bought a day and a half before the deadline — says 2, never a fixed "3 days left".
 */
export function reminderDaysLeft(deadline: Date, now: Date): number {
  return remainingDays(deadline, now, false);
}

/**
 * Who gets one: someone holding a package (VIPs buy none) with entries still unused, who has not
 * unsubscribed from reminders.
 */
export function needsReminder(p: {
  packageItems: number | null;
  entries: number;
  isVip: boolean;
  optedOut: boolean;
}): boolean {
  if (p.isVip || p.optedOut || p.packageItems === null) return false;
  return p.entries < p.packageItems;
}
