import { addDays, dayOf, type IsoDay } from './contest-dates';

// The judging deadline of a contest: the last São Paulo day on which its
// judges are expected to finish. Judges with pending work get one reminder email this many days
// before it (docs/decisions/judging.md), sent by a scheduled job.

export const JUDGING_REMINDER_DAYS_BEFORE = 3;

/**
 * The reminder is due from JUDGING_REMINDER_DAYS_BEFORE days before the deadline up to the deadline day
 * itself (a server that was down on the first day still sends it later; the email's key makes it one
 * per judge and deadline). As a day range, for SQL: contests whose deadline is within [today, today + N].
 */
export function judgingReminderWindow(now: Date): { from: IsoDay; to: IsoDay } {
  const today = dayOf(now);
  return { from: today, to: addDays(today, JUDGING_REMINDER_DAYS_BEFORE) };
}

/** One automatic reminder per (contest, judge, deadline): moving the deadline allows a new one. */
export function judgingReminderKey(contestId: string, judgeId: string, deadlineDay: IsoDay): string {
  return `judging-reminder:${contestId}:${judgeId}:${deadlineDay}`;
}
