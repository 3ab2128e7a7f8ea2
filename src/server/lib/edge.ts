import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findUnsafeInput, INPUT_MAX_DEPTH } from '../../domain/input-edges';
import type { Access } from './guard';
import { AppError } from './errors';

/**
 * Checks every request meets before any route sees it: where a state-changing request comes
 * from, what its input may contain, and how its answer may be cached. One place, so a new route is
 * covered without doing anything.
 */

export type RouteInfo = { method: string; url: string; access: Access | undefined; hasBody: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, as found at start-up (tests iterate over it). */
    routeList: RouteInfo[];
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin a request says it comes from: the Origin header, else the origin of the Referer. */
export function requestOrigin(headers: FastifyRequest['headers']): string | null {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? null : origin;
  const referer = headers.referer;
  if (typeof referer !== 'string' || referer === '') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

export const untrustedOrigin = () =>
  new AppError('UNTRUSTED_ORIGIN', 'This request did not come from the address Jurado is served at');

function fieldKey(path: readonly (string | number)[], source: string): string {
  return path.length === 0 ? source : path.join('.');
}

/** Where payment providers send their signed notifications (no browser, so no Origin). */
export const WEBHOOKS_PREFIX = '/api/payments/webhooks/';

export function registerEdge(app: FastifyInstance, options: { trustedOrigins: readonly string[] }): void {
  const trusted = new Set(options.trustedOrigins);

  app.decorate('routeList', [] as RouteInfo[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeList.push({
        method,
        url: route.url,
        access: route.config?.access,
        hasBody: Boolean(route.schema?.body),
      });
    }
  });

  // Cross-site request forgery: a state-changing API request must say it comes from one of the
  // addresses the app is served at (Origin, or the Referer's origin when a browser leaves Origin out).
  // Neither, or "null" (a sandboxed frame, a file: page), is refused as well: the only clients of the
  // API are Jurado's own pages, and every browser sends Origin with a POST/PUT/PATCH/DELETE fetch.
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    // A payment provider's notification comes from its servers, not a browser: no Origin, and no
    // cookie to forge either. Its signature is checked instead (modules/payments).
    if (request.url.startsWith(WEBHOOKS_PREFIX)) return;
    const origin = requestOrigin(request.headers);
    if (!origin || !trusted.has(origin)) throw untrustedOrigin();
  });

  // Input no route should have to think about: NUL characters (PostgreSQL refuses them in text, so
  // they would end as 500s) and JSON nested deeper than any form of the app sends. Runs after the
  // guard (onRequest) and before the route's own validation.
  app.addHook('preValidation', async (request) => {
    const sources = [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const;
    for (const [source, value] of sources) {
      const found = findUnsafeInput(value);
      if (!found) continue;
      const key = fieldKey(found.path, source);
      throw new AppError(
        'VALIDATION_FAILED',
        found.problem === 'nul'
          ? 'Input contains a NUL character'
          : `Input nested deeper than ${INPUT_MAX_DEPTH}`,
        { [key]: found.problem === 'nul' ? 'errors.invalidCharacters' : 'errors.tooDeep' },
      );
    }
  });

  // Answers of the API depend on who asks (and public ones read the session when there is one): no
  // shared cache may keep them, and no browser cache may serve one person's answer to the next. A
  // route that chose its own caching (images: private, keyed by content) keeps it; Vary: Cookie is
  // added to every API answer.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    const vary = reply.getHeader('vary');
    const varies = String(vary ?? '')
      .split(',')
      .map((v) => v.trim().toLowerCase());
    if (!varies.includes('cookie')) reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    return payload;
  });
}
