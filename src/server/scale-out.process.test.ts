import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeysOf } from './lib/images';
import { createS3Storage } from './lib/s3-storage';
import type { Storage } from './lib/storage';
import { startS3Server, type TestS3Server } from './test/s3-server';
import { startSmtpServer } from './test/smtp';
import { createTestDatabase } from './test/test-app';

// N stateless servers, proven with two: one PostgreSQL, one S3 API server, and two app
// servers as real processes (`node --import tsx src/server/main.ts`, as `npm start` runs it) with the
// same AUTH_SECRET, each its own DATA_DIR and nothing shared but the database and the bucket. Every
// step is done on one server and checked on the other, as a load balancer would spread them.

const PUBLIC_URL = 'http://jurado.test'; // the load balancer's address, trusted by both servers
const ADMIN = { email: 'admin@jurado.test', password: 'admin-password-42' };
const POOL_SIZE = 3;
const JOBS_POOL_SIZE = 2;
const SIGNUP_LIMIT = 9; // above the sign-ups the other checks make (all on A)

type Server = { url: string; process: ChildProcess; output: string[]; dataDir: string };

let databaseUrl: string;
let db: pg.Pool;
let s3: TestS3Server;
let bucket: Storage;
let a: Server;
let b: Server;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const started: Server[] = [];
let signUps = 0; // accepted so far, on either server, all from 127.0.0.1

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'jurado-node-'));
  // Its own temporary folder too (uploads are received there), as on a machine of its own: other
  // tests look for leftovers in theirs.
  await mkdir(path.join(dataDir, 'tmp'));
  const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TMPDIR: path.join(dataDir, 'tmp'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  // Stopped by afterAll even if it never becomes ready, or the other server's start fails.
  started.push({ url: '', process: child, output, dataDir });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const server = { url: `http://127.0.0.1:${port}`, process: child, output, dataDir };
  // Ready when a load balancer would send it traffic.
  const deadline = Date.now() + 120_000; // two starting at once on a loaded 2-core machine: slow
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${server.url}/health/ready`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(server: Server) {
  const child = server.process;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(server.dataDir, { recursive: true, force: true });
}

/** A request as a browser on PUBLIC_URL sends it (its Origin), to one server. */
function call(server: Server, route: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', PUBLIC_URL);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${route}`, { ...init, headers });
}

async function signIn(server: Server, credentials: { email: string; password: string }) {
  const res = await call(server, '/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify(credentials),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function signUp(server: Server, username: string) {
  return call(server, '/api/account/sign-up', {
    method: 'POST',
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: 'fotografia-42',
      country: 'BR',
      stateCode: '35',
      cityCode: '3550308',
      locale: 'pt',
    }),
  });
}

/** A participant signed up (on A) and signed in; `role` is then set as an admin would. */
async function newUser(role = 'participant') {
  const username = `${role.replace(/_/g, '-')}-${randomBytes(3).toString('hex')}`;
  const res = await signUp(a, username);
  expect(res.status, await res.clone().text()).toBe(201);
  signUps++;
  const { rows } = await db.query(`UPDATE users SET role = $2 WHERE email = $1 RETURNING id`, [
    `${username}@example.test`,
    role,
  ]);
  const credentials = { email: `${username}@example.test`, password: 'fotografia-42' };
  return { id: rows[0].id as string, email: credentials.email, cookie: await signIn(a, credentials) };
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'scale-out-test' });
  s3 = await startS3Server();
  bucket = createS3Storage(s3.settings);
  smtp = await startSmtpServer();
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info', // kept in memory, shown if a server fails to start
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: String(POOL_SIZE),
    JOBS_POOL_SIZE: String(JOBS_POOL_SIZE),
    AUTH_SECRET: `scale-out-${randomBytes(16).toString('hex')}`,
    PUBLIC_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    SIGNUP_RATE_LIMIT: String(SIGNUP_LIMIT),
    ...s3.env,
  };
  // Both at once, as a deploy starts them; B as if behind a pooler (PgBouncer in transaction mode):
  // its start-up, migrations and LISTEN go over DATABASE_DIRECT_URL (here the same PostgreSQL), and
  // its named statements are off.
  [a, b] = await Promise.all([startServer(env), startServer({ ...env, DATABASE_DIRECT_URL: databaseUrl })]);
}, 180_000);

afterAll(async () => {
  await Promise.all(started.map(stopServer));
  await smtp?.close();
  await s3?.close();
  await db?.end();
});

describe('two app servers on one database and one bucket', { timeout: 60_000 }, () => {
  let admin: string;

  it('keep the connection budget: pool + jobs + listener each, every connection named by kind, host and pid', async () => {
    const { rows } = await db.query<{ application_name: string; n: number }>(
      `SELECT application_name, count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND application_name <> 'scale-out-test'
       GROUP BY application_name`,
    );
    const count: Record<string, number> = {};
    const servers = new Set<string>();
    for (const { application_name: name, n } of rows) {
      const [kind, server] = name.split('@');
      const [host, pid] = server.split(':');
      expect(host, name).toBe(os.hostname());
      expect(pid, name).toMatch(/^\d+$/);
      servers.add(server);
      count[kind] = (count[kind] ?? 0) + n;
    }
    expect(servers.size).toBe(2);
    expect(count.jurado).toBe(2 * POOL_SIZE);
    expect(count['jurado-listen']).toBe(2);
    expect(count['jurado-jobs']).toBeLessThanOrEqual(2 * JOBS_POOL_SIZE);
    expect(Object.keys(count).sort()).toEqual(['jurado', 'jurado-jobs', 'jurado-listen']);
  });

  it('accept a session made on A on B', async () => {
    admin = await signIn(a, ADMIN);
    const me = await call(b, '/api/me', { cookie: admin });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
    expect((await call(b, '/api/admin/users', { cookie: admin })).status).toBe(200);
    expect((await call(b, '/api/me')).status).toBe(401);
  });

  it('serve a photo uploaded on A from B, through the bucket, and withdraw it on B', async () => {
    const ana = await newUser();
    const other = await newUser();
    const contest = await createContest({});
    const original = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#a05030' } })
      .jpeg()
      .toBuffer();
    const [photo] = await upload(ana.cookie, contest, [original]);

    const thumb = await call(b, `/api/images/${photo.id}/thumb`, { cookie: ana.cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 400 });
    const download = await call(b, `/api/images/${photo.id}/original`, { cookie: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="jurado-${photo.id}.jpg"`);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), original)).toBe(0);
    // Who may not, on either server: another participant, the owner asking for the original.
    expect((await call(b, `/api/images/${photo.id}/thumb`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(a, `/api/images/${photo.id}/original`, { cookie: ana.cookie })).status).toBe(404);

    // The zoom's large rendition is made on its first request and stored in the bucket too.
    expect((await call(a, `/api/images/${photo.id}/large`, { cookie: ana.cookie })).status).toBe(200);
    const keys = Object.values(imageKeysOf(await fileKeyOf(photo.id)));
    for (const key of keys) expect(await bucket.exists(key), key).toBe(true);
    // Nothing on either server's disk: they share no volume.
    for (const server of [a, b]) expect(await filesUnder(path.join(server.dataDir, 'uploads'))).toEqual([]);

    const withdrawn = await call(b, `/api/participant/submissions/${photo.id}`, {
      method: 'DELETE',
      cookie: ana.cookie,
    });
    expect(withdrawn.status).toBe(204);
    for (const key of keys) expect(await bucket.exists(key), key).toBe(false);
    expect((await call(a, `/api/images/${photo.id}/original`, { cookie: admin })).status).toBe(404);
  });

  it('tell a stream opened on B about a score saved on A', async () => {
    const judge = await newUser('photo_judge_1');
    const ana = await newUser();
    const contest = await createContest({ photoJudge1Id: judge.id });
    const entry = await createEntry(contest, ana.id);

    const events = new AbortController();
    const stream = await call(b, '/api/events', { cookie: admin, signal: events.signal });
    expect(stream.status).toBe(200);
    let received = '';
    const heard = (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        received += decoder.decode(chunk, { stream: true });
        if (received.includes(`"contestId":"${contest}"`)) return;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the stream is subscribed

    const saved = await call(a, `/api/judge/submissions/${entry}/score`, {
      method: 'PUT',
      cookie: judge.cookie,
      body: JSON.stringify({ score: 8 }),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await Promise.race([
      heard,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no event; got: ${received}`)), 5_000)),
    ]);
    events.abort();
    expect(received).toContain('event: contest-progress');
  });

  it('send one approval email per participant when both servers are pressed at once', async () => {
    const ana = await newUser();
    const ben = await newUser();
    const contest = await createContest({});
    await createEntry(contest, ana.id);
    await createEntry(contest, ben.id);

    const press = (server: Server) =>
      call(server, `/api/admin/stats/contests/${contest}/approval-emails`, { method: 'POST', cookie: admin });
    const answers = await Promise.all([press(a), press(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { queued?: number }[];
    expect(bodies.reduce((sum, body) => sum + (body.queued ?? 0), 0)).toBe(2);

    // Each participant also got a welcome email at sign-up: count the ones naming this contest.
    const title = await titleOf(contest);
    const to = (email: string) =>
      smtp.received.filter((m) => m.to.includes(email) && m.raw.includes(title)).length;
    await expect.poll(() => to(ana.email) + to(ben.email), { timeout: 15_000 }).toBe(2);
    // Both servers' workers poll every second: a duplicate would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect([to(ana.email), to(ben.email)]).toEqual([1, 1]);
  });

  // The limit is counted in PostgreSQL (lib/rate-limit.ts): N servers enforce one limit, not N.
  it('refuse sign-ups over the limit whichever server they reach', async () => {
    const servers = [b, a];
    let attempt = 0;
    while (signUps < SIGNUP_LIMIT) {
      const res = await signUp(servers[attempt++ % 2], `limit-${randomBytes(3).toString('hex')}`);
      expect(res.status, await res.clone().text()).toBe(201);
      signUps++;
    }
    for (const server of [a, b, a, b]) {
      const res = await signUp(server, `over-${randomBytes(3).toString('hex')}`);
      expect(res.status).toBe(429);
    }
  });
});

// Contests and approved entries are made in the database: the admin and pre-filter screens that make
// them are tested with their modules; here only what crosses servers matters.
async function createContest(values: { photoJudge1Id?: string }): Promise<string> {
  const day = 24 * 60 * 60 * 1000;
  const { rows } = await db.query(
    `INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at, photo_judge_1_id)
     VALUES ($1, 'photo', 'wedding', $2, $3, $4, $5) RETURNING id`,
    [
      `Scale-${randomBytes(4).toString('hex')}`,
      new Date(Date.now() - day),
      new Date(Date.now() + 10 * day),
      new Date(Date.now() + 20 * day),
      values.photoJudge1Id ?? null,
    ],
  );
  return rows[0].id;
}

async function titleOf(contestId: string): Promise<string> {
  const { rows } = await db.query('SELECT title FROM contests WHERE id = $1', [contestId]);
  return rows[0].title;
}

async function createEntry(contestId: string, userId: string): Promise<string> {
  const { rows } = await db.query(
    `INSERT INTO submissions (contest_id, user_id, file_key, pre_filter_status)
     VALUES ($1, $2, $3, 'approved') RETURNING id`,
    [contestId, userId, `photos/${contestId}/${randomBytes(16).toString('hex')}.jpg`],
  );
  return rows[0].id;
}

async function upload(cookie: string, contestId: string, files: Buffer[]): Promise<{ id: string }[]> {
  const { rows } = await db.query(
    `SELECT p.id FROM packages p JOIN package_prices pp ON pp.package_id = p.id AND pp.currency = 'BRL'
     WHERE p.category = 'photo' AND p.is_active AND p.items >= $1 ORDER BY p.items LIMIT 1`,
    [files.length],
  );
  // Only a price with a payment link can have been paid.
  await db.query(
    `UPDATE package_prices SET payment_url = 'https://pay.example/jurado' WHERE package_id = $1 AND currency = 'BRL'`,
    [rows[0].id],
  );
  const form = new FormData();
  form.append('packageId', rows[0].id);
  form.append('currency', 'BRL');
  form.append('paymentConfirmed', 'true');
  for (const [i, file] of files.entries()) {
    form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `Ana Souza ${i}.jpg`);
  }
  const res = await call(a, `/api/participant/contests/${contestId}/photos`, {
    method: 'POST',
    cookie,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { items: { id: string }[] }).items;
}

async function fileKeyOf(submissionId: string): Promise<string> {
  const { rows } = await db.query('SELECT file_key FROM submissions WHERE id = $1', [submissionId]);
  return rows[0].file_key;
}

async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
