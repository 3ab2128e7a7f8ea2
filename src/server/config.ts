import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * TRUST_PROXY: which proxies may tell the client's address (X-Forwarded-For). `false` (default): none,
 * the address is the connection's. A number: that many proxies in front (1 for one load balancer); the
 * client is the address the outermost of them saw. A list of addresses or CIDR ranges
 * (`10.0.0.0/8,127.0.0.1`): proxies at those addresses. `true` means 1: one proxy in front, never
 * "believe the whole header", which would let a client choose its own address.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address);
    const max = version === 4 ? 32 : 128;
    const badBits = bits !== undefined && (!/^\d+$/.test(bits) || Number(bits) > max);
    if (version === 0 || badBits || extra !== undefined) {
      throw new Error(`not a hop count, address or CIDR range: "${entry}"`);
    }
  }
  return entries;
}

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
    .string()
    .default('false')
    .transform((v, ctx) => {
      try {
        return parseTrustProxy(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Sign-ups accepted per address every 10 minutes, counted in PostgreSQL for all servers (browser tests
  // raise it: they all come from 127.0.0.1).
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // Seconds a signed-in caller is remembered by session cookie (lib/guard.ts); 0 turns it off.
  // Default 5 s, and off under tests, which change roles and sessions and read them back at once.
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(300).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Fastify's trustProxy: false, a hop count, or proxy addresses/CIDR ranges (parseTrustProxy). */
  trustProxy: false | number | string[];
  logLevel: string;
  signUpRateLimit: number;
  sessionCacheSeconds: number;
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
  };
}
