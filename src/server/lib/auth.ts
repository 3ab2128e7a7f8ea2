import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { PASSWORD_MAX, PASSWORD_MIN, type Locale } from '../../domain/schemas/account';
import { testPasswordHash } from './test-password-hash';

export type PasswordResetMail = { email: string; username: string; locale: Locale; url: string };

/** Without AUTH_SECRET one is generated once and kept in the data folder, so sessions survive restarts. */
function resolveSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

export function createAuth(deps: {
  db: Database;
  config: Config;
  sendPasswordReset: (mail: PasswordResetMail) => Promise<void>;
  /** Better Auth's own messages join the server's log stream (one JSON line each, no stack dump). */
  log?: FastifyBaseLogger;
}) {
  const { config, log } = deps;
  return betterAuth({
    appName: 'Jurado',
    logger: {
      disabled: config.env === 'test' || !log,
      log: (level, message, ...args) => {
        const details = args.map((arg: unknown) =>
          arg instanceof Error ? { error: arg.message, code: (arg.cause as { code?: string })?.code } : arg,
        );
        log?.[level]({ component: 'auth', details }, message);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveSecret(config),
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      // Better Auth's steps of one request (a sign-up's user and account rows, a reset's password and
      // token) in one transaction: without it a backup's snapshot, or a crash, could fall between
      // them and leave a user who cannot sign in with their email taken.
      transaction: true,
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // As in the spec: sign-up shows a success message, then the person signs in.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Better Auth's scrypt everywhere but in the API tests (test-password-hash.ts says why).
      password: config.env === 'test' ? testPasswordHash : undefined,
      sendResetPassword: async ({ user, token }) => {
        const u = user as typeof user & { locale?: Locale };
        await deps.sendPasswordReset({
          email: user.email,
          username: user.name,
          locale: u.locale ?? 'pt',
          // Straight to our page; the page sends the token back with the new password.
          url: `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
        });
      },
    },
    user: {
      additionalFields: {
        // Never settable through Better Auth's own endpoints: sign-up goes through our API.
        role: { type: 'string', input: false, defaultValue: 'participant' },
        status: { type: 'string', input: false, defaultValue: 'regular' },
        country: { type: 'string', input: true, required: true },
        stateCode: { type: 'string', input: true, required: false },
        cityCode: { type: 'string', input: true, required: false },
        cityName: { type: 'string', input: true, required: false },
        locale: { type: 'string', input: true, required: false, defaultValue: 'pt' },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // The Fastify proxy overwrites this header with the address Fastify trusts.
      ipAddress: { ipAddressHeaders: ['x-jurado-client-ip'] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // Better Auth skips its origin (CSRF) check under test runners; the API tests check the real one.
      disableOriginCheck: false,
    },
    // Jurado throttles itself: failed sign-ins per account and per address in PostgreSQL
    // (login-throttle.ts), sign-up and reset requests per address (lib/rate-limit.ts, also in PostgreSQL). Better Auth's
    // in-memory limiter would count successful sign-ins too and differ between server instances.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
