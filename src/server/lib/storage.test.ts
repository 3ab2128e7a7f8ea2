import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { createS3Client, createS3Storage } from './s3-storage';
import { createLocalStorage, isStorageKey, newStorageKey, type Storage } from './storage';

let root: string;
let s3: TestS3Server;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jurado-storage-'));
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await rm(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream of `total` bytes in 1 MB chunks, made as it is read (never one buffer of the whole). */
function generated(total: number, seed: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      const size = Math.min(1024 * 1024, total - sent);
      this.push(Buffer.alloc(size, (seed + sent / (1024 * 1024)) % 251));
      sent += size;
    },
  });
}

// The contract every Storage keeps, run against each implementation.
const backends: { name: string; make: () => Storage }[] = [
  { name: 'local disk', make: () => createLocalStorage(path.join(root, 'uploads')) },
  { name: 'S3 API (s3rver)', make: () => createS3Storage(s3.settings) },
];

describe.each(backends)('storage contract: $name', ({ make }) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('stores, reads, tells existence and deletes by key', async () => {
    const key = newStorageKey('photos/c1', '.jpg');
    await storage.put(key, Buffer.from('bytes'));
    expect(await storage.exists(key)).toBe(true);
    const stored = await storage.getStream(key);
    expect(stored?.bytes).toBe(5);
    expect((await readAll(stored!.stream)).toString()).toBe('bytes');
    await storage.delete([key, 'photos/c1/missing.jpg']);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.getStream(key)).toBeNull();
  });

  it('takes a local file over under a key', async () => {
    const key = newStorageKey('photos/c3', '.jpg');
    const file = path.join(root, `received-${randomBytes(4).toString('hex')}.jpg`);
    await writeFile(file, 'original bytes');
    await storage.putFile(key, file);
    expect((await readAll((await storage.getStream(key))!.stream)).toString()).toBe('original bytes');
    await expect(stat(file)).rejects.toThrow();
  });

  it('streams a 21 MB original in and out unchanged', async () => {
    const key = newStorageKey('photos/c4', '.jpg');
    const total = 21 * 1024 * 1024 + 123;
    await storage.put(key, generated(total, 7));
    const stored = await storage.getStream(key);
    expect(stored?.bytes).toBe(total);
    expect(sha256(await readAll(stored!.stream))).toBe(sha256(await readAll(generated(total, 7))));
    await storage.delete([key]);
  });

  it('leaves nothing under the key when the stream fails half-way', async () => {
    const key = newStorageKey('photos/c2', '.jpg');
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes many keys in one call', async () => {
    const keys = Array.from({ length: 40 }, () => newStorageKey('photos/c5', '.webp'));
    await Promise.all(keys.map((key) => storage.put(key, Buffer.from(key))));
    await storage.delete(keys);
    expect(await Promise.all(keys.map((key) => storage.exists(key)))).toEqual(keys.map(() => false));
  });

  it('refuses keys that could leave the root', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x', '/etc/passwd', 'photos//x', 'Photos/x']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.getStream(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete([key])).rejects.toThrow(/Invalid storage key/);
    }
  });
});

describe('local storage', () => {
  it('leaves no partial file beside the key when the stream fails', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    const key = newStorageKey('photos/c6', '.jpg');
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put(key, failing)).rejects.toThrow('connection reset');
    expect(await readdir(path.join(root, 'uploads', 'photos', 'c6'))).toEqual([]);
  });

  it('makes unguessable keys under the prefix', () => {
    const a = newStorageKey('photos/x', '.png');
    expect(a).toMatch(/^photos\/x\/[0-9a-f]{32}\.png$/);
    expect(newStorageKey('photos/x', '.png')).not.toBe(a);
  });

  it('refuses keys that could leave the root', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    for (const key of [
      '../etc/passwd',
      'photos/../../x',
      '/etc/passwd',
      'photos//x',
      'photos/./x',
      'a\\b',
      'C:x',
      '',
      '.hidden',
      'Photos/x',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.getStream(key)).rejects.toThrow(/Invalid storage key/);
    }
    await expect(readFile(path.join(root, 'x'))).rejects.toThrow();
  });
});

describe('S3 storage', () => {
  it('is refused by the server when signed with the wrong secret', async () => {
    const settings = { ...s3.settings, secretAccessKey: 'not-the-secret' };
    const storage = createS3Storage(settings, createS3Client(settings));
    await expect(storage.put(newStorageKey('photos/c7', '.jpg'), Buffer.from('x'))).rejects.toThrow(
      /signature/i,
    );
  });
});
