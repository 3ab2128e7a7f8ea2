import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../modules/submissions/submissions.test-support';
import { REPO_ROOT, run, signInOver, startServerProcess, type ServerProcess } from '../test/server-processes';
import { runningEmbeddedUrl } from './install';

// The README's commands end to end, with real processes: a server on the embedded PostgreSQL serves
// and writes (sign-ups) while `npm run backup` runs; `npm run restore` fills a new DATA_DIR; a server
// started there has the same rows and files, delivers the email that was still queued, and the admin
// and the participant sign in.

const PORT_A = 3214;
const PORT_B = 3215;
const ADMIN = { email: 'admin@backup.test', password: 'backup-admin-password' };
const PARTICIPANT = { email: 'ana@backup.test', password: 'fotografia1' };

let work: string;
let dataA: string;
let dataB: string;
let serverA: ServerProcess | undefined;
let serverB: ServerProcess | undefined;
const clients: pg.Client[] = [];

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

function npm(args: string[], dataDir: string) {
  return run('npm', args, {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeoutMs: 120_000,
  });
}

function signUp(url: string, email: string, password = 'fotografia1') {
  return fetch(`${url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      username: email.split('@')[0],
      email,
      password,
      country: 'BR',
      stateCode: '35',
      cityCode: '3509502',
      locale: 'pt',
    }),
  });
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function rowsOf(db: pg.Client, sql: string, params: unknown[] = []) {
  return (await db.query(sql, params)).rows;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'jurado-backup-'));
  // As root the embedded PostgreSQL runs as another user, who must reach the data folders.
  chmodSync(work, 0o755);
  dataA = path.join(work, 'a');
  dataB = path.join(work, 'b');
  await run(process.execPath, ['scripts/build.mjs', '--server', '--if-stale'], { cwd: REPO_ROOT });
  serverA = await startServerProcess({
    args: ['dist/server/main.js'],
    cwd: REPO_ROOT,
    port: PORT_A,
    env: {
      DATA_DIR: dataA,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SIGNUP_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  });
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.end().catch(() => undefined);
  await serverB?.stop();
  await serverA?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('backs up a serving, writing install and restores it into a new DATA_DIR that serves the same', async () => {
    const url = serverA!.url;
    const dbA = await connect(runningEmbeddedUrl(dataA)!);

    // A participant with two uploaded photos in an open contest.
    expect((await signUp(url, PARTICIPANT.email, PARTICIPANT.password)).status).toBe(201);
    const [contest] = await rowsOf(
      dbA,
      `INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at)
       VALUES ('Casamentos 2026', 'photo', 'wedding', now() - interval '1 day', now() + interval '10 days',
               now() + interval '20 days') RETURNING id`,
    );
    const [pack] = await rowsOf(
      dbA,
      `SELECT p.id, pp.currency FROM packages p JOIN package_prices pp ON pp.package_id = p.id
       WHERE p.category = 'photo' AND p.is_active AND p.items >= 2 ORDER BY p.items, pp.currency LIMIT 1`,
    );
    // Only a price with a payment link can have been paid.
    await rowsOf(
      dbA,
      `UPDATE package_prices SET payment_url = 'https://pay.example/jurado' WHERE package_id = $1`,
      [pack.id],
    );
    const participantCookie = await signInOver(url, PARTICIPANT);
    const form = new FormData();
    form.append('packageId', pack.id);
    form.append('currency', pack.currency);
    form.append('paymentConfirmed', 'true');
    for (const colour of ['#a03020', '#2040a0']) {
      const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `${colour.slice(1)}.jpg`);
    }
    const upload = await fetch(`${url}/api/participant/contests/${contest.id}/photos`, {
      method: 'POST',
      headers: { cookie: participantCookie, origin: url },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const photos = ((await upload.json()) as { items: { id: string }[] }).items;
    expect(photos).toHaveLength(2);

    // An email stored but not delivered yet (its delivery job is not in the backup: the restore
    // queues it again).
    const [pending] = await rowsOf(
      dbA,
      `INSERT INTO emails (dedupe_key, to_address, subject, text)
       VALUES ('backup-test', 'ana@backup.test', 'Ainda na fila', 'Olá') RETURNING id`,
    );

    // Sign-ups keep arriving while the backup runs.
    let writing = true;
    let signUps = 0;
    const writer = (async () => {
      while (writing) {
        const res = await signUp(url, `w${randomBytes(4).toString('hex')}@backup.test`);
        expect(res.status).toBe(201);
        signUps += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const usersBefore = Number((await rowsOf(dbA, 'SELECT count(*) AS n FROM users'))[0].n);

    const file = path.join(work, 'jurado.tar.gz');
    const output = await npm(['run', 'backup', '--', file], dataA);
    writing = false;
    await writer;
    expect(output).toMatch(/Backup written to .*jurado\.tar\.gz/);
    expect(signUps).toBeGreaterThan(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const usersAfter = Number((await rowsOf(dbA, 'SELECT count(*) AS n FROM users'))[0].n);

    const restoreOutput = await npm(['run', 'restore', '--', file], dataB);
    // Every photo's original and thumbnail the rows refer to came back with the files.
    expect(restoreOutput).toMatch(/All [1-9]\d* object\(s\) are in the storage\./);
    serverB = await startServerProcess({
      args: ['dist/server/main.js'],
      cwd: REPO_ROOT,
      port: PORT_B,
      env: { DATA_DIR: dataB, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    });
    const dbB = await connect(runningEmbeddedUrl(dataB)!);

    // Same rows: the tables nobody wrote during the backup are identical; the users are one moment
    // of the sign-ups, each with its account (a consistent snapshot).
    for (const table of ['contests', 'submissions', 'packages', 'package_prices']) {
      const order = `SELECT * FROM ${table} ORDER BY 1, 2`;
      expect(await rowsOf(dbB, order), table).toEqual(await rowsOf(dbA, order));
    }
    const usersB = Number((await rowsOf(dbB, 'SELECT count(*) AS n FROM users'))[0].n);
    expect(usersB).toBeGreaterThanOrEqual(usersBefore);
    expect(usersB).toBeLessThanOrEqual(usersAfter);
    const orphans = await rowsOf(
      dbB,
      `SELECT u.id FROM users u WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id)`,
    );
    expect(orphans).toEqual([]);
    const restoredUsers = await rowsOf(dbB, 'SELECT * FROM users ORDER BY id');
    const sameUsers = await rowsOf(dbA, 'SELECT * FROM users WHERE id = ANY($1::text[]) ORDER BY id', [
      restoredUsers.map((user) => user.id),
    ]);
    expect(restoredUsers).toEqual(sameUsers);

    // Same files, byte for byte.
    const filesA = await listFiles(path.join(dataA, 'uploads'));
    expect(filesA.length).toBeGreaterThanOrEqual(6); // original, preview, thumbnail of each photo
    expect(await listFiles(path.join(dataB, 'uploads'))).toEqual(filesA);
    for (const file of filesA) {
      expect(sha256(path.join(dataB, 'uploads', file)), file).toBe(sha256(path.join(dataA, 'uploads', file)));
    }

    // The admin and the participant sign in on the restored server; the photos are served.
    await signInOver(serverB.url, ADMIN);
    const cookieB = await signInOver(serverB.url, PARTICIPANT);
    for (const photo of photos) {
      const [thumbA, thumbB] = await Promise.all([
        fetch(`${url}/api/images/${photo.id}/thumb`, { headers: { cookie: participantCookie } }),
        fetch(`${serverB.url}/api/images/${photo.id}/thumb`, { headers: { cookie: cookieB } }),
      ]);
      expect(thumbB.status).toBe(200);
      expect(Buffer.from(await thumbB.arrayBuffer())).toEqual(Buffer.from(await thumbA.arrayBuffer()));
    }
    // A session made before the backup still works: the session secret came with it.
    const mine = await fetch(`${serverB.url}/api/participant/submissions`, {
      headers: { cookie: participantCookie },
    });
    expect(mine.status).toBe(200);

    // The email that was still queued is delivered by the restored server (to the dev outbox).
    const deadline = Date.now() + 15_000;
    let status = '';
    while (Date.now() < deadline) {
      [{ status }] = await rowsOf(dbB, 'SELECT status FROM emails WHERE id = $1', [pending.id]);
      if (status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe('sent');
  }, 300_000);

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it as it was', async () => {
    const file = path.join(work, 'jurado.tar.gz');
    await expect(npm(['run', 'restore', '--', file], dataA)).rejects.toThrow(
      /is not empty: restore into a new DATA_DIR/,
    );
    expect(existsSync(path.join(dataA, 'pg', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
