import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, newStorageKey, type Storage } from './storage';
import { copyUploadsToS3 } from './storage-copy';

let s3: TestS3Server;
let dataDir: string;
let uploads: string;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'jurado-copy-'));
  uploads = path.join(dataDir, 'uploads');
  bucket = createS3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function text(storage: Storage, key: string): Promise<string | null> {
  const stored = await storage.getStream(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe('copying a local install to a bucket', () => {
  it('copies every stored file once, resumes after an interruption, and leaves strays out', async () => {
    const disk = createLocalStorage(uploads);
    const keys = [
      newStorageKey('photos/aaa', '.jpg'),
      newStorageKey('photos/aaa', '.jpg'),
      newStorageKey('photos/bbb', '.png'),
    ];
    for (const key of keys) await disk.put(key, Buffer.from(`bytes of ${key}`));
    // A temporary file of an interrupted write, and a file nobody stored: neither is a key.
    await writeFile(path.join(uploads, 'photos', 'aaa', '.0123abcd.part'), 'half');
    await writeFile(path.join(uploads, 'README.TXT'), 'notes');

    const first = await copyUploadsToS3(uploads, s3.settings);
    expect(first).toMatchObject({ copied: 3, skipped: 0 });
    expect(first.ignored.sort()).toEqual(['README.TXT', 'photos/aaa/.0123abcd.part']);
    for (const key of keys) expect(await text(bucket, key)).toBe(`bytes of ${key}`);
    // Still on disk: the install keeps working until it is switched over.
    expect(await readFile(path.join(uploads, ...keys[0].split('/')), 'utf8')).toBe(`bytes of ${keys[0]}`);

    const again = await copyUploadsToS3(uploads, s3.settings);
    expect(again).toMatchObject({ copied: 0, skipped: 3, bytes: 0 });

    // An interrupted run: one object never made it, another is not the file's (a different size).
    await bucket.delete([keys[1]]);
    await bucket.put(keys[2], Buffer.from('x'));
    const resumed = await copyUploadsToS3(uploads, s3.settings);
    expect(resumed).toMatchObject({ copied: 2, skipped: 1 });
    expect(await text(bucket, keys[1])).toBe(`bytes of ${keys[1]}`);
    expect(await text(bucket, keys[2])).toBe(`bytes of ${keys[2]}`);
  });

  it('runs as `npm run storage:copy-to-s3` with the server environment', async () => {
    const key = newStorageKey('photos/ccc', '.webp');
    await createLocalStorage(uploads).put(key, Buffer.from('from the command'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--no-warnings', '--import', 'tsx', 'src/server/commands/storage-copy-to-s3.ts'],
      { env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, ...s3.env } },
    );
    expect(stdout).toMatch(/Done: 1 files copied .*, 3 already in the bucket/);
    expect(await text(bucket, key)).toBe('from the command');
  });

  it('refuses to run without a bucket', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--no-warnings', '--import', 'tsx', 'src/server/commands/storage-copy-to-s3.ts'],
      { env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, S3_BUCKET: '' } },
    );
    await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/Set S3_BUCKET/) });
  });
});
