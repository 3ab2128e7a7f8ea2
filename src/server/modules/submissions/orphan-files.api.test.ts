import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeysOf } from '../../lib/images';
import { createS3Storage } from '../../lib/s3-storage';
import { createLocalStorage, newStorageKey, type Storage } from '../../lib/storage';
import { createContest, createSubmission, createUser } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueDataDir } from './submissions.test-support';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-files';

// The hourly sweep deletes stored files no entry refers to, once older than a day, and nothing else.

let t: TestApp;
let s3: TestS3Server;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: uniqueDataDir() } });
  s3 = await startS3Server('jurado-sweep', { allowMismatchedSignatures: true });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const DAY_AND_HOUR = ORPHAN_GRACE_MS + 60 * 60 * 1000;

/** Stores the keys with a few bytes each. */
async function store(storage: Storage, keys: string[]) {
  for (const key of keys) await storage.put(key, Buffer.from(key));
}

/** A contest with one entry whose photo is stored, and stored files no entry refers to. */
async function world(storage: Storage) {
  const owner = await createUser(t.app);
  const contest = await createContest(t.app);
  const entry = await createSubmission(t.app, { contestId: contest.id, userId: owner.id });
  const kept = newStorageKey(`photos/${contest.id}`, '.jpg');
  await t.db.$client.query('UPDATE submissions SET file_key = $2 WHERE id = $1', [entry.id, kept]);
  const keptKeys = [kept, imageKeysOf(kept).thumb, imageKeysOf(kept).preview];
  // An upload whose server died before its row was written; a withdrawn entry's renditions left over.
  const lost = newStorageKey(`photos/${contest.id}`, '.jpg');
  const withdrawn = newStorageKey(`photos/${contest.id}`, '.png');
  const orphans = [
    lost,
    imageKeysOf(lost).thumb,
    imageKeysOf(withdrawn).preview,
    imageKeysOf(withdrawn).large,
  ];
  // Files of a contest that was deleted; and keys no server of ours makes (left alone).
  const goneContest = newStorageKey(`photos/${randomUUID()}`, '.jpg');
  const foreign = ['photos/not-a-contest/readme.jpg'];
  await store(storage, [...keptKeys, ...orphans, goneContest, ...foreign]);
  return { keptKeys, orphans: [...orphans, goneContest], foreign };
}

async function present(storage: Storage, keys: string[]) {
  return (await Promise.all(keys.map((key) => storage.exists(key)))).every(Boolean);
}

describe('the storage sweep', () => {
  it('deletes files no entry refers to once older than a day, on disk', async () => {
    const storage = createLocalStorage(t.config.uploadsDir);
    const w = await world(storage);
    // A day has not passed: nothing goes.
    expect((await sweepOrphanFiles({ db: t.db, storage })).deleted).toBe(0);
    expect(await present(storage, [...w.keptKeys, ...w.orphans, ...w.foreign])).toBe(true);

    // One orphan was written just now (its upload may still be finishing): it stays.
    const later = new Date(Date.now() + DAY_AND_HOUR);
    const young = w.orphans[0];
    await utimes(path.join(t.config.uploadsDir, young), later, later);
    const result = await sweepOrphanFiles({ db: t.db, storage }, later);
    expect(result.deleted).toBe(w.orphans.length - 1);
    expect(await storage.exists(young)).toBe(true);
    for (const key of w.orphans.slice(1)) expect(await storage.exists(key), key).toBe(false);
    expect(await present(storage, [...w.keptKeys, ...w.foreign])).toBe(true);
  });

  it('does the same in a bucket', async () => {
    const storage = createS3Storage(s3.settings);
    const w = await world(storage);
    const result = await sweepOrphanFiles({ db: t.db, storage }, new Date(Date.now() + DAY_AND_HOUR));
    expect(result.deleted).toBe(w.orphans.length);
    for (const key of w.orphans) expect(await storage.exists(key), key).toBe(false);
    expect(await present(storage, [...w.keptKeys, ...w.foreign])).toBe(true);
  });
});
