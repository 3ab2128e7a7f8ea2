import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { saveEntry } from './scoring';

// The saves of an entry as TanStack Query mutations in the entry's scope (saveEntry), run by a real
// QueryClient: what the judges' viewer relies on when a score is changed before the last one is saved.

function createSaveQueue() {
  const queryClient = new QueryClient();
  return <T>(id: string, save: () => Promise<T>) => saveEntry(queryClient, id, save);
}

/** A save that finishes when the test says so. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the saves of an entry', () => {
  it('runs the saves of one entry one after the other, in order', async () => {
    const enqueue = createSaveQueue();
    const started: string[] = [];
    const first = deferred<number>();
    const a = enqueue('e1', () => (started.push('first'), first.promise));
    const b = enqueue('e1', () => (started.push('second'), Promise.resolve(2)));
    await settle();
    expect(started).toEqual(['first']);
    first.resolve(1);
    expect(await a).toBe(1);
    expect(await b).toBe(2);
    expect(started).toEqual(['first', 'second']);
  });

  it('runs saves of different entries at once', async () => {
    const enqueue = createSaveQueue();
    const started: string[] = [];
    const slow = deferred<void>();
    void enqueue('e1', () => (started.push('e1'), slow.promise));
    const other = enqueue('e2', () => (started.push('e2'), Promise.resolve('done')));
    expect(await other).toBe('done');
    expect(started).toEqual(['e1', 'e2']);
    slow.resolve();
  });

  it('still runs the next save of an entry after one failed, and reports each failure to its caller', async () => {
    const enqueue = createSaveQueue();
    const failing = enqueue('e1', () => Promise.reject(new Error('offline')));
    const next = enqueue('e1', () => Promise.resolve('saved'));
    await expect(failing).rejects.toThrow('offline');
    expect(await next).toBe('saved');
  });

  it('lets the last save of an entry be the one that sticks', async () => {
    const enqueue = createSaveQueue();
    let stored = 0;
    const first = deferred<void>();
    const saves = [
      enqueue('e1', async () => {
        await first.promise;
        stored = 5;
      }),
      enqueue('e1', async () => {
        stored = 8;
      }),
    ];
    first.resolve();
    await Promise.all(saves);
    expect(stored).toBe(8);
  });
});
