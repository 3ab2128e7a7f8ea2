import type { Queryable } from '../db/transaction';

/**
 * Adds one hit to `key`'s window, or starts a new window once the last one is over, and reads the new
 * count in the same statement. `retry`: the seconds left in the window.
 */
export async function addHit(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retry: number }> {
  const { rows } = await db.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start + make_interval(secs => $2) <= now() THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start + make_interval(secs => $2) <= now() THEN now() ELSE r.window_start END
     RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS retry`,
    [key, windowSeconds],
  );
  return rows[0];
}

/** Forgets the keys whose window ended more than a day ago. */
export async function deleteStaleHits(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
}
