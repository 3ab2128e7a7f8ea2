import type { PoolClient } from 'pg';
import type { JudgeRole } from '../../../domain/roles';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';

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

type NoticeRow = {
  contest_title: string;
  contest_id: string;
  judge_username: string;
  judge_role: JudgeRole;
  admin_id: string;
  admin_username: string;
  admin_email: string;
  admin_locale: Locale;
};

export function completionNoticeEmail(row: NoticeRow, judgeId: string, publicUrl: string): EmailMessage {
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
  const { rows } = await ctx.db.$client.query<NoticeRow>(
    `SELECT c.id AS contest_id, c.title AS contest_title, j.username AS judge_username, j.role AS judge_role,
       a.id AS admin_id, a.username AS admin_username, a.email AS admin_email, a.locale AS admin_locale
     FROM contests c JOIN users j ON j.id = $1 JOIN users a ON a.role = 'admin'
     WHERE c.id = $2
     ORDER BY a.id`,
    [judgeId, contestId],
  );
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
