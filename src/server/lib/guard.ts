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

async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  if (!cookie || !cookie.includes('session_token')) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role: string; status: UserStatus; locale: Locale };
  if (!isRole(u.role)) return null;
  return {
    id: u.id,
    username: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    locale: u.locale,
    sessionId: result.session.id,
  };
}

export function registerGuard(app: FastifyInstance, auth: Auth): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/auth/');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${route.method} ${route.url} does not declare who may call it (config.access)`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/auth/')) return;
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden();
    request.user = await readSessionUser(auth, request);
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
