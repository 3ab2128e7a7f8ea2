import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { logProblems, startServerProcess, type ServerProcess } from './processes';

/**
 * The embedded PostgreSQL is stopped under a running server (a fast shutdown: SIGINT to the postmaster,
 * as `pg_ctl stop -m fast` sends). The server stays up, answers 503 DATABASE_UNAVAILABLE meanwhile,
 * starts its PostgreSQL again by itself, and serves within seconds: the same way every time.
 */

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jurado-embedded-outage-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);

it('restarts its own PostgreSQL after a fast shutdown, three times in a row, and never exits', async () => {
  server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const url = server.url;
  for (let round = 0; round < 3; round++) {
    const answers: { status: number | 'network error'; code?: string }[] = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        await fetch(`${url}/health/ready`).then(
          async (response) => {
            const body = (await response.json().catch(() => ({}))) as { status?: string };
            answers.push({ status: response.status, code: body.status });
          },
          () => void answers.push({ status: 'network error' }),
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = postmasterPid();
    process.kill(before, 'SIGINT');
    // Within a few seconds a new postmaster runs, and the server serves again.
    await expect
      .poll(() => postmasterPid(), { timeout: 20_000, interval: 100 })
      .toSatisfy((pid: number) => Number.isInteger(pid) && pid !== before);
    await expect
      .poll(async () => (await fetch(`${url}/health/ready`).catch(() => null))?.status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(200);
    loading = false;
    await load;
    expect(server.child.exitCode, `round ${round}`).toBeNull();
    expect(
      answers.some((a) => a.status === 'network error'),
      `round ${round}`,
    ).toBe(false);
    // It was down for a moment (readiness said why), and nothing else went wrong.
    expect(
      answers.some((a) => a.status === 503),
      `round ${round}`,
    ).toBe(true);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.code))).toEqual(
      new Set(['database-unavailable']),
    );
  }
  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(logProblems(server.lines)).toEqual([]);
}, 150_000);
