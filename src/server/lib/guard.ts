import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { isRole, type Role, type UserStatus } from '../../domain/roles';
import type { Locale } from '../../domain/schemas/account';
import type { Auth } from './auth';
import { AppError, forbidden } from './errors';

/**
 * Who may call a route. Every /api route must declare it; a route without it is refused (default deny).
 * - 'public': anyone; the session is still read when present.
 * - 'authenticated': any signed-in user.
 * - a list of roles: only those roles.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  locale: Locale;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** The value of the session cookie (plain or `__Secure-` prefixed), which is what a cache may key on. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || !cookieHeader.includes('session_token')) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim().endsWith('session_token'))
      return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/**
 * Signed-in callers resolved in the last few seconds, by session cookie. Every API request needs its
 * caller; without this each one paid Better Auth's getSession (signature check, session and user
 * reads) before doing any work. An entry lives `ttlMs` (never past the session's own expiry), so a
 * session revoked elsewhere (sign-out on another instance, password change, role change, deletion)
 * stops working within that bound on every instance; a sign-out through this instance drops it at once.
 * Only successful lookups are cached: an unknown cookie is looked up every time.
 */
export function createSessionCache(ttlMs: number, maxEntries = 10_000, now: () => number = Date.now) {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  return {
    get(key: string): SessionUser | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.user;
    },
    set(key: string, user: SessionUser, sessionExpiresAt: Date): void {
      if (ttlMs <= 0) return;
      // Oldest first: Map keeps insertion order, so the first key is the one to let go.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { user, until: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

async function readSessionUser(
  auth: Auth,
  request: FastifyRequest,
  cache: SessionCache,
): Promise<SessionUser | null> {
  const key = sessionCookieOf(request.headers.cookie);
  if (!key) return null;
  const cached = cache.get(key);
  if (cached) return cached;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role: string; status: UserStatus; locale: Locale };
  if (!isRole(u.role)) return null;
  const user: SessionUser = {
    id: u.id,
    username: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    locale: u.locale,
    sessionId: result.session.id,
  };
  cache.set(key, user, new Date(result.session.expiresAt));
  return user;
}

/**
 * What a route fails to declare, checked at start-up (default deny): every /api route says who may
 * call it (`config.access`; Better Auth's proxied routes aside), and every route of the app (the API,
 * and the public pages that declare access) says what it answers (`schema.response`, built from
 * src/contract): answers are serialized through it and documented in the OpenAPI document.
 */
export function undeclared(route: {
  url: string;
  config?: { access?: Access };
  schema?: { response?: unknown };
}): string | null {
  const isApi = route.url.startsWith('/api/');
  if (isApi && !route.url.startsWith('/api/auth/') && !route.config?.access)
    return 'who may call it (config.access)';
  if ((isApi || route.config?.access) && !route.schema?.response) return 'its answers (schema.response)';
  return null;
}

export function registerGuard(
  app: FastifyInstance,
  auth: Auth,
  options: { sessionCacheMs?: number } = {},
): void {
  app.decorateRequest('user', null);
  const cache = createSessionCache(options.sessionCacheMs ?? 0);

  // A sign-out through this instance ends the cached session at once (before and after Better Auth
  // deletes it, so a request racing the sign-out cannot put it back).
  const forgetOnSignOut = async (request: FastifyRequest) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/auth/sign-out')) return;
    const key = sessionCookieOf(request.headers.cookie);
    if (key) cache.delete(key);
  };
  app.addHook('onRequest', forgetOnSignOut);
  app.addHook('onResponse', forgetOnSignOut);

  app.addHook('onRoute', (route) => {
    const problem = undeclared(route);
    if (problem) throw new Error(`Route ${String(route.method)} ${route.url} does not declare ${problem}`);
  });

  // onRequest: the caller is checked before the body is read or validated, so a caller who may not use
  // a route learns nothing about its input (a 400 listing field names) and sends no body for nothing.
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.startsWith('/api/auth/')) return;
    const access = request.routeOptions.config.access;
    if (!url.startsWith('/api/')) {
      // A server-rendered public page (verification) may show a signed-in owner more: it reads the
      // session when there is one, as a public API route does. Other files (the app's) read nothing.
      if (access === 'public') request.user = await readSessionUser(auth, request, cache);
      return;
    }
    if (!access) throw forbidden();
    request.user = await readSessionUser(auth, request, cache);
    if (access === 'public') return;
    if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (access === 'authenticated') return;
    if (!access.includes(request.user.role)) throw forbidden();
  });
}

/** The signed-in caller of a route whose access is not public. */
export function callerOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  return request.user;
}
