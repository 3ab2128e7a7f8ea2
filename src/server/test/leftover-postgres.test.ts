import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopLeftoverPostgres } from '../db/embedded';
import { logProblems, startServerProcess, type ServerProcess } from './processes';

/**
 * issue 11.14: after `kill -9` of the server (or the out-of-memory killer) its embedded PostgreSQL,
 * which runs in a session of its own, is still running on the data folder. The next `npm start` must
 * stop it safely and start, or say clearly why it cannot.
 */

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-leftover-'));
const servers: ServerProcess[] = [];
const postmasters: number[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.kill()));
  // Should the test fail half-way, the killed server's PostgreSQL is not left behind.
  for (const pid of postmasters.filter(isAlive)) process.kill(pid, 'SIGINT');
  rmSync(folder, { recursive: true, force: true });
});

describe('a PostgreSQL left running by a killed server', () => {
  it('is stopped by the next start, which then serves', async () => {
    const dataDir = path.join(folder, 'data');
    const first = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    servers.push(first);
    const postmaster = Number(readFileSync(path.join(dataDir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]);
    postmasters.push(postmaster);
    first.signal('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(isAlive(postmaster)).toBe(true);

    const second = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    servers.push(second);
    expect(second.lines.some((line) => line.includes('left running on this data folder'))).toBe(true);
    expect(isAlive(postmaster)).toBe(false);
    expect((await fetch(`${second.url}/health/ready`)).status).toBe(200);
    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(logProblems(second.lines)).toEqual([]);
  }, 150_000);

  it('is not touched when postmaster.pid names another program: a real error says what to do', async () => {
    const cluster = path.join(folder, 'other');
    mkdirSync(cluster);
    // This test's own process: alive, and not a PostgreSQL working in that folder.
    writeFileSync(path.join(cluster, 'postmaster.pid'), `${process.pid}\n${cluster}\n`);
    const quiet = { info() {}, warn() {}, error() {} };
    await expect(stopLeftoverPostgres(cluster, quiet)).rejects.toThrow(
      /names process \d+, which is not this data folder's PostgreSQL.*remove .*postmaster\.pid/,
    );
  });
});
