import { createHmac, timingSafeEqual } from 'node:crypto';
import { needsReminder, REMINDER_DAYS_BEFORE } from '../../../domain/reminders';
import type { Locale } from '../../../domain/schemas/account';
import type { AppContext } from '../../context';
import { translatorFor } from '../../i18n';
import { escapeHtml, htmlPage } from '../../lib/html';
import type { Jobs } from '../../lib/jobs';
import { reminderEmail } from './entry-reminders.emails';
import * as repo from './entry-reminders.repo';

/**
 * Deadline reminders. A pg-boss schedule puts one job on this queue every
 * minute (pg-boss sends one per tick whatever the number of servers); the job looks up the contests
 * closing within three days (deadline index) and stores one email per participant still needing one, with the key `reminder:<contest>:<participant>`, so a second job,
 * a retry or a second server never sends it twice.
 */
export const ENTRY_REMINDERS_QUEUE = 'deadline-reminders';
export const ENTRY_REMINDERS_CRON = '* * * * *';
// Paced like the other batches, so a big contest does not burst the mail provider.
const SPACING_SECONDS = 0.5;

// ---------------------------------------------------------------------------------------------
// Unsubscribe links: the user id and an HMAC of it under the server's secret (AUTH_SECRET), so a
// link works without signing in and cannot be made for someone else.

const TOKEN_PURPOSE = 'jurado:unsubscribe-reminders:';

async function secretOf(ctx: AppContext): Promise<string> {
  return (await ctx.auth.$context).secret;
}

function signatureOf(secret: string, userId: string): string {
  return createHmac('sha256', secret)
    .update(TOKEN_PURPOSE + userId)
    .digest('base64url');
}

export async function unsubscribeToken(ctx: AppContext, userId: string): Promise<string> {
  return `${Buffer.from(userId).toString('base64url')}.${signatureOf(await secretOf(ctx), userId)}`;
}

/** The user a token was made for, or null when it was not made by this server (or was altered). */
export async function userOfToken(ctx: AppContext, token: string): Promise<string | null> {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signatureOf(await secretOf(ctx), userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

// ---------------------------------------------------------------------------------------------
// Sending

/** Stores the reminders due now; returns how many were new. */
export async function queueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const candidates = await repo.listReminderCandidates(ctx.pool, now, REMINDER_DAYS_BEFORE);
  let queued = 0;
  for (const c of candidates) {
    const due = needsReminder({
      packageItems: c.items,
      entries: c.entries,
      isVip: c.status === 'vip',
      optedOut: c.opted_out,
    });
    if (!due) continue;
    const token = await unsubscribeToken(ctx, c.user_id);
    const stored = await ctx.mailer.enqueue(
      reminderEmail({
        contestId: c.contest_id,
        contestTitle: c.title,
        category: c.category,
        deadline: c.deadline,
        userId: c.user_id,
        username: c.username,
        email: c.email,
        locale: c.locale,
        left: c.items - c.entries,
        items: c.items,
        publicUrl: ctx.config.publicUrl,
        unsubscribeUrl: `${ctx.config.publicUrl}/unsubscribe/${token}`,
        now,
      }),
      { startAfterSeconds: queued * SPACING_SECONDS || undefined },
    );
    if (stored) queued += 1;
  }
  return queued;
}

/** Registers the schedule (an upsert: every server may do it) and the worker taking its jobs. */
export async function startEntryRemindersWorker(jobs: Jobs, ctx: AppContext): Promise<void> {
  await jobs.boss.schedule(ENTRY_REMINDERS_QUEUE, ENTRY_REMINDERS_CRON);
  await jobs.boss.work(ENTRY_REMINDERS_QUEUE, { batchSize: 1 }, async () => {
    await queueReminders(ctx);
  });
}

// ---------------------------------------------------------------------------------------------
// The unsubscribe page (server-rendered, no sign-in)

type Outcome = 'unsubscribed' | 'resubscribed' | 'invalid';

export async function unsubscribePage(
  ctx: AppContext,
  token: string,
  action: 'unsubscribe' | 'resubscribe',
  lang: Locale | undefined,
): Promise<{ status: number; html: string }> {
  const userId = await userOfToken(ctx, token);
  const user = userId ? await repo.findUser(ctx.pool, userId) : null;
  const locale = lang ?? user?.locale ?? 'pt';
  if (!user) return { status: 404, html: page(locale, 'invalid', token) };
  if (action === 'unsubscribe') await repo.optOut(ctx.pool, user.id);
  else await repo.optIn(ctx.pool, user.id);
  return {
    status: 200,
    html: page(locale, action === 'unsubscribe' ? 'unsubscribed' : 'resubscribed', token),
  };
}

function page(locale: Locale, outcome: Outcome, token: string): string {
  const t = translatorFor(locale);
  const title = t(`unsubscribe.${outcome}.title`);
  const action =
    outcome === 'unsubscribed'
      ? `<form method="post" action="/unsubscribe/${escapeHtml(token)}/resubscribe?lang=${locale}">
<button type="submit">${escapeHtml(t('unsubscribe.resubscribe'))}</button>
</form>`
      : '';
  return htmlPage({
    locale,
    title: `${title} · Jurado`,
    head: '<meta name="robots" content="noindex">\n',
    width: '40rem',
    style:
      'button{font:inherit;padding:.5rem 1rem;border-radius:.25rem;border:1px solid #5f3dc4;background:#fff;color:#5f3dc4;cursor:pointer}',
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t(`unsubscribe.${outcome}.body`))}</p>
${action}
<p><a href="/">${escapeHtml(t('unsubscribe.home'))}</a></p>`,
  });
}
