import type { Locale } from '../../../domain/schemas/account';
import { listResultsRecipients } from './participant.repo';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import type { EmailMessage } from '../../lib/mail';

/**
 * Results published: when a contest starts showing evaluations, each of its participants gets one
 * email in their language. The contest update queues one fan-out job in its own transaction (so the
 * publication and the job commit together); the job stores one email per participant with the key
 * `results:<contest>:<participant>` (the durable queue): a retry, a second server or publishing,
 * hiding and publishing again never send it twice.
 */
export const RESULTS_QUEUE = 'results-published';

export function resultsDedupeKey(contestId: string, userId: string): string {
  return `results:${contestId}:${userId}`;
}

export function resultsEmail(p: {
  contestId: string;
  contestTitle: string;
  userId: string;
  username: string;
  email: string;
  locale: Locale;
  publicUrl: string;
}): EmailMessage {
  const t = translatorFor(p.locale);
  const url = `${p.publicUrl}/participant/results`;
  const greeting = t('email.greeting', { username: p.username });
  const signature = t('email.signature');
  return {
    dedupeKey: resultsDedupeKey(p.contestId, p.userId),
    to: p.email,
    subject: t('email.results.subject', { contest: p.contestTitle }),
    text: [
      greeting,
      '',
      t('email.results.body', { contest: p.contestTitle }),
      '',
      t('email.results.see', { url }),
      '',
      signature,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(t('email.results.body', { contest: p.contestTitle }))}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('email.results.link'))}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}

/** Stores the results email of every participant of the contest (those already stored are skipped). */
export async function queueResultsEmails(ctx: AppContext, contestId: string): Promise<number> {
  const rows = await listResultsRecipients(ctx.pool, contestId);
  let queued = 0;
  for (const row of rows) {
    // Hidden again before the job ran: the results are not published after all.
    if (!row.show_evaluations) break;
    const stored = await ctx.mailer.enqueue(
      resultsEmail({
        contestId,
        contestTitle: row.title,
        userId: row.user_id,
        username: row.username,
        email: row.email,
        locale: row.locale,
        publicUrl: ctx.config.publicUrl,
      }),
      // Paced like the approval batches, so a big contest does not burst the mail provider.
      { startAfterSeconds: queued * 0.5 || undefined },
    );
    if (stored) queued += 1;
  }
  return queued;
}

export async function startResultsWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.boss.work<{ contestId: string }>(RESULTS_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (job) await queueResultsEmails(ctx, job.data.contestId);
  });
}
