import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Auth } from './lib/auth';
import type { Jobs } from './lib/jobs';
import type { Mailer } from './lib/mail';
import type { Realtime } from './lib/realtime';
import type { Storage } from './lib/storage';

/** What the modules need from the running server. Built once in app.ts. */
export type AppContext = {
  config: Config;
  /** The Drizzle database: `inTransaction(ctx.db, …)` and Drizzle's query builder. */
  db: Database;
  /** The pool behind `db`, handed to repo functions that run outside a transaction (never queried here). */
  pool: Pool;
  auth: Auth;
  jobs: Jobs;
  mailer: Mailer;
  realtime: Realtime;
  /** Uploaded files (photos and their derived images). */
  storage: Storage;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
