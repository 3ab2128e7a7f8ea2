import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isStorageKey, newStorageKey, type Storage } from './storage';

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'jurado-storage-'));
  storage = createLocalStorage(path.join(root, 'uploads'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local storage', () => {
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
    const file = path.join(root, 'received.jpg');
    await writeFile(file, 'original bytes');
    await storage.putFile(key, file);
    expect((await readAll((await storage.getStream(key))!.stream)).toString()).toBe('original bytes');
    await expect(stat(file)).rejects.toThrow();
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
    expect(await readdir(path.join(root, 'uploads', 'photos', 'c2'))).toEqual([]);
  });

  it('makes unguessable keys under the prefix', () => {
    const a = newStorageKey('photos/x', '.png');
    expect(a).toMatch(/^photos\/x\/[0-9a-f]{32}\.png$/);
    expect(newStorageKey('photos/x', '.png')).not.toBe(a);
  });

  it('refuses keys that could leave the root', async () => {
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
