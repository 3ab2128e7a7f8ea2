import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded';
import { imageKeysOf } from '../lib/images';
import { createS3Storage } from '../lib/s3-storage';
import { startExternalPostgres, type ExternalPostgres } from './external-postgres';
import { createContest, createSubmission, createUser, signIn } from './factories';
import {
  REPO_ROOT,
  seedingApp,
  startProcess,
  startServerProcess,
  type ServerProcess,
  type TestProcess,
} from './processes';
import { s3SettingsFor } from './s3-server';

/**
 * The bucket's server goes away under a running Jurado (stopped, then frozen with SIGSTOP): photo
 * requests answer 503 STORAGE_UNAVAILABLE with Retry-After, never DATABASE_UNAVAILABLE, and never hang;
 * readiness says the storage is unavailable; when the bucket is back everything answers again with no
 * restart.
 */

const BUCKET = 'jurado-outage';
const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'jurado-s3-outage-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-storage-outage-'));
let s3Port: number;
let s3: TestProcess | undefined;
let database: ExternalPostgres | undefined;
let server: ServerProcess | undefined;
let cookie: string;
let thumbUrl: string;

async function startBucket(): Promise<void> {
  s3 = startProcess(
    process.execPath,
    ['--import', 'tsx', 'src/server/test/s3-server-main.ts', s3Dir, String(s3Port), BUCKET],
    {
      cwd: REPO_ROOT,
    },
  );
  await s3.waitForLine((line) => line.startsWith('s3 listening'), 30_000);
}

async function stopBucket(): Promise<void> {
  s3?.signal('SIGTERM');
  await s3?.exited;
}

async function thumbnail(): Promise<{
  status: number;
  code?: string;
  retryAfter: string | null;
  ms: number;
}> {
  const started = Date.now();
  const res = await fetch(thumbUrl, { headers: { cookie } });
  const body = res.headers.get('content-type')?.includes('json')
    ? ((await res.json()) as { code?: string })
    : {};
  if (!body.code) await res.arrayBuffer().catch(() => undefined);
  return {
    status: res.status,
    code: body.code,
    retryAfter: res.headers.get('retry-after'),
    ms: Date.now() - started,
  };
}

async function readiness(): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${server!.url}/health/ready`);
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  s3Port = await findFreePort();
  await startBucket();
  database = await startExternalPostgres();
  const databaseUrl = await database.createDatabase('jurado');
  const { env, settings } = s3SettingsFor(s3Port, BUCKET);
  server = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });

  const seed = await seedingApp(databaseUrl);
  try {
    const staff = await createUser(seed.app, { role: 'admin' });
    cookie = await signIn(seed.app, staff);
    const owner = await createUser(seed.app, { role: 'participant' });
    const contest = await createContest(seed.app);
    const entry = await createSubmission(seed.app, { contestId: contest.id, userId: owner.id });
    const { rows } = await seed.app.ctx.db.$client.query<{ file_key: string }>(
      'SELECT file_key FROM submissions WHERE id = $1',
      [entry.id],
    );
    await createS3Storage(settings).put(
      imageKeysOf(rows[0].file_key).thumb,
      Buffer.from('RIFF-not-really-webp'),
    );
    thumbUrl = `${server.url}/api/images/${entry.id}/thumb`;
  } finally {
    await seed.close();
  }
}, 180_000);

afterAll(async () => {
  await server?.kill();
  s3?.signal('SIGCONT');
  await s3?.kill();
  await database?.stop();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('object storage down under a running server', { timeout: 120_000 }, () => {
  it('is reported as the storage, not the database, and recovers without a restart', async () => {
    expect((await thumbnail()).status).toBe(200);
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } });

    await stopBucket();
    const down = await thumbnail();
    expect(down).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE', retryAfter: '5' });
    // Readiness probes the bucket at most every 5 s: it turns within that.
    await expect
      .poll(async () => (await readiness()).body, { timeout: 10_000, interval: 500 })
      .toEqual({
        status: 'storage-unavailable',
      });
    expect(server!.lines.some((line) => line.includes('"storage unavailable"'))).toBe(true);
    expect(server!.lines.some((line) => line.includes('database unavailable'))).toBe(false);

    await startBucket();
    await expect.poll(async () => (await thumbnail()).status, { timeout: 15_000, interval: 500 }).toBe(200);
    await expect.poll(async () => (await readiness()).status, { timeout: 10_000, interval: 500 }).toBe(200);
    expect(server!.child.exitCode).toBeNull();
  });

  it('does not hang while the bucket is frozen: 503 within the bounded timeouts, then back', async () => {
    s3!.signal('SIGSTOP');
    try {
      const frozen = await thumbnail();
      expect(frozen).toMatchObject({ status: 503, code: 'STORAGE_UNAVAILABLE' });
      // Two attempts of about 7 s without a byte each (s3-storage.ts), and the SDK's backoff between them.
      expect(frozen.ms).toBeLessThan(18_000);
    } finally {
      s3!.signal('SIGCONT');
    }
    await expect.poll(async () => (await thumbnail()).status, { timeout: 15_000, interval: 500 }).toBe(200);
  });
});
