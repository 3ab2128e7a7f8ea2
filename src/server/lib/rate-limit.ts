import type { FastifyReply, FastifyRequest } from 'fastify';
import { poolOf, type Database } from '../db/client';
import { AppError } from './errors';
import * as repo from './rate-limit.repo';

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
  const pool = poolOf(db);
  const { hits, retry } = await repo.addHit(pool, `${limit.name}:${subject}`, limit.windowSeconds);
  // A new window: forget the keys whose window ended long ago (no cron needed).
  if (hits === 1) await repo.deleteStaleHits(pool);
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
