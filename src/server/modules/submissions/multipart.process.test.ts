import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { smallJpeg, uniqueJpeg } from './submissions.test-support';

// Against a real server process over raw sockets: malformed multipart bodies are
// answered 400, the process keeps serving, and an aborted upload leaves no scratch file behind.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

let server: ChildProcess;
let port: number;
let origin: string;
let dataDir: string;
let cookie: string;
let contestId: string;
let packageId: string;
let jpeg: Buffer;
let exited: number | null = null;
let output = '';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
}

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${url}`, {
    method,
    headers: { origin, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  jpeg = await smallJpeg();
  const databaseUrl = await createTestDatabase();
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-multipart-data-'));
  server = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      ADMIN_PASSWORD: 'admin-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.on('exit', (code) => (exited = code ?? -1));
  // Ready when its readiness endpoint says so (the start-up line is an info log, below LOG_LEVEL=warn).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    const ready = await fetch(`${origin}/health/ready`).catch(() => null);
    if (ready?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const participant = {
    username: 'Uploader',
    email: 'uploader@example.test',
    password: 'fotografia1',
    country: 'PT',
    cityName: 'Porto',
  };
  expect((await api('POST', '/api/account/sign-up', participant)).status).toBe(201);
  const signIn = await api('POST', '/api/auth/sign-in/email', participant);
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const day = 24 * 60 * 60 * 1000;
    const contest = await db.query<{ id: string }>(
      `INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at)
       VALUES ('Multipart', 'photo', 'wedding', $1, $2, $3) RETURNING id`,
      [new Date(Date.now() - day), new Date(Date.now() + 10 * day), new Date(Date.now() + 20 * day)],
    );
    contestId = contest.rows[0].id;
    const pkg = await db.query<{ id: string }>(
      `SELECT id FROM packages WHERE category = 'photo' AND is_active ORDER BY items DESC LIMIT 1`,
    );
    packageId = pkg.rows[0].id;
    // Only a price with a payment link can have been paid.
    await db.query(
      `UPDATE package_prices SET payment_url = 'https://pay.example/jurado' WHERE package_id = $1`,
      [packageId],
    );
  } finally {
    await db.end();
  }
}, 120_000);

afterAll(async () => {
  console.log('SERVER OUTPUT', output);
  if (server && exited === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes as one HTTP request and returns the status line's code (0 if none came). */
function rawRequest(head: string, body: Buffer, options: { endAfterBody?: boolean } = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), 15_000);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (/\r\n\r\n/.test(answer)) socket.end();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    });
    socket.write(head);
    socket.write(body);
    if (options.endAfterBody) socket.end();
  });
}

function requestHead(contentType: string, length: number): string {
  return [
    `POST /api/participant/contests/${contestId}/photos HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Origin: ${origin}`,
    `Cookie: ${cookie}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

function formStart(boundary: string): Buffer {
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      field('packageId', packageId) +
        field('currency', 'BRL') +
        field('paymentConfirmed', 'true') +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
  ]);
}

async function stillServing() {
  expect(exited, output).toBeNull();
  const response = await fetch(`${origin}/api/locations/countries`);
  expect(response.status).toBe(200);
}

/** The uploads being received, in the server's scratch folders (DATA_DIR/tmp/<pid>/upload-…). */
function scratchOf(): string[] {
  const root = path.join(dataDir, 'tmp');
  if (!existsSync(root)) return [];
  return readdirSync(root).flatMap((pid) =>
    readdirSync(path.join(root, pid)).filter((name) => name.startsWith('upload-')),
  );
}

async function scratchFiles(): Promise<string[]> {
  // The server removes an aborted upload's folder when its request ends; give it a moment.
  for (let i = 0; i < 50; i++) {
    const left = scratchOf();
    if (left.length === 0) return left;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return scratchOf();
}

describe('malformed multipart uploads against a running server', () => {
  it('answers a body that ends inside the file (no closing boundary) with 400 and keeps serving', async () => {
    const body = formStart('XyZ123');
    expect(await rawRequest(requestHead('multipart/form-data; boundary=XyZ123', body.length), body)).toBe(
      400,
    );
    await stillServing();
    expect(await scratchFiles()).toEqual([]);
  });

  it('answers multipart without a boundary with 400', async () => {
    const body = formStart('XyZ123');
    expect(await rawRequest(requestHead('multipart/form-data', body.length), body)).toBe(400);
    await stillServing();
  });

  it('answers a body written with another boundary than announced with 400', async () => {
    const body = Buffer.concat([formStart('Other456'), Buffer.from('\r\n--Other456--\r\n')]);
    expect(await rawRequest(requestHead('multipart/form-data; boundary=XyZ123', body.length), body)).toBe(
      400,
    );
    await stillServing();
  });

  it('survives a client that hangs up in the middle of the file, and removes its scratch files', async () => {
    const body = formStart('XyZ123');
    // Announces more than it sends, then closes: the server sees the upload stop mid-file.
    await rawRequest(requestHead('multipart/form-data; boundary=XyZ123', body.length + 100_000), body, {
      endAfterBody: true,
    });
    await stillServing();
    expect(await scratchFiles()).toEqual([]);
  });

  it('still takes a well-formed upload afterwards', async () => {
    // A photo not sent before: the same file twice in one contest is refused (DUPLICATE_PHOTO).
    jpeg = await uniqueJpeg();
    const body = Buffer.concat([formStart('XyZ123'), Buffer.from('\r\n--XyZ123--\r\n')]);
    expect(await rawRequest(requestHead('multipart/form-data; boundary=XyZ123', body.length), body)).toBe(
      201,
    );
    await stillServing();
    expect(await scratchFiles()).toEqual([]);
  });
});
