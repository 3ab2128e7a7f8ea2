import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { responses } from '../contract/common';
import type { Config } from './config';
import type { AppContext } from './context';
import { poolOf, type Database } from './db/client';
import { setPreparedStatements } from './db/prepared';
import { createAuth } from './lib/auth';
import { registerJsonCompression } from './lib/compress-json';
import { createResponseSerializer } from './lib/serialize';
import { registerEdge } from './lib/edge';
import { registerErrorHandler } from './lib/errors';
import { registerGuard } from './lib/guard';
import { registerHealthRoutes } from './lib/health';
import { registerSecurityHeaders } from './lib/security-headers';
import { createLogger, inRequestScope, requestIdOf } from './lib/logger';
import { IMAGE_MAX_BYTES } from './lib/images';
import { startJobs } from './lib/jobs';
import { registerOpenApi } from './lib/openapi';
import { createMailer, EMAIL_QUEUE, startEmailWorker } from './lib/mail';
import { startRealtime } from './lib/realtime';
import { scratchDirOf } from './lib/scratch';
import { createLocalStorage } from './lib/storage';
import { authRoutes } from './modules/auth/auth.routes';
import { passwordResetEmail } from './modules/auth/auth.emails';
import { authProxyRoutes } from './modules/auth/auth.proxy';
import { judgingRoutes } from './modules/judging/judging.routes';
import { adjudicationRoutes } from './modules/adjudication/adjudication.routes';
import { lifecycleRoutes } from './modules/lifecycle/lifecycle.routes';
import { preFilterDecisionRoutes } from './modules/judging/pre-filter-decisions.routes';
import { judgeReminderRoutes } from './modules/judge-reminders/judge-reminders.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { participantRoutes } from './modules/participant/participant.routes';
import { RESULTS_QUEUE, startResultsWorker } from './modules/participant/results.emails';
import {
  JUDGE_COMPLETED_QUEUE,
  startCompletionNoticeWorker,
} from './modules/judge-reminders/completion-notice';
import {
  JUDGE_ASSIGNED_QUEUE,
  startAssignmentNoticeWorker,
} from './modules/judge-reminders/assignment-notice';
import {
  JUDGING_REMINDERS_QUEUE,
  startJudgingRemindersWorker,
} from './modules/judge-reminders/judging-reminders';
import { submissionRoutes } from './modules/submissions/submissions.routes';
import { eventsRoutes } from './modules/notifications/events.routes';
import { outboxRoutes } from './modules/notifications/outbox.routes';
import { adminAuditRoutes } from './modules/audit/audit.routes';
import { adminContestRoutes } from './modules/contests/contests.routes';
import { adminPackageRoutes, packageRoutes } from './modules/packages/packages.routes';
import { adminStatisticsRoutes } from './modules/statistics/statistics.routes';
import { fairnessRoutes } from './modules/fairness/fairness.routes';
import { adminUserRoutes } from './modules/users/users.routes';
import { adminResultsRoutes } from './modules/results/results.routes';
import { awardedZipRoutes } from './modules/results/awarded-zip.routes';
import { recognitionRoutes } from './modules/recognition/recognition.routes';
import { entryReminderRoutes } from './modules/entry-reminders/entry-reminders.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { PAYMENTS_POLL_QUEUE, startPaymentsPollWorker } from './modules/payments/payments-poll';
import {
  ENTRY_REMINDERS_QUEUE,
  startEntryRemindersWorker,
} from './modules/entry-reminders/entry-reminders.service';
import { STORAGE_SWEEP_QUEUE, startStorageSweepWorker } from './modules/submissions/orphan-files';
import { renditionsSettled } from './lib/previews';
import { firstFrameRoutes, loadFrameRenderer } from './modules/first-frame/first-frame.routes';
import type { RenderFrame } from './modules/first-frame/first-frame';

export type BuildOptions = {
  config: Config;
  db: Database;
  databaseUrl: string;
  /** Run the job workers in this process (email delivery). Tests may turn them off. */
  workers?: boolean;
  /** Folder of the built web app to serve, if any. */
  webDir?: string;
  /**
   * Draws a signed-in screen's first frame (web/server-frame.tsx). By default the build's
   * (dist/web-ssr beside webDir) when there is one; without it, pages carry their answers only.
   */
  renderFrame?: RenderFrame | null;
  logger?: boolean;
  /** The process's logger (main.ts), so the server's lines join its one stream. */
  loggerInstance?: FastifyBaseLogger;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : { loggerInstance: options.loggerInstance ?? createLogger(config.logLevel) }),
    genReqId: requestIdOf,
    // A hop count trusts that many proxies nearest to this server (Fastify's types take it as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onRequest', (request, reply, next) => {
    reply.header('x-request-id', request.id);
    inRequestScope(request.id, next);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkAgainstContract: config.env !== 'production' }));
  registerErrorHandler(app);
  await registerJsonCompression(app);

  setPreparedStatements(config.preparedStatements);
  const jobs = await startJobs(
    options.databaseUrl,
    app.log,
    [
      EMAIL_QUEUE,
      RESULTS_QUEUE,
      JUDGING_REMINDERS_QUEUE,
      JUDGE_COMPLETED_QUEUE,
      ENTRY_REMINDERS_QUEUE,
      STORAGE_SWEEP_QUEUE,
      PAYMENTS_POLL_QUEUE,
      JUDGE_ASSIGNED_QUEUE,
    ],
    { poolSize: config.jobsPoolSize },
  );
  const mailer = createMailer({ db, jobs, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({
    db,
    config,
    log: app.log,
    sendPasswordReset: async (mail) => {
      await mailer.enqueue(passwordResetEmail(mail));
    },
  });
  // The S3 client (about a second of module loading) only for the installs that use a bucket.
  const storage = config.s3
    ? (await import('./lib/s3-storage')).createS3Storage(config.s3)
    : createLocalStorage(config.uploadsDir);
  // LISTEN needs a session of its own: straight to PostgreSQL when the pool goes through a pooler.
  const realtime = await startRealtime(config.databaseDirectUrl ?? options.databaseUrl, app.log);
  const ctx: AppContext = {
    config,
    db,
    pool: poolOf(db),
    auth,
    jobs,
    mailer,
    storage,
    realtime,
    log: app.log,
  };
  app.decorate('ctx', ctx);
  if (options.workers !== false) {
    await startEmailWorker(jobs, mailer);
    await startResultsWorker(jobs, ctx);
    await startJudgingRemindersWorker(jobs, ctx);
    await startCompletionNoticeWorker(jobs, ctx);
    await startAssignmentNoticeWorker(jobs, ctx);
    await startEntryRemindersWorker(jobs, ctx);
    await startStorageSweepWorker(jobs, ctx);
    await startPaymentsPollWorker(jobs, ctx);
  }
  app.addHook('onClose', async () => {
    await realtime.stop();
    await jobs.stop();
    // Previews still being made after an upload's answer are finished, not cut off mid-write.
    await renditionsSettled();
    // An upload cut off by the drain's deadline leaves its scratch folder: this process's go with it.
    await rm(scratchDirOf(config.dataDir), { recursive: true, force: true });
  });

  registerSecurityHeaders(app);
  // Uploads are read part by part by the routes that accept them (photos); these are the ceilings.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 10, fields: 20, fieldSize: 1000, parts: 40 },
  });

  registerEdge(app, { trustedOrigins: config.trustedOrigins });
  registerGuard(app, auth, { sessionCacheMs: config.sessionCacheSeconds * 1000 });
  await registerOpenApi(app);
  registerHealthRoutes(app);
  await app.register(authProxyRoutes);
  await app.register(authRoutes);
  await app.register(locationRoutes);
  await app.register(participantRoutes);
  await app.register(submissionRoutes);
  await app.register(judgingRoutes);
  await app.register(adjudicationRoutes);
  await app.register(lifecycleRoutes);
  await app.register(preFilterDecisionRoutes);
  await app.register(judgeReminderRoutes);
  await app.register(outboxRoutes);
  await app.register(adminContestRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminPackageRoutes);
  await app.register(packageRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminStatisticsRoutes);
  await app.register(fairnessRoutes);
  await app.register(adminResultsRoutes);
  await app.register(awardedZipRoutes);
  await app.register(eventsRoutes);
  await app.register(recognitionRoutes);
  await app.register(entryReminderRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);

  app.all(
    '/api/*',
    { config: { access: 'public' }, schema: { hide: true, response: responses({}) } },
    async (_req, reply) => reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }),
  );

  if (options.webDir && existsSync(path.join(options.webDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: options.webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    // The signed-in screens drawn first on a phone carry their first answers.
    await app.register(firstFrameRoutes, {
      webDir: options.webDir,
      renderFrame:
        options.renderFrame === undefined
          ? await loadFrameRenderer(options.webDir, app.log)
          : options.renderFrame,
    });
    // An area of the app may have its own page (judge.html for /judge/…), which also preloads the
    // area's chunks and first requests (vite.config.ts, pageHtml); any other path gets index.html.
    const pages = new Set(readdirSync(options.webDir).filter((file) => file.endsWith('.html')));
    app.setNotFoundHandler((request, reply) => {
      // A file that is not there (an asset of an older build) is a 404, never the app's HTML: a
      // browser holding an older page then reloads instead of running HTML as a script.
      const reads = request.method === 'GET' || request.method === 'HEAD';
      if (!reads || request.url.startsWith('/api/') || looksLikeFile(request.url)) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // Revalidated on every visit, so a new build's page is seen at once (send would otherwise
      // write its own `public, max-age=0` over this).
      reply.header('cache-control', 'no-cache');
      const area = /^\/([a-z-]+)(?:[/?#]|$)/.exec(request.url)?.[1];
      const page = area && pages.has(`${area}.html`) ? `${area}.html` : 'index.html';
      return reply.sendFile(page, { cacheControl: false });
    });
  }
  return app;
}

function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  return (
    pathname.startsWith('/assets/') ||
    /\.(?:m?js|css|map|json|ico|png|jpe?g|svg|webp|woff2?|txt)$/.test(pathname)
  );
}
