import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createUser, signIn } from './factories';
import { startExternalPostgres, type ExternalPostgres } from './external-postgres';
import { logProblems, seedingApp, startServerProcess, type ServerProcess } from './processes';

/**
 * The operator restarts the database (`pg_ctl restart`) while the server is busy. The
 * server must not die; requests during the outage get 503 DATABASE_UNAVAILABLE; within 5 s of the
 * database being back everything answers again, the realtime listener is back (open event streams get
 * a `resync`) and the job workers deliver again.
 */

let database: ExternalPostgres | undefined;
let server: ServerProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-outage-'));
afterAll(async () => {
  await server?.kill();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('survives a pg_ctl restart under load: 503 during it, full service within 5 s, a resync, jobs again', async () => {
  database = await startExternalPostgres();
  const databaseUrl = await database.createDatabase('jurado');
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SESSION_CACHE_SECONDS: '0',
  });
  const url = server.url;

  const seed = await seedingApp(databaseUrl);
  const staff = await createUser(seed.app, { role: 'admin' });
  const cookie = await signIn(seed.app, staff);
  await seed.close();

  // An open event stream, as an admin's statistics screen keeps.
  const events: string[] = [];
  const stream = http.get(`${url}/api/events`, { headers: { cookie } }, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => events.push(chunk));
  });
  stream.on('error', () => undefined);

  // Load: a signed-in request every 20 ms, answers recorded with when they were sent.
  const answers: { at: number; status: number | 'network error'; code?: string }[] = [];
  let loading = true;
  const load = (async () => {
    const pending: Promise<void>[] = [];
    while (loading) {
      const at = Date.now();
      pending.push(
        fetch(`${url}/api/me`, { headers: { cookie } }).then(
          async (response) => {
            const body = (await response.json().catch(() => ({}))) as { code?: string };
            answers.push({ at, status: response.status, code: body.code });
          },
          () => void answers.push({ at, status: 'network error' }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(pending);
  })();

  await new Promise((resolve) => setTimeout(resolve, 500));
  await database.restart();
  const back = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 6_500));
  loading = false;
  await load;

  expect(server.child.exitCode).toBeNull();
  const statuses = new Set(answers.map((a) => a.status));
  expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 503]));
  expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  expect(new Set(answers.filter((a) => a.status === 503).map((a) => a.code))).toEqual(
    new Set(['DATABASE_UNAVAILABLE']),
  );
  const late = answers.filter((a) => a.at > back + 5_000);
  expect(late.length).toBeGreaterThan(10);
  expect(late.every((a) => a.status === 200)).toBe(true);

  expect((await fetch(`${url}/health/ready`)).status).toBe(200);
  await expect.poll(() => events.join(''), { timeout: 5_000 }).toContain('event: resync');

  // The job workers deliver again: a password-reset email goes from queued to sent (dev outbox).
  const reset = await fetch(`${url}/api/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: staff.email, redirectTo: '/reset-password' }),
  });
  expect(reset.status).toBe(200);
  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  try {
    await expect
      .poll(
        async () =>
          (await check.query(`SELECT status FROM emails WHERE to_address = $1`, [staff.email])).rows[0]
            ?.status,
        { timeout: 15_000, interval: 250 },
      )
      .toBe('sent');
  } finally {
    await check.end();
  }

  stream.destroy();
  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(logProblems(server.lines)).toEqual([]);
  // Requests failed while the database was away, each carrying a live session: its token (the
  // session lookup's query parameter) is in no log line.
  const sessionToken = decodeURIComponent(cookie.split('session_token=')[1].split(/[.;]/)[0]);
  expect(sessionToken.length).toBeGreaterThan(16);
  expect(server.lines.join('\n')).not.toContain(sessionToken);
}, 150_000);
