import type pg from 'pg';
import { imageKeysOf } from '../lib/images';
import type { Storage } from '../lib/storage';
import { listFileKeys } from './backup.repo';

/**
 * The storage keys the database refers to and a server cannot make again: each photo's original and
 * its thumbnail (the preview and the zoom rendition are made again from the original when missing).
 */
export async function referencedObjectKeys(client: pg.ClientBase): Promise<string[]> {
  return (await listFileKeys(client)).flatMap((key) => {
    const keys = imageKeysOf(key);
    return [keys.original, keys.thumb];
  });
}

const CHECKS_AT_ONCE = 16;

/** The keys the storage does not have, in the order given; asks `CHECKS_AT_ONCE` at a time. */
export async function missingObjects(storage: Storage, keys: readonly string[]): Promise<string[]> {
  const missing = new Set<string>();
  for (let start = 0; start < keys.length; start += CHECKS_AT_ONCE) {
    const batch = keys.slice(start, start + CHECKS_AT_ONCE);
    const found = await Promise.all(batch.map((key) => storage.exists(key)));
    batch.forEach((key, index) => {
      if (!found[index]) missing.add(key);
    });
  }
  return keys.filter((key) => missing.has(key));
}
