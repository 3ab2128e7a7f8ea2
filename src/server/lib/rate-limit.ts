import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { AppError } from './errors';

/**
 * Limits shared by every server instance: hits are counted in PostgreSQL per key, in a window that
 * starts at the key's first request (not at the clock's round minutes, where a burst could straddle
 * two windows and get twice the allowance). Each request adds one, or starts a new window once the
 * last one is over, and reads the new count in the same statement, so concurrent requests (on one
 * server or many) can never all slip under the limit.
 */
export type RateLimit = { name: string; max: number; windowSeconds: number };

/** Adds one hit; returns the seconds to wait when this one is over the limit, else 0. */
export async function hitRateLimit(db: Database, limit: RateLimit, subject: string): Promise<number> {
  const { rows } = await db.$client.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start + make_interval(secs => $2) <= now() THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start + make_interval(secs => $2) <= now() THEN now() ELSE r.window_start END
     RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS retry`,
    [`${limit.name}:${subject}`, limit.windowSeconds],
  );
  const { hits, retry } = rows[0];
  // A new window: forget the keys whose window ended long ago (no cron needed).
  if (hits === 1) {
    await db.$client.query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 day'`);
  }
  return hits > limit.max ? Math.max(retry, 1) : 0;
}

/** A preHandler refusing the caller's address with 429 past the limit. */
export function rateLimitByAddress(db: Database, limit: RateLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = await hitRateLimit(db, limit, request.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('TOO_MANY_REQUESTS', 'Too many requests');
    }
  };
}
