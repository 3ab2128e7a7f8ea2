import { longDayText } from '../../../domain/contest-dates';
import { judgingReminderKey, judgingReminderWindow } from '../../../domain/judging-deadline';
import { homeRouteOf, type JudgeRole } from '../../../domain/roles';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';
import { notFound } from '../../lib/errors';
import * as repo from './judge-reminders.repo';

// Judging deadline reminders (docs/decisions/judging.md).
// A pg-boss schedule runs JUDGING_REMINDERS_QUEUE every hour on whichever server picks it up; the
// sweep stores one email per (contest, judge, deadline) under a unique key, so however many servers
// or runs there are, each judge with pending work gets exactly one automatic reminder per deadline.

export const JUDGING_REMINDERS_QUEUE = 'judging-reminders';
const HOURLY = '0 * * * *';

export function judgingReminderEmail(
  row: repo.PendingJudgeRow,
  options: { publicUrl: string; dedupeKey: string },
): EmailMessage {
  const t = translatorFor(row.locale);
  const url = `${options.publicUrl}${homeRouteOf(row.role)}`;
  const greeting = t('email.greeting', { username: row.username });
  const signature = t('email.signature');
  const vars = { contest: row.contest_title, count: row.pending };
  const body = row.judging_deadline
    ? t('email.judgingReminder.bodyWithDeadline', {
        ...vars,
        deadline: longDayText(row.judging_deadline, row.locale),
      })
    : t('email.judgingReminder.body', vars);
  return {
    dedupeKey: options.dedupeKey,
    to: row.email,
    subject: t('email.judgingReminder.subject', { contest: row.contest_title }),
    text: [greeting, '', body, '', t('email.judgingReminder.open', { url }), '', signature].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.judgingReminder.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

/**
 * The automatic sweep: every contest whose judging deadline is today or within the next
 * JUDGING_REMINDER_DAYS_BEFORE São Paulo days; every judge of it with pending work gets the reminder
 * once (its key). Returns how many emails this run stored.
 */
export async function sendDueJudgingReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const window = judgingReminderWindow(now);
  const contestIds = await repo.listContestsWithDeadlineBetween(ctx.pool, window.from, window.to);
  const judges = await repo.listJudgesPending(ctx.pool, contestIds);
  let stored = 0;
  for (const row of judges) {
    if (row.pending === 0 || row.judging_deadline === null) continue;
    const dedupeKey = judgingReminderKey(row.contest_id, row.judge_id, row.judging_deadline);
    if (await ctx.mailer.enqueue(judgingReminderEmail(row, { publicUrl: ctx.config.publicUrl, dedupeKey }))) {
      stored += 1;
    }
  }
  return stored;
}

/** pg-boss keeps one schedule per queue for every server; the job runs on one of them at a time. */
export async function startJudgingRemindersWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.boss.schedule(JUDGING_REMINDERS_QUEUE, HOURLY, {}, { tz: 'America/Sao_Paulo' });
  await jobs.boss.work(JUDGING_REMINDERS_QUEUE, { batchSize: 1 }, async () => {
    await sendDueJudgingReminders(ctx);
  });
}

/**
 * The admin's reminder from Statistics: every judge of the contest with pending work, now. One per
 * judge and minute (a double click sends one), audit-logged with the counts.
 */
export async function sendJudgingRemindersNow(ctx: AppContext, actorId: string, contestId: string) {
  if (!(await repo.contestExists(ctx.pool, contestId))) throw notFound();
  const judges = (await repo.listJudgesPending(ctx.pool, [contestId])).filter((row) => row.pending > 0);
  const minute = new Date().toISOString().slice(0, 16);
  const sent: { judgeId: string; username: string; role: JudgeRole; pending: number }[] = [];
  for (const row of judges) {
    const dedupeKey = `judging-reminder-manual:${contestId}:${row.judge_id}:${minute}`;
    await ctx.mailer.enqueue(judgingReminderEmail(row, { publicUrl: ctx.config.publicUrl, dedupeKey }));
    sent.push({ judgeId: row.judge_id, username: row.username, role: row.role, pending: row.pending });
  }
  await inTransaction(ctx.db, (client) =>
    recordAudit(client, actorId, 'contest.judge_reminders', contestId, {
      after: { judges: sent.map((s) => ({ username: s.username, pending: s.pending })) },
    }),
  );
  ctx.realtime.publishSoon({ type: 'emails', contestId });
  return { sent };
}
