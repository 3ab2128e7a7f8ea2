import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { JOB_MAINTENANCE_SECONDS, startJobs } from './jobs';
import { createMailer, EMAIL_JOB_TIMING, EMAIL_QUEUE } from './mail';

// A server killed while it sends an email holds that email's job; another server must deliver it
// soon (pg-boss fails the job when it expires, and it is retried), not after pg-boss's default
// 15 minutes. Real processes, killed with SIGKILL, and real SMTP servers.

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An SMTP server that records each message; `stall` never answers the end of DATA. */
async function smtpSink(stall: boolean) {
  const messages: { to: string[]; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
        if (!stall) callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { messages, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/email-worker-process.ts'], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => void child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

describe('an email job held by a killed server', () => {
  it('is delivered by another server once it expires', async () => {
    const databaseUrl = await createTestDatabase();
    const stalled = await smtpSink(true);
    const good = await smtpSink(false);
    const timing = { JOB_EXPIRE_SECONDS: '2', JOB_MAINTENANCE_SECONDS: '1' };

    // Queue one email the way the app does (a row and its job, in one transaction).
    const db = connectDatabase(databaseUrl, { max: 2 });
    const jobs = await startJobs(databaseUrl, Fastify({ logger: false }).log, [EMAIL_QUEUE], { poolSize: 1 });
    cleanups.push(async () => {
      await jobs.stop();
      await db.$client.end();
    });
    const mailer = createMailer({
      db,
      jobs,
      log: Fastify({ logger: false }).log,
      from: 'x@jurado.test',
      jobTiming: { expireInSeconds: 2, retryDelaySeconds: 1 },
    });
    await mailer.enqueue({ dedupeKey: 'expiry-test', to: 'ana@example.test', subject: 'Olá', text: 'Texto' });

    // Server A takes the job and is killed in the middle of the SMTP exchange.
    const a = await startWorker({ DATABASE_URL: databaseUrl, SMTP_URL: stalled.url, ...timing });
    await expect.poll(() => stalled.messages.length, { timeout: 10_000 }).toBe(1);
    a.kill('SIGKILL');
    const killedAt = Date.now();
    const state = await db.$client.query(`SELECT state FROM pgboss.job WHERE name = $1`, [EMAIL_QUEUE]);
    expect(state.rows).toEqual([{ state: 'active' }]);

    // Server B delivers it: after the expiry (2 s here), the maintenance and the retry delay.
    await startWorker({ DATABASE_URL: databaseUrl, SMTP_URL: good.url, ...timing });
    await expect.poll(() => good.messages.length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect(good.messages[0].to).toEqual(['ana@example.test']);
    expect(good.messages[0].at - killedAt).toBeLessThan(10_000);
    // The sink records the message before it answers; the worker marks the row sent after the answer.
    await expect
      .poll(
        async () =>
          (
            await db.$client.query(`SELECT status, attempts FROM emails WHERE dedupe_key = $1`, [
              'expiry-test',
            ])
          ).rows,
        { timeout: 5_000 },
      )
      .toEqual([{ status: 'sent', attempts: 2 }]);
  });

  it('is picked up within about a minute with the production timing', () => {
    // Expiry, then at most one maintenance interval, the first retry's delay with backoff (up to
    // twice retryDelay), and one polling interval.
    const worst =
      EMAIL_JOB_TIMING.expireInSeconds + JOB_MAINTENANCE_SECONDS + 2 * EMAIL_JOB_TIMING.retryDelaySeconds + 1;
    expect(worst).toBeLessThanOrEqual(60);
  });
});
