import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { createAuth } from './lib/auth';
import { registerJsonCompression } from './lib/compress-json';
import { registerErrorHandler } from './lib/errors';
import { registerGuard } from './lib/guard';
import { IMAGE_MAX_BYTES } from './lib/images';
import { startJobs } from './lib/jobs';
import { createMailer, EMAIL_QUEUE, startEmailWorker } from './lib/mail';
import { startRealtime } from './lib/realtime';
import { createLocalStorage } from './lib/storage';
import { accountRoutes } from './modules/auth/account.routes';
import { passwordResetEmail } from './modules/auth/auth.emails';
import { authProxyRoutes } from './modules/auth/auth.proxy';
import { judgingRoutes } from './modules/judging/judging.routes';
import { locationRoutes } from './modules/locations/locations.routes';
import { participantRoutes } from './modules/participant/participant.routes';
import { RESULTS_QUEUE, startResultsWorker } from './modules/participant/results.emails';
import { submissionRoutes } from './modules/submissions/submissions.routes';
import { eventsRoutes } from './modules/notifications/events.routes';
import { outboxRoutes } from './modules/notifications/outbox.routes';
import { adminAuditRoutes } from './modules/audit/audit.routes';
import { adminContestRoutes } from './modules/contests/contests.routes';
import { adminPackageRoutes, packageRoutes } from './modules/packages/packages.routes';
import { adminStatsRoutes } from './modules/stats/stats.routes';
import { adminUserRoutes } from './modules/users/users.routes';
import { adminResultsRoutes } from './modules/results/results.routes';
import { recognitionRoutes } from './modules/recognition/recognition.routes';

export type BuildOptions = {
  config: Config;
  db: Database;
  databaseUrl: string;
  /** Run the job workers in this process (email delivery). Tests may turn them off. */
  workers?: boolean;
  /** Folder of the built web app to serve, if any. */
  webDir?: string;
  logger?: boolean;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonCompression(app);

  const jobs = await startJobs(options.databaseUrl, app.log, [EMAIL_QUEUE, RESULTS_QUEUE]);
  const mailer = createMailer({ db, jobs, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const auth = createAuth({
    db,
    config,
    sendPasswordReset: async (mail) => {
      await mailer.enqueue(passwordResetEmail(mail));
    },
  });
  const storage = createLocalStorage(config.uploadsDir);
  const realtime = await startRealtime(options.databaseUrl, app.log);
  const ctx: AppContext = { config, db, auth, jobs, mailer, storage, realtime, log: app.log };
  app.decorate('ctx', ctx);
  if (options.workers !== false) {
    await startEmailWorker(jobs, mailer);
    await startResultsWorker(jobs, ctx);
  }
  app.addHook('onClose', async () => {
    await realtime.stop();
    await jobs.stop();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://vumbnail.com'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  // Uploads are read part by part by the routes that accept them (photos); these are the ceilings.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 10, fields: 20, fieldSize: 1000, parts: 40 },
  });

  registerGuard(app, auth, { sessionCacheMs: config.sessionCacheSeconds * 1000 });
  await app.register(authProxyRoutes);
  await app.register(accountRoutes);
  await app.register(locationRoutes);
  await app.register(participantRoutes);
  await app.register(submissionRoutes);
  await app.register(judgingRoutes);
  await app.register(outboxRoutes);
  await app.register(adminContestRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminPackageRoutes);
  await app.register(packageRoutes);
  await app.register(adminAuditRoutes);
  await app.register(adminStatsRoutes);
  await app.register(adminResultsRoutes);
  await app.register(eventsRoutes);
  await app.register(recognitionRoutes);

  app.all('/api/*', { config: { access: 'public' } }, async (_req, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }),
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
    // An area of the app may have its own page (judge.html for /judge/…), which also preloads the
    // area's chunks and first requests (vite.config.ts, pageHtml); any other path gets index.html.
    const pages = new Set(readdirSync(options.webDir).filter((file) => file.endsWith('.html')));
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/api/')) {
        return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      reply.header('cache-control', 'no-cache');
      const area = /^\/([a-z-]+)(?:[/?#]|$)/.exec(request.url)?.[1];
      return reply.sendFile(area && pages.has(`${area}.html`) ? `${area}.html` : 'index.html');
    });
  }
  return app;
}
