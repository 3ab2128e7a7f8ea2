import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeysOf } from '../lib/images';
import { createS3Storage } from '../lib/s3-storage';
import type { Storage } from '../lib/storage';
import { createContest, createSubmission, createUser } from '../test/factories';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createEmptyDatabase } from '../test/server-processes';
import { createTestApp, type TestApp } from '../test/test-app';
import { createBackup } from './backup';
import { MISSING_OBJECTS_FILE, restoreBackup } from './restore';

// An install on object storage: the backup holds the database and the list of objects its rows refer
// to; the restore checks the bucket for each of them and says exactly what is missing.

let t: TestApp;
let s3: TestS3Server;
let bucket: Storage;
let work: string;
const keys: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Storage(s3.settings);
  t = await createTestApp();
  work = await mkdtemp(path.join(os.tmpdir(), 'jurado-backup-objects-'));
  const owner = await createUser(t.app);
  const contest = await createContest(t.app);
  for (let i = 0; i < 3; i++) {
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: owner.id });
    const { rows } = await t.db.$client.query<{ file_key: string }>(
      'SELECT file_key FROM submissions WHERE id = $1',
      [entry.id],
    );
    keys.push(rows[0].file_key);
  }
  // A film has no stored object.
  await createSubmission(t.app, {
    contestId: contest.id,
    userId: owner.id,
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  });
  for (const key of keys) {
    await bucket.put(imageKeysOf(key).original, Buffer.from('original'));
    await bucket.put(imageKeysOf(key).thumb, Buffer.from('thumb'));
  }
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a backup of an install on object storage', () => {
  it('lists the objects its rows refer to, and the restore checks the bucket for each one', async () => {
    const file = path.join(work, 'backup.tar.gz');
    const manifest = await createBackup({
      databaseUrl: t.databaseUrl,
      dataDir: path.join(work, 'source'),
      uploadsDir: null,
      file,
    });
    // Each photo's original and thumbnail; the film has none.
    expect(manifest.objects).toEqual({ count: 6 });

    // The bucket lost one photo's original since (deleted, or a bucket restored from an older state).
    const lost = imageKeysOf(keys[1]).original;
    await bucket.delete([lost]);

    const lines: string[] = [];
    const dataDir = path.join(work, 'restored');
    const restored = await restoreBackup({
      databaseUrl: await createEmptyDatabase(),
      dataDir,
      uploadsDir: null,
      file,
      storage: bucket,
      log: (line) => lines.push(line),
    });
    expect(restored.objectCheck).toEqual({
      checked: 6,
      missing: [lost],
      reportFile: path.join(dataDir, MISSING_OBJECTS_FILE),
    });
    expect(lines.join('\n')).toContain('1 of 6 object(s) the database refers to are MISSING');
    expect(lines).toContain(`  ${lost}`);
    expect(await readFile(path.join(dataDir, MISSING_OBJECTS_FILE), 'utf8')).toBe(`${lost}\n`);
  });

  it('says all is there when it is', async () => {
    const file = path.join(work, 'complete.tar.gz');
    await createBackup({
      databaseUrl: t.databaseUrl,
      dataDir: path.join(work, 'source'),
      uploadsDir: null,
      file,
    });
    await bucket.put(imageKeysOf(keys[1]).original, Buffer.from('original again'));
    const lines: string[] = [];
    const restored = await restoreBackup({
      databaseUrl: await createEmptyDatabase(),
      dataDir: path.join(work, 'restored-complete'),
      uploadsDir: null,
      file,
      storage: bucket,
      log: (line) => lines.push(line),
    });
    expect(restored.objectCheck).toMatchObject({ checked: 6, missing: [] });
    expect(lines).toContain('All 6 object(s) are in the storage.');
  });
});
