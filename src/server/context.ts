import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Auth } from './lib/auth';
import type { Jobs } from './lib/jobs';
import type { Mailer } from './lib/mail';

/** What the modules need from the running server. Built once in app.ts. */
export type AppContext = {
  config: Config;
  db: Database;
  auth: Auth;
  jobs: Jobs;
  mailer: Mailer;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
