import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import pino, { type Logger } from 'pino';

/**
 * The server's one log stream: JSON lines (pino) on stdout, from the server, the embedded PostgreSQL
 * (db/embedded.ts) and scripts/start.mjs alike.
 *
 * Every line written while a request is handled carries its id (`reqId`), also lines written through
 * the app-wide logger (ctx.log) by the code a request runs: the id travels in an AsyncLocalStorage.
 */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(level: string): Logger {
  return pino({
    level,
    mixin(_object, _level, logger) {
      const scope = requestScope.getStore();
      // request.log already binds reqId (Fastify); other loggers get it here.
      if (!scope || 'reqId' in logger.bindings()) return {};
      return { reqId: scope.reqId };
    },
  });
}

/** Runs the rest of a request's handling (`next`) with its id in scope: an onRequest hook. */
export function inRequestScope(reqId: string, next: () => void): void {
  requestScope.run({ reqId }, next);
}

// A caller's (a proxy's) request id is kept when it is a plain token; anything else is replaced.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
