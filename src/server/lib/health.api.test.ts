import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase, type Database } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { ADMIN_PASSWORD_FILE, ensureAdmin } from './bootstrap';
import { createLogger } from './logger';
import { okSchema, responses } from '../../contract/common';

// Health checks, missing assets and the app's pages (10.6), the security headers of
// every answer, and the log stream (10.9), on the real app with a built web folder and a logger whose
// lines the test reads.

let app: FastifyInstance;
let db: Database;
let webDir: string;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Jurado</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: webDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'info',
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  db = connectDatabase(databaseUrl, { max: 4 });
  app = await buildApp({
    config,
    db,
    databaseUrl,
    workers: false,
    webDir,
    loggerInstance: createLogger('info', sink),
  });
  const answers = { response: responses({ 200: okSchema }) };
  app.get('/api/test/log-inside', { config: { access: 'public' }, schema: answers }, async () => {
    app.ctx.log.info('a line from code the request runs');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.$client.end();
  rmSync(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('/health/live and /health/ready answer JSON, public and never cached', async () => {
    for (const [url, body] of [
      ['/health/live', { status: 'live' }],
      ['/health/ready', { status: 'ready' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(body);
    }
  });

  it('readiness is 503 while draining; liveness stays 200', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });
});

describe('the web app', () => {
  it('answers 404 for a missing asset, never the HTML of the app', async () => {
    for (const url of [
      '/assets/app-0000.js',
      '/assets/style-0000.css',
      '/assets/nope',
      '/missing-chunk.js',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toContain('text/html');
    }
  });

  it('still serves assets that exist, and the app for its pages', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    const page = await app.inject({ method: 'GET', url: '/participant/contests' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Uptime monitors and link checkers ask with HEAD: the same answer, without the body.
    const head = await app.inject({ method: 'HEAD', url: '/participant/contests' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'HEAD', url: '/assets/app-0000.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/participant/contests' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it('are on every answer: pages, assets, the API, its errors and 404s', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/participant/contests' }),
      await app.inject({ method: 'GET', url: '/assets/app-1234.js' }),
      await app.inject({ method: 'GET', url: '/health/live' }),
      await app.inject({ method: 'GET', url: '/api/me' }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401, 404]);
    for (const answer of answers) {
      const csp = String(answer.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com');
      expect(csp).toContain('img-src');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('the log stream', () => {
  it("puts the request's id on every line of the request, also lines of the code it runs", async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: '/api/test/log-inside' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.map((line) => line.reqId)).toEqual(lines.map(() => id));
    expect(lines.some((line) => line.msg === 'a line from code the request runs')).toBe(true);
  });

  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'x-request-id': 'lb-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.abc');
    for (const bad of ['has space', 'x'.repeat(200), '<script>']) {
      const replaced = await app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("never logs the first admin's generated password", async () => {
    lines.length = 0;
    await ensureAdmin(app.ctx, { terminal: false });
    const file = path.join(webDir, ADMIN_PASSWORD_FILE);
    const password = /password: (\S+)/.exec(readFileSync(file, 'utf8'))![1];
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = JSON.stringify(lines);
    expect(text).toContain(file);
    expect(text).not.toContain(password);
  });
});
