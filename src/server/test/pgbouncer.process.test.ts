import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded';
import { createJudgingWorld, type JudgingWorld } from '../modules/judging/judging.test-support';
import { seedPackage, smallJpeg } from '../modules/submissions/submissions.test-support';
import { startExternalPostgres, type ExternalPostgres } from './external-postgres';
import { createContest, createSubmission } from './factories';
import {
  seedingApp,
  startProcess,
  startServerProcess,
  waitForHttp,
  type ServerProcess,
  type TestProcess,
} from './processes';

/**
 * A real PgBouncer (Debian's package) in transaction mode between a server and PostgreSQL, as
 * docs/deployment.md "Behind PgBouncer" describes: requests and jobs through the pooler, LISTEN and the
 * start-up straight to PostgreSQL. Transaction mode hands each transaction whichever server connection
 * is free, so a named prepared statement made on one is missing on the next: every path must go
 * unnamed there. The judging saves and reads and the upload are run through it, many at once.
 */

const PGBOUNCER = '/usr/sbin/pgbouncer';
// On a developer's machine without the package the test says so and is skipped; CI installs it
// (.ci/run), where a missing PgBouncer fails instead.
const available = existsSync(PGBOUNCER) || Boolean(process.env.CI);

let database: ExternalPostgres | undefined;
let bouncer: TestProcess | undefined;
let server: ServerProcess | undefined;
let world: JudgingWorld;
let entries: string[] = [];
let upload: { cookie: string; contestId: string; packageId: string };
const work = mkdtempSync(path.join(os.tmpdir(), 'jurado-pgbouncer-'));

async function startPgBouncer(postgresPort: number): Promise<{ url: string; process: TestProcess }> {
  const port = await findFreePort();
  writeFileSync(path.join(work, 'users.txt'), '"postgres" ""\n');
  writeFileSync(
    path.join(work, 'pgbouncer.ini'),
    [
      '[databases]',
      `jurado = host=127.0.0.1 port=${postgresPort} dbname=jurado user=postgres`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${work}`,
      'auth_type = trust',
      `auth_file = ${path.join(work, 'users.txt')}`,
      'pool_mode = transaction',
      // Few server connections for many clients: consecutive transactions of one client land on
      // different server connections, which is what breaks named statements.
      'default_pool_size = 4',
      'max_client_conn = 400',
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: as root it runs as the postgres user.
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chownSync(path.join(work, file), uid, gid);
  }
  const args = root
    ? ['-u', 'postgres', path.join(work, 'pgbouncer.ini')]
    : [path.join(work, 'pgbouncer.ini')];
  const process_ = startProcess(PGBOUNCER, args, { cwd: work });
  const url = `postgres://postgres@127.0.0.1:${port}/jurado`;
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (i > 100) {
        throw new Error(`PgBouncer did not start:\n${process_.lines.join('\n')}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, process: process_ };
}

describe.skipIf(!available)('behind PgBouncer in transaction mode', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    database = await startExternalPostgres();
    const direct = await database.createDatabase('jurado');
    const pooled = await startPgBouncer(Number(new URL(database.url).port));
    bouncer = pooled.process;
    server = await startServerProcess({
      DATABASE_URL: pooled.url,
      DATABASE_DIRECT_URL: direct,
      DATA_DIR: path.join(work, 'data'),
    });

    const seed = await seedingApp(direct);
    try {
      world = await createJudgingWorld(seed.app);
      const contestId = world.photoContest;
      entries = [];
      for (let i = 0; i < 12; i++) {
        const entry = await createSubmission(seed.app, {
          contestId,
          userId: world.participant.user.id,
          preFilterStatus: 'approved',
        });
        entries.push(entry.id);
      }
      const open = await createContest(seed.app);
      upload = {
        cookie: world.participant.cookie,
        contestId: open.id,
        packageId: await seedPackage(seed.app, 'photo', 2),
      };
    } finally {
      await seed.close();
    }
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    await bouncer?.kill();
    await database?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const call = (route: string, cookie: string, init: RequestInit = {}) =>
    fetch(`${server!.url}${route}`, {
      ...init,
      headers: { cookie, origin: server!.url, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });

  it('saves scores from two judges at once, many times over, and reads the grids', async () => {
    const judges = [world.judges.photo_judge_1.cookie, world.judges.photo_judge_2.cookie];
    const saves = await Promise.all(
      Array.from({ length: 3 }, (_, round) =>
        entries.flatMap((id, i) =>
          judges.map((cookie, j) =>
            call(`/api/judge/submissions/${id}/score`, cookie, {
              method: 'PUT',
              body: JSON.stringify({ score: ((i + j + round) % 10) + 1 }),
            }).then(async (res) => ({ status: res.status, body: await res.text() })),
          ),
        ),
      ).flat(),
    );
    const failed = saves.filter((s) => s.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    expect(saves).toHaveLength(3 * entries.length * 2);

    for (const cookie of judges) {
      const lists = await Promise.all(
        Array.from({ length: 10 }, () =>
          call(`/api/judge/photo/submissions?contestId=${world.photoContest}`, cookie),
        ),
      );
      expect(lists.map((res) => res.status)).toEqual(Array(10).fill(200));
    }
  });

  it('takes an upload', async () => {
    const form = new FormData();
    form.set('packageId', upload.packageId);
    form.set('currency', 'BRL');
    form.set('paymentConfirmed', 'true');
    form.set('file', new Blob([new Uint8Array(await smallJpeg())], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${server!.url}/api/participant/contests/${upload.contestId}/photos`, {
      method: 'POST',
      headers: { cookie: upload.cookie, origin: server!.url },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await waitForHttp(`${server!.url}/health/ready`)).status).toBe(200);
    expect(server!.lines.filter((line) => /prepared statement/i.test(line))).toEqual([]);
  });
});

if (!available) {
  it.skip(`needs PgBouncer (${PGBOUNCER}): apt-get install pgbouncer`, () => undefined);
}
