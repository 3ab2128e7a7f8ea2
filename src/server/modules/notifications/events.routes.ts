import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '../../../contract/common';
import { JUDGE_ROLES } from '../../../domain/roles';
import type { AppContext } from '../../context';
import { canReceiveEvent } from '../../lib/access';
import { callerOf, type SessionUser } from '../../lib/guard';
import type { RealtimeEvent } from '../../lib/realtime';
import { isJudgeOfContest } from './notifications.repo';
import { op } from '../../lib/route';

const HEARTBEAT_MS = 25_000;

/**
 * Which events a stream's caller may receive: admins every one; a judge only events
 * about contests they are assigned to (in any judge slot), never email events. Ids and timing of other
 * contests are not theirs to see. A judge's assignments are read once per contest and read again when
 * that contest changes (an assignment may be what changed).
 */
export function eventFilter(ctx: AppContext, caller: SessionUser) {
  const assigned = new Map<string, boolean>();
  const isAssigned = async (contestId: string) => {
    const known = assigned.get(contestId);
    if (known !== undefined) return known;
    if (!isUuid(contestId)) return false;
    const isJudge = await isJudgeOfContest(ctx.pool, contestId, caller.id);
    assigned.set(contestId, isJudge);
    return isJudge;
  };
  return async (event: RealtimeEvent): Promise<boolean> => {
    // An assignment may be what changed: read it again.
    if (event.type === 'contest-updated') assigned.delete(event.contestId);
    return canReceiveEvent(caller, event, isAssigned);
  };
}

/**
 * GET /api/events: a server-sent event stream of what changed (contest progress, emails), for staff
 * screens that update without reload. Events carry ids only; screens refetch what they may see, and
 * each stream gets only the events its caller may see (eventFilter).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<() => void>();
  // Before the server waits for its requests to end (an open stream never would): browsers reconnect
  // to another instance, or to this one when it is back.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  op(app, 'streamEvents', ['admin', ...JUDGE_ROLES], async (request, reply) => {
    const mayReceive = eventFilter(app.ctx, callerOf(request));
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      vary: 'Cookie',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    // One event at a time, in the order they came, each sent only if the caller may receive it.
    let queue = Promise.resolve();
    const unsubscribe = app.ctx.realtime.subscribe((event) => {
      queue = queue
        .then(async () => {
          if (await mayReceive(event)) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'event not forwarded'));
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
