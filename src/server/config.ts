import path from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Jurado <no-reply@jurado.local>'),
  ADMIN_EMAIL: z.string().email().default('admin@jurado.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Sign-ups accepted per address every 10 minutes (browser tests raise it: they all come from 127.0.0.1).
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Seconds a signed-in caller is remembered by session cookie (lib/guard.ts); 0 turns it off.
  // Default 5 s, and off under tests, which change roles and sessions and read them back at once.
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The association's name on certificates, badges and the winners gallery.
  ASSOCIATION_NAME: z.string().trim().min(1).max(80).default('Jurado'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose browsers may sign in (Better Auth's CSRF check). */
  trustedOrigins: string[];
  databaseUrl?: string;
  dataDir: string;
  uploadsDir: string;
  smtpUrl?: string;
  mailFrom: string;
  adminEmail: string;
  adminPassword?: string;
  authSecret?: string;
  trustProxy: boolean;
  logLevel: string;
  signUpRateLimit: number;
  sessionCacheSeconds: number;
  associationName: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    // Without PUBLIC_URL the app is reached on this machine: http://127.0.0.1:3000 must sign in as well
    // as http://localhost:3000. With it, only the address people are given.
    trustedOrigins: e.PUBLIC_URL
      ? [publicUrl]
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`),
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    authSecret: e.AUTH_SECRET,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    signUpRateLimit: e.SIGNUP_RATE_LIMIT,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 5),
    associationName: e.ASSOCIATION_NAME,
  };
}
