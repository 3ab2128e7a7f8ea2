import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration of the database connections', () => {
  it('keeps one machine as it was: a pool of 20, 4 for jobs, named statements on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ databasePoolSize: 20, jobsPoolSize: 4, preparedStatements: true });
    expect(config.databaseDirectUrl).toBeUndefined();
  });

  it('turns named statements off behind a pooler, unless told the pooler keeps them', () => {
    const pooled = {
      DATABASE_URL: 'postgres://app@pgbouncer:6432/jurado',
      DATABASE_DIRECT_URL: 'postgres://app@db:5432/jurado',
    };
    expect(loadConfig(pooled)).toMatchObject({
      databaseDirectUrl: 'postgres://app@db:5432/jurado',
      preparedStatements: false,
    });
    expect(loadConfig({ ...pooled, DATABASE_PREPARED_STATEMENTS: 'true' }).preparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).preparedStatements).toBe(false);
  });

  it('reads the pool sizes and refuses nonsense', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '8', JOBS_POOL_SIZE: '2' })).toMatchObject({
      databasePoolSize: 8,
      jobsPoolSize: 2,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ JOBS_POOL_SIZE: 'many' })).toThrow(/JOBS_POOL_SIZE/);
  });
});

describe('configuration of the file storage', () => {
  it('stays on local disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads a bucket on any S3-compatible server', () => {
    const config = loadConfig({
      S3_BUCKET: 'jurado',
      S3_ENDPOINT: 'https://s3.example.org',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'jurado',
      endpoint: 'https://s3.example.org',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('uses the AWS default endpoint and credentials when only the bucket and region are given', () => {
    expect(loadConfig({ S3_BUCKET: 'jurado', S3_REGION: 'sa-east-1' }).s3).toEqual({
      bucket: 'jurado',
      endpoint: undefined,
      region: 'sa-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a configuration', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.org' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'jurado', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'jurado', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('the drain delay on SIGTERM', () => {
  it('is 12 s behind a proxy, where a load balancer must see readiness fail first, and 0 otherwise', () => {
    expect(loadConfig({}).shutdownDelaySeconds).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).shutdownDelaySeconds).toBe(12);
    expect(loadConfig({ TRUST_PROXY: '1' }).shutdownDelaySeconds).toBe(12);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).shutdownDelaySeconds).toBe(12);
  });

  it('is what SHUTDOWN_DELAY_SECONDS says when set, 0 included', () => {
    expect(loadConfig({ TRUST_PROXY: 'true', SHUTDOWN_DELAY_SECONDS: '0' }).shutdownDelaySeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DELAY_SECONDS: '12' }).shutdownDelaySeconds).toBe(12);
  });
});

describe('configuration of payments', () => {
  it('is manual by default', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'manual', allowUnpaidEntries: false });
  });

  it('reads Mercado Pago with its token, secret and API address', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      MERCADOPAGO_API_URL: 'http://127.0.0.1:9999/',
      PAYMENT_ALLOW_UNPAID_ENTRIES: 'true',
    });
    expect(config.payments).toEqual({
      provider: 'mercadopago',
      accessToken: 'APP_USR-1',
      webhookSecret: 'secret',
      apiUrl: 'http://127.0.0.1:9999',
      allowUnpaidEntries: true,
    });
  });

  it('refuses Mercado Pago without its token or secret, and an unknown provider', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'x' })).toThrow(
      /MERCADOPAGO_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('adds Stripe (USD and EUR) when both of its secrets are set, beside manual reais or Mercado Pago', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'manual',
      allowUnpaidEntries: false,
      stripe: {
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        apiUrl: 'https://api.stripe.com',
        toleranceSeconds: 300,
      },
    });
    const both = loadConfig({
      ...stripe,
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1',
      MERCADOPAGO_WEBHOOK_SECRET: 'secret',
      STRIPE_API_URL: 'http://127.0.0.1:9998/',
      STRIPE_WEBHOOK_TOLERANCE_SECONDS: '60',
    }).payments;
    expect(both).toMatchObject({
      provider: 'mercadopago',
      stripe: { apiUrl: 'http://127.0.0.1:9998', toleranceSeconds: 60 },
    });
  });

  it('refuses one Stripe secret without the other', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
