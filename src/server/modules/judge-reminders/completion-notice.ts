import type { PoolClient } from 'pg';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';
import * as repo from './judge-reminders.repo';

// The admins are told when a judge completes a contest. The completion queues
// one job in its own transaction (it exists only if the completion commits); the job stores one email
// per admin, in the admin's language, under the key `judge-completed:<contest>:<judge>:<admin>`, so
// a retry or a second server never sends it twice. A completion is recorded once, so is its notice.

export const JUDGE_COMPLETED_QUEUE = 'judge-completed';

export async function queueCompletionNotice(
  ctx: AppContext,
  client: PoolClient,
  judgeId: string,
  contestId: string,
): Promise<void> {
  await ctx.jobs.sendInTransaction(client, JUDGE_COMPLETED_QUEUE, { judgeId, contestId });
}

export function completionNoticeEmail(
  row: repo.CompletionNoticeRow,
  judgeId: string,
  publicUrl: string,
): EmailMessage {
  const t = translatorFor(row.admin_locale);
  const url = `${publicUrl}/admin/statistics?contest=${row.contest_id}`;
  const greeting = t('email.greeting', { username: row.admin_username });
  const signature = t('email.signature');
  const vars = {
    judge: row.judge_username,
    role: t(`email.judgeCompleted.roles.${row.judge_role}`),
    contest: row.contest_title,
  };
  const body = t('email.judgeCompleted.body', vars);
  return {
    dedupeKey: `judge-completed:${row.contest_id}:${judgeId}:${row.admin_id}`,
    to: row.admin_email,
    subject: t('email.judgeCompleted.subject', vars),
    text: [greeting, '', body, '', t('email.judgeCompleted.open', { url }), '', signature].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.judgeCompleted.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

/** Stores the notice for every admin. */
export async function sendCompletionNotice(
  ctx: AppContext,
  judgeId: string,
  contestId: string,
): Promise<number> {
  const rows = await repo.listCompletionNoticeRecipients(ctx.pool, judgeId, contestId);
  let stored = 0;
  for (const row of rows) {
    if (await ctx.mailer.enqueue(completionNoticeEmail(row, judgeId, ctx.config.publicUrl))) stored += 1;
  }
  return stored;
}

export async function startCompletionNoticeWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.boss.work<{ judgeId: string; contestId: string }>(
    JUDGE_COMPLETED_QUEUE,
    { batchSize: 1 },
    async ([job]) => {
      if (job) await sendCompletionNotice(ctx, job.data.judgeId, job.data.contestId);
    },
  );
}
