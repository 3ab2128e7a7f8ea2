import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { poolOf, type Database } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { Jobs } from './jobs';
import * as repo from './mail.repo';

export const EMAIL_QUEUE = 'email';
const MAX_ATTEMPTS = 5;

/**
 * How a delivery job is timed. A job whose server died while sending it (killed, crashed, cut off)
 * stays 'active' until it expires; pg-boss's maintenance (lib/jobs.ts, every
 * JOB_MAINTENANCE_SECONDS, by any server) then fails it, and it is retried after the retry delay by
 * whichever server polls first. Worst case: 30 + 10 + 10 (the first retry's delay with backoff is
 * 5–10 s) + 1 (polling) ≈ 51 s, where pg-boss's default expiry alone is 15 minutes.
 * An SMTP exchange gives up (SMTP_TIMEOUTS) well before its job expires, so a live but slow send is
 * not retried by another server while it is still going on.
 */
export const EMAIL_JOB_TIMING = { expireInSeconds: 30, retryDelaySeconds: 5 };

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

export type EmailMessage = {
  /** One email per (event, recipient): a second enqueue with the same key is ignored. */
  dedupeKey: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type Mailer = {
  /** Stores the email and queues its delivery in one transaction. Returns false if already queued. */
  enqueue(message: EmailMessage, options?: { startAfterSeconds?: number }): Promise<boolean>;
  /** Delivers one stored email now (used by the queue worker). */
  deliver(emailId: string): Promise<void>;
  /**
   * Queues failed emails again with fresh attempts; an email that is no longer failed (sent, or
   * already re-queued by a concurrent call) is left alone. Returns the ids re-queued.
   */
  requeueFailed(emailIds: readonly string[], options?: { spacingSeconds?: number }): Promise<string[]>;
  transportName: 'smtp' | 'outbox';
};

function deliveryJobOptions(emailId: string, timing: typeof EMAIL_JOB_TIMING, startAfterSeconds?: number) {
  return {
    singletonKey: emailId,
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: timing.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: timing.expireInSeconds,
    startAfter: startAfterSeconds,
  };
}

export function createMailer(deps: {
  db: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  /** Shorter in the tests that kill a server mid-send, so they need not wait a minute. */
  jobTiming?: typeof EMAIL_JOB_TIMING;
}): Mailer {
  const { db, jobs, log } = deps;
  const pool = poolOf(db);
  const timing = deps.jobTiming ?? EMAIL_JOB_TIMING;
  const transport: Transporter | null = deps.smtpUrl
    ? nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: deps.smtpUrl })
    : null;
  const transportName = transport ? 'smtp' : 'outbox';

  return {
    transportName,
    async enqueue(message, options = {}) {
      return inTransaction(db, async (client) => {
        const id = await repo.insertEmail(client, message);
        if (id) {
          await jobs.sendInTransaction(
            client,
            EMAIL_QUEUE,
            { emailId: id },
            deliveryJobOptions(id, timing, options.startAfterSeconds),
          );
        }
        return Boolean(id);
      });
    },

    async requeueFailed(emailIds, options = {}) {
      if (emailIds.length === 0) return [];
      return inTransaction(db, async (client) => {
        const ids = await repo.requeueFailedEmails(client, emailIds);
        const spacing = options.spacingSeconds ?? 0;
        for (const [index, id] of ids.entries()) {
          await jobs.sendInTransaction(
            client,
            EMAIL_QUEUE,
            { emailId: id },
            deliveryJobOptions(id, timing, index * spacing || undefined),
          );
        }
        return ids;
      });
    },

    async deliver(emailId) {
      const email = await repo.claimDelivery(pool, emailId);
      if (!email) return; // already sent, or deleted: nothing to do
      try {
        if (transport) {
          await transport.sendMail({
            from: deps.from,
            to: email.to_address,
            subject: email.subject,
            text: email.text,
            html: email.html ?? undefined,
          });
        } else {
          // Dev outbox: the email stays in the table and is printed, links included, so a fresh
          // install without SMTP can still reset a password.
          log.info(`[outbox] to ${email.to_address}: ${email.subject}\n${email.text}`);
        }
        await repo.markSent(pool, emailId, transportName);
      } catch (error) {
        const final = email.attempts >= MAX_ATTEMPTS;
        const reason = String((error as Error).message ?? error).slice(0, 1000);
        await repo.markFailedAttempt(pool, emailId, reason, final ? 'failed' : 'queued');
        throw error;
      }
    },
  };
}

/**
 * Queues a delivery for every stored email still 'queued', spaced as a batch is. For a restored
 * backup: backups hold the emails table but not pg-boss's jobs (docs/decisions/operations.md). Returns how many.
 */
export async function queueStoredEmails(db: Database, jobs: Jobs): Promise<number> {
  return inTransaction(db, async (client) => {
    const ids = await repo.listQueuedEmailIds(client);
    for (const [index, id] of ids.entries()) {
      const startAfter = (index * EMAIL_PAUSE_MS) / 1000;
      await jobs.sendInTransaction(
        client,
        EMAIL_QUEUE,
        { emailId: id },
        deliveryJobOptions(id, EMAIL_JOB_TIMING, startAfter || undefined),
      );
    }
    return ids.length;
  });
}

// Spec sections 4 and 9: a 500 ms pause between approval emails (mail providers throttle bursts).
// The worker pauses after every email it sends, whatever its kind: a password reset queued behind
// a batch waits at most this long more.
export const EMAIL_PAUSE_MS = 500;

export async function startEmailWorker(
  jobs: Jobs,
  mailer: Mailer,
  options: { pollingSeconds?: number; pauseMs?: number } = {},
) {
  const pauseMs = options.pauseMs ?? EMAIL_PAUSE_MS;
  await jobs.boss.work<{ emailId: string }>(
    EMAIL_QUEUE,
    { batchSize: 1, pollingIntervalSeconds: options.pollingSeconds ?? 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await mailer.deliver(job.data.emailId);
      } finally {
        // One job at a time per worker: the next email starts at least pauseMs after this one ended.
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    },
  );
}
