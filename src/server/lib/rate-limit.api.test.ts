import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../db/client';
import { createTestDatabase } from '../test/test-app';
import { hitRateLimit } from './rate-limit';

// The shared limiter on a real PostgreSQL: a window starts at a key's first request, so a run of
// requests is counted the same whatever the clock says (a window aligned to round minutes let a burst
// straddling 06:20:00 through with twice the allowance, and made a CI run fail).
let db: Database;
beforeAll(async () => {
  db = connectDatabase(await createTestDatabase(), { max: 20 });
});
afterAll(async () => {
  await db.$client.end();
});

const limit = { name: 'test', max: 3, windowSeconds: 600 };

describe('hitRateLimit', () => {
  it('allows max requests in a window, then asks to wait until the window started by the first one ends', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) waits.push(await hitRateLimit(db, limit, '192.0.2.1'));
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    for (const wait of waits.slice(3)) {
      expect(wait).toBeGreaterThan(590);
      expect(wait).toBeLessThanOrEqual(600);
    }
    // Another subject, and the same subject under another limit's name, have their own allowance.
    expect(await hitRateLimit(db, limit, '192.0.2.2')).toBe(0);
    expect(await hitRateLimit(db, { ...limit, name: 'other' }, '192.0.2.1')).toBe(0);
  });

  it('starts a new window, with a full allowance, once the last one is over', async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(db, limit, '192.0.2.3');
    expect(await hitRateLimit(db, limit, '192.0.2.3')).toBeGreaterThan(0);
    // Nine minutes later the window still holds; eleven minutes later it is over.
    await db.$client.query(
      `UPDATE rate_limit_hits SET window_start = now() - interval '9 minutes' WHERE key = $1`,
      ['test:192.0.2.3'],
    );
    const late = await hitRateLimit(db, limit, '192.0.2.3');
    expect(late).toBeGreaterThan(50);
    expect(late).toBeLessThanOrEqual(60);
    await db.$client.query(
      `UPDATE rate_limit_hits SET window_start = now() - interval '11 minutes' WHERE key = $1`,
      ['test:192.0.2.3'],
    );
    expect([
      await hitRateLimit(db, limit, '192.0.2.3'),
      await hitRateLimit(db, limit, '192.0.2.3'),
      await hitRateLimit(db, limit, '192.0.2.3'),
    ]).toEqual([0, 0, 0]);
    expect(await hitRateLimit(db, limit, '192.0.2.3')).toBeGreaterThan(590);
  });

  it('lets exactly max of many concurrent requests through', async () => {
    const waits = await Promise.all(Array.from({ length: 15 }, () => hitRateLimit(db, limit, '192.0.2.4')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it('forgets keys whose window ended more than a day ago when a window starts', async () => {
    await hitRateLimit(db, limit, '192.0.2.5');
    await db.$client.query(
      `UPDATE rate_limit_hits SET window_start = now() - interval '2 days' WHERE key = $1`,
      ['test:192.0.2.5'],
    );
    await hitRateLimit(db, limit, '192.0.2.6');
    const { rows } = await db.$client.query('SELECT 1 FROM rate_limit_hits WHERE key = $1', [
      'test:192.0.2.5',
    ]);
    expect(rows).toHaveLength(0);
  });
});
