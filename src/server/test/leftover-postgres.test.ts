import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { stopLeftoverPostgres } from '../db/embedded';

// A leftover PostgreSQL is stopped by the next start (lifecycle.process.test.ts, after kill -9);
// a postmaster.pid naming anything else is left alone, with an error that says what to do.

const folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-leftover-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("leaves a process that is not this cluster's PostgreSQL alone: a real error says what to do", async () => {
  mkdirSync(path.join(folder, 'pg'));
  const cluster = path.join(folder, 'pg');
  // This test's own process: alive, and not a PostgreSQL working in that folder.
  writeFileSync(path.join(cluster, 'postmaster.pid'), `${process.pid}\n${cluster}\n`);
  const quiet = { info() {}, warn() {}, error() {} };
  await expect(stopLeftoverPostgres(cluster, quiet)).rejects.toThrow(
    /names process \d+, which is not this data folder's PostgreSQL.*remove .*postmaster\.pid/,
  );
});

it('ignores a stale postmaster.pid naming no live process (PostgreSQL removes it itself)', async () => {
  const cluster = path.join(folder, 'stale');
  mkdirSync(cluster);
  writeFileSync(path.join(cluster, 'postmaster.pid'), `2147483646\n${cluster}\n`);
  await expect(stopLeftoverPostgres(cluster, { info() {}, warn() {}, error() {} })).resolves.toBeUndefined();
});
