import { longDayText } from '../../../domain/contest-dates';
import { judgingReminderKey, judgingReminderWindow } from '../../../domain/judging-deadline';
import { countsInResultsSql } from '../../../domain/results';
import { homeRouteOf, type JudgeRole } from '../../../domain/roles';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { inTransaction, type Queryable } from '../../db/transaction';
import { recordAudit } from '../../lib/audit';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';
import { notFound } from '../../lib/errors';

// Judging deadline reminders (docs/decisions/judging.md).
// A pg-boss schedule runs JUDGING_REMINDERS_QUEUE every hour on whichever server picks it up; the
// sweep stores one email per (contest, judge, deadline) under a unique key, so however many servers
// or runs there are, each judge with pending work gets exactly one automatic reminder per deadline.

export const JUDGING_REMINDERS_QUEUE = 'judging-reminders';
const HOURLY = '0 * * * *';

export type PendingJudgeRow = {
  contest_id: string;
  contest_title: string;
  judging_deadline: string | null;
  role: JudgeRole;
  judge_id: string;
  username: string;
  email: string;
  locale: Locale;
  pending: number;
};

const COUNTS = countsInResultsSql('s');

/**
 * Each judge holding a slot of the contests (no judge 2 in extra contests) with the number of entries
 * still pending for them, counted as Statistics counts them: the pre-filter judge's undecided photos,
 * a scoring judge's entries counting in results without a score on their side.
 */
export async function listJudgesPending(
  db: Queryable,
  contestIds: readonly string[],
): Promise<PendingJudgeRow[]> {
  if (contestIds.length === 0) return [];
  const { rows } = await db.query<PendingJudgeRow>(
    `SELECT c.id AS contest_id, c.title AS contest_title, c.judging_deadline::text AS judging_deadline,
       slot.role, u.id AS judge_id, u.username, u.email, u.locale,
       (SELECT count(*)::int FROM submissions s
        WHERE s.contest_id = c.id AND CASE slot.role
          WHEN 'pre_filter_judge' THEN s.file_key IS NOT NULL AND s.pre_filter_status = 'pending'
          WHEN 'photo_judge_1' THEN ${COUNTS} AND s.judge1_score IS NULL
          WHEN 'video_judge_1' THEN ${COUNTS} AND s.judge1_score IS NULL
          ELSE ${COUNTS} AND s.judge2_score IS NULL END) AS pending
     FROM contests c
     CROSS JOIN LATERAL (VALUES
       ('pre_filter_judge', c.pre_filter_judge_id),
       ('photo_judge_1', c.photo_judge_1_id),
       ('photo_judge_2', CASE WHEN NOT c.is_extra THEN c.photo_judge_2_id END),
       ('video_judge_1', c.video_judge_1_id),
       ('video_judge_2', CASE WHEN NOT c.is_extra THEN c.video_judge_2_id END)
     ) AS slot(role, judge_id)
     JOIN users u ON u.id = slot.judge_id
     WHERE c.id = ANY($1::uuid[])
     ORDER BY c.id, lower(u.username)`,
    [contestIds],
  );
  return rows;
}

export function judgingReminderEmail(
  row: PendingJudgeRow,
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
  const { rows: contests } = await ctx.db.$client.query<{ id: string }>(
    `SELECT id FROM contests WHERE judging_deadline BETWEEN $1::date AND $2::date`,
    [window.from, window.to],
  );
  const judges = await listJudgesPending(
    ctx.db.$client,
    contests.map((c) => c.id),
  );
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
  const { rows } = await ctx.db.$client.query('SELECT 1 FROM contests WHERE id = $1', [contestId]);
  if (rows.length === 0) throw notFound();
  const judges = (await listJudgesPending(ctx.db.$client, [contestId])).filter((row) => row.pending > 0);
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
