import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type Database } from '../db/client';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  databaseUrl: string;
  config: Config;
  close: () => Promise<void>;
};

/** A fresh database cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE jurado_template`);
  } finally {
    await admin.end();
  }
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

/**
 * Makes `app.inject` send `Origin: <origin>` unless a test names its own Origin header (or sets it to
 * undefined to send none): the API refuses state-changing requests from anywhere else, as a browser
 * page of the app always sends it.
 */
export function sendTrustedOrigin(app: FastifyInstance, origin: string): void {
  const inject = app.inject.bind(app);
  const withOrigin = (options: InjectOptions | string): InjectOptions => {
    const o = typeof options === 'string' ? { url: options } : options;
    const headers: NonNullable<InjectOptions['headers']> = {};
    let named = false;
    for (const [name, value] of Object.entries(o.headers ?? {})) {
      if (name.toLowerCase() === 'origin') named = true;
      if (value !== undefined) headers[name] = value;
    }
    if (!named) headers.origin = origin;
    return { ...o, headers };
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined ? inject() : inject(withOrigin(options))) as FastifyInstance['inject'];
}

/** The real app on a fresh database, for `app.inject` tests. */
export async function createTestApp(
  options: {
    workers?: boolean;
    env?: Record<string, string | undefined>;
    /** An existing test database, for a second server instance beside another test app. */
    databaseUrl?: string;
    /** A built web app's folder to serve, and how its signed-in pages are drawn (app.ts). */
    webDir?: string;
    renderFrame?: BuildOptions['renderFrame'];
  } = {},
): Promise<TestApp> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.tmp/test-data',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const db = connectDatabase(databaseUrl, { max: 10 });
  const app = await buildApp({
    config,
    db,
    databaseUrl,
    workers: options.workers ?? false,
    logger: false,
    webDir: options.webDir,
    renderFrame: options.renderFrame,
  });
  await app.ready();
  sendTrustedOrigin(app, config.trustedOrigins[0]);
  return {
    app,
    db,
    databaseUrl,
    config,
    close: async () => {
      await app.close();
      await db.$client.end();
    },
  };
}
