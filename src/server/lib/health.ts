import type { FastifyInstance } from 'fastify';
import { responses } from '../../contract/common';
import { liveSchema, notReadySchema, readySchema } from '../../contract/system';
import { pingDatabase } from './health.repo';

/** What the health checks report about this process; main.ts sets `draining` on SIGTERM/SIGINT. */
export type Lifecycle = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

const READY_QUERY_TIMEOUT_MS = 2_000;

/**
 * GET /health/live: the process is up and answering (for a supervisor's restart decision).
 * GET /health/ready: this instance should get traffic: not draining, and its database answers
 * and its file storage answer (for a load balancer). Both public, never cached, cheap: one `SELECT 1` on
 * a pooled connection, and the storage's own probe (cached a few seconds).
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false });
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/health/live',
    { config: { access: 'public' }, logLevel: 'warn', schema: { response: responses({ 200: liveSchema }) } },
    async (_request, reply) => reply.headers(noStore).send({ status: 'live' }),
  );

  const readyResponses = responses({ 200: readySchema, 503: notReadySchema });
  app.get(
    '/health/ready',
    { config: { access: 'public' }, logLevel: 'warn', schema: { response: readyResponses } },
    async (_request, reply) => {
      reply.headers(noStore);
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining' });
      try {
        await pingDatabase(app.ctx.pool, READY_QUERY_TIMEOUT_MS);
      } catch {
        return reply.status(503).send({ status: 'database-unavailable' });
      }
      // Cached by the storage for a few seconds: a balancer asking every second costs the bucket little.
      if (!(await app.ctx.storage.isReachable()))
        return reply.status(503).send({ status: 'storage-unavailable' });
      return reply.send({ status: 'ready' });
    },
  );
}
