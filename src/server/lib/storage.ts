import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are made by the server (`newStorageKey`), never taken from a
 * request, and look like relative paths ('photos/<contest>/<random>.jpg'). The local-disk
 * implementation below is the default; `s3-storage.ts` keeps the same keys in an S3-compatible bucket
 * (S3_BUCKET). Both pass one contract test (storage.test.ts).
 */
export type Storage = {
  /** Stores the bytes under the key; readers never see a half-written file. */
  put(key: string, body: Buffer | Readable): Promise<void>;
  /**
   * Stores a local file under the key, taking it over: the file may be moved, so the caller must not
   * use it afterwards. On one file system this is a rename, not a copy of a 20 MB original.
   */
  putFile(key: string, file: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  getStream(key: string): Promise<{ stream: Readable; bytes: number } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the keys; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Whether the storage answers now (a cheap probe for readiness); never throws. */
  isReachable(): Promise<boolean>;
  /** Every stored key under the prefix, with when it was last written (for the orphan sweep). */
  list(prefix: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
};

/**
 * The storage cannot be reached right now (the S3 server is down, frozen or refusing): not the
 * database, not a bug. The API answers 503 STORAGE_UNAVAILABLE with Retry-After, and the next request
 * tries again (no restart needed).
 */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(cause: unknown) {
    super(`storage unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

// Lower-case letters, digits, '-', '_' and '.', in '/'-separated segments, none of them '.' or '..':
// a key can never climb out of the storage root nor name an absolute path.
const KEY_PATTERN = /^[a-z0-9_-][a-z0-9._-]*(\/[a-z0-9_-][a-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

/** A fresh key under `prefix` (itself server-made): 128 random bits, so keys cannot be guessed. */
export function newStorageKey(prefix: string, extension: string): string {
  const key = `${prefix}/${randomBytes(16).toString('hex')}${extension}`;
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function createLocalStorage(root: string): Storage {
  const base = path.resolve(root);

  function resolveKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(base, ...key.split('/'));
    // Belt and braces: the pattern already forbids '..', but never trust a single check with paths.
    if (!full.startsWith(base + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  }

  return {
    async put(key, body) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write beside the target and rename: a crash or an aborted stream never leaves a partial
      // file under the real key, and the temporary name cannot match any key (it starts with '.').
      const temporary = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.part`);
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putFile(key, file) {
      const target = resolveKey(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(file, target);
        return;
      } catch (error) {
        // Another file system (a tmpfs /tmp): copy beside the target, then rename, as put() does.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      }
      const temporary = path.join(path.dirname(target), `.${randomBytes(8).toString('hex')}.part`);
      try {
        await copyFile(file, temporary);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async getStream(key) {
      const target = resolveKey(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), bytes: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(resolveKey(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(keys) {
      await Promise.all(keys.map((key) => rm(resolveKey(key), { force: true })));
    },

    async *list(prefix) {
      const folder = path.join(base, ...prefix.split('/').filter(Boolean));
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        // Half-written files ('.…part') are no keys.
        if (!entry.isFile() || entry.name.startsWith('.')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (!info) continue;
        yield { key: path.relative(base, full).split(path.sep).join('/'), modifiedAt: info.mtime };
      }
    },

    async isReachable() {
      try {
        await mkdir(base, { recursive: true });
        await access(base, constants.R_OK | constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
  };
}
