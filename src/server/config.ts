import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage';

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
  // Behind a pooler in transaction mode (PgBouncer): a URL straight to PostgreSQL for what needs a
  // session of its own (LISTEN, the migration lock). docs/deployment.md has the connection budget.
  DATABASE_DIRECT_URL: z.string().optional(),
  // At least 3: without a direct URL the start-up holds one for its lock, and the migrations two more.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(3).max(1000).default(20),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false']).optional(),
  JOBS_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
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
  // The association's name on certificates, badges and the winners gallery.
  ASSOCIATION_NAME: z.string().trim().min(1).max(80).default('Jurado'),
  // On SIGTERM/SIGINT: seconds to keep serving with /health/ready answering 503, so a load balancer
  // stops sending traffic before the server stops accepting it (docs/deployment.md).
  // Unset: 12 behind a proxy (TRUST_PROXY set), where a load balancer must see 503 first; else 0.
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).optional(),
  // Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (lib/s3-storage.ts).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Payments (docs/deployment.md): manual (the admin's links and confirmations, the
  // default) or a payment provider whose signed notifications confirm payments.
  PAYMENT_PROVIDER: z.enum(['manual', 'mercadopago']).default('manual'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  // Mercado Pago's API; tests point it at a local server that plays it (test/mercadopago-server.ts).
  MERCADOPAGO_API_URL: z.string().url().default('https://api.mercadopago.com'),
  // Stripe takes USD and EUR when both of its secrets are set (whatever PAYMENT_PROVIDER says about reais).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Stripe's API; tests point it at a local server that plays it (test/stripe-server.ts).
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  // How old a webhook's Stripe-Signature timestamp may be (Stripe's own default: 300 s).
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  // With a provider: may entries be uploaded before their payment is confirmed? Default no.
  PAYMENT_ALLOW_UNPAID_ENTRIES: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Origins whose browsers may sign in (Better Auth's CSRF check). */
  trustedOrigins: string[];
  databaseUrl?: string;
  /** A session-capable connection for LISTEN and the migration lock; unset: databaseUrl. */
  databaseDirectUrl?: string;
  /** Connections of the request pool (db/client.ts), opened at start. */
  databasePoolSize: number;
  /** Hot reads as named statements (db/prepared.ts); off by default behind a pooler. */
  preparedStatements: boolean;
  /** Connections of the job queue's own pool (pg-boss). */
  jobsPoolSize: number;
  dataDir: string;
  uploadsDir: string;
  /** Set: uploaded files live in this bucket, not in uploadsDir. */
  s3?: S3Settings;
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
  associationName: string;
  shutdownDelaySeconds: number;
  payments: PaymentSettings;
};

/**
 * The drain delay behind a proxy: the health check docs/deployment.md recommends (every 5 s, out after
 * 2 failures) sees the 503 and takes the server out before it stops accepting connections.
 */
export const BEHIND_PROXY_SHUTDOWN_DELAY_SECONDS = 12;

/** Stripe, for USD and EUR, beside Mercado Pago or the manual mode for reais. */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  apiUrl: string;
  toleranceSeconds: number;
};

export type PaymentSettings = (
  | { provider: 'manual'; allowUnpaidEntries: boolean }
  | {
      provider: 'mercadopago';
      accessToken: string;
      webhookSecret: string;
      apiUrl: string;
      allowUnpaidEntries: boolean;
    }
) & { stripe?: StripeSettings };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const s3Variables = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!e.S3_BUCKET && s3Variables.some((name) => e[name])) {
    throw new Error('Invalid environment:\n  S3_BUCKET: required when the other S3_ variables are set');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (e.PAYMENT_PROVIDER === 'mercadopago' && !(e.MERCADOPAGO_ACCESS_TOKEN && e.MERCADOPAGO_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid environment:\n  MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=mercadopago',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  const stripe: StripeSettings | undefined =
    e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiUrl: e.STRIPE_API_URL.replace(/\/$/, ''),
          toleranceSeconds: e.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        }
      : undefined;
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
    databaseDirectUrl: e.DATABASE_DIRECT_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // A pooler in transaction mode hands each transaction any server connection, where a statement
    // named on another one does not exist (PgBouncer 1.21+ with max_prepared_statements can map them:
    // then set it to true).
    preparedStatements: e.DATABASE_PREPARED_STATEMENTS
      ? e.DATABASE_PREPARED_STATEMENTS === 'true'
      : !e.DATABASE_DIRECT_URL,
    jobsPoolSize: e.JOBS_POOL_SIZE,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
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
    shutdownDelaySeconds:
      e.SHUTDOWN_DELAY_SECONDS ?? (e.TRUST_PROXY === false ? 0 : BEHIND_PROXY_SHUTDOWN_DELAY_SECONDS),
    payments:
      e.PAYMENT_PROVIDER === 'mercadopago'
        ? {
            provider: 'mercadopago',
            accessToken: e.MERCADOPAGO_ACCESS_TOKEN as string,
            webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET as string,
            apiUrl: e.MERCADOPAGO_API_URL.replace(/\/$/, ''),
            allowUnpaidEntries: e.PAYMENT_ALLOW_UNPAID_ENTRIES,
            ...(stripe && { stripe }),
          }
        : {
            provider: 'manual',
            allowUnpaidEntries: e.PAYMENT_ALLOW_UNPAID_ENTRIES,
            ...(stripe && { stripe }),
          },
  };
}
