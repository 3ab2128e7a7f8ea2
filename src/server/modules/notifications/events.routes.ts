import type { FastifyPluginAsync } from 'fastify';
import { JUDGE_ROLES } from '../../../domain/roles';
import { callerOf } from '../../lib/guard';

const HEARTBEAT_MS = 25_000;

/**
 * GET /api/events: a server-sent event stream of what changed (contest progress, emails), for staff
 * screens that update without reload. Events carry ids only; screens refetch what they may see.
 */
export const eventsRoutes: FastifyPluginAsync = async (app) => {
  const openStreams = new Set<() => void>();
  // Before the server waits for its requests to end (an open stream never would): browsers reconnect
  // to another instance, or to this one when it is back.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  app.get('/api/events', { config: { access: ['admin', ...JUDGE_ROLES] } }, async (request, reply) => {
    callerOf(request);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = app.ctx.realtime.subscribe((event) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    openStreams.add(end);
    request.raw.on('close', close);
  });
};
