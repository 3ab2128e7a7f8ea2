import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { sharedBuffersFor, startEmbeddedPostgres, usableMemory } from '../db/embedded';

// The embedded PostgreSQL holds its working set itself (shared_buffers sized to the machine)
// instead of relying on the operating system's file cache.

const GB = 2 ** 30;

it('sizes shared_buffers to an eighth of the memory, between 128 MB and 2 GB', () => {
  expect(sharedBuffersFor(0.5 * GB)).toBe(128);
  expect(sharedBuffersFor(4 * GB)).toBe(512);
  expect(sharedBuffersFor(6 * GB)).toBe(768);
  expect(sharedBuffersFor(24 * GB)).toBe(2048);
  expect(sharedBuffersFor(256 * GB)).toBe(2048);
});

const folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-embedded-settings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("reads the machine's memory within a container's limit", () => {
  expect(usableMemory()).toBeGreaterThan(0);
  expect(usableMemory()).toBeLessThanOrEqual(os.totalmem());
});

it('starts the embedded PostgreSQL with the shared_buffers it is given', async () => {
  const embedded = await startEmbeddedPostgres({
    dataDir: folder,
    database: 'settings',
    sharedBuffersMb: 160,
  });
  const client = new pg.Client({ connectionString: embedded.url });
  try {
    await client.connect();
    const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
    expect(rows[0].shared_buffers).toBe('160MB');
  } finally {
    await client.end();
    await embedded.stop();
  }
}, 120_000);
