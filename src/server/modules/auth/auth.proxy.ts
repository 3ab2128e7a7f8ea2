import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  authPassThroughSchema,
  passwordResetRequestSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signOutBodySchema,
} from '../../../contract/auth';
import { responses } from '../../../contract/common';
import { passwordSchema } from '../../../domain/schemas/account';
import { untrustedOrigin } from '../../lib/edge';
import { AppError } from '../../lib/errors';
import { rateLimitByAddress } from '../../lib/rate-limit';
import {
  beginLoginAttempt,
  cancelLoginAttempt,
  failLoginAttempt,
  succeedLoginAttempt,
} from './login-throttle';

/**
 * The parts of Better Auth the browser may call directly, each a route of its own so that the API
 * document describes it and the web client is typed by it. Sign-up, profile and password changes go
 * through Jurado's own routes, which validate every field; everything else of Better Auth is closed.
 */
const OPEN_ROUTES = [
  { method: 'POST', path: '/sign-in/email', body: signInBodySchema },
  { method: 'POST', path: '/sign-out', body: signOutBodySchema },
  { method: 'GET', path: '/get-session', body: undefined },
  { method: 'POST', path: '/reset-password', body: resetPasswordBodySchema },
] as const;

async function forward(request: FastifyRequest, reply: FastifyReply, path: string) {
  const { auth, config } = request.server.ctx;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length' || name === 'x-jurado-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-jurado-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const response = await auth.handler(
    new Request(`${config.publicUrl}/api/auth${path}`, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
    }),
  );
  reply.status(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  const contentType = response.headers.get('content-type');
  if (contentType) reply.header('content-type', contentType);
  const text = await response.text();
  return { status: response.status, text };
}

// Better Auth answers as it does; documented as such, its refusals in Jurado's error body.
const passThrough = responses({ 200: authPassThroughSchema });

export const authProxyRoutes: FastifyPluginAsync = async (app) => {
  // Reset emails cost something and can annoy their recipient: a few per address and quarter hour.
  app.post(
    '/api/auth/request-password-reset',
    {
      onRequest: rateLimitByAddress(app.ctx.db, { name: 'password-reset', max: 5, windowSeconds: 15 * 60 }),
      schema: { body: passwordResetRequestSchema, response: passThrough },
    },
    async (request, reply) => {
      const result = await forward(request, reply, '/request-password-reset');
      return reply.send(result.text);
    },
  );

  for (const open of OPEN_ROUTES) {
    app.route({
      method: open.method,
      url: `/api/auth${open.path}`,
      schema: { ...(open.body ? { body: open.body } : {}), response: passThrough },
      handler: (request, reply) => answerOpen(request, reply, open.path),
    });
  }

  // Better Auth's other routes are closed: a plain 404, as for any unknown route (one route per
  // method, so that each is one operation of the API document).
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/auth/*',
      schema: { response: passThrough },
      handler: async () => {
        throw new AppError('NOT_FOUND', 'Not found');
      },
    });
  }
};

async function answerOpen(request: FastifyRequest, reply: FastifyReply, path: string) {
  const { db } = request.server.ctx;
  if (path === '/sign-in/email') {
    const email = (request.body as { email?: string } | undefined)?.email ?? '';
    const begun = await beginLoginAttempt(db, email, request.ip);
    if ('wait' in begun) {
      reply.header('retry-after', String(begun.wait));
      throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', 'Too many failed sign-in attempts. Try again later.');
    }
    let result;
    try {
      result = await forward(request, reply, path);
    } catch (error) {
      await cancelLoginAttempt(db, begun.attempt);
      throw error;
    }
    if (isOriginRefusal(result)) {
      await cancelLoginAttempt(db, begun.attempt);
      throw untrustedOrigin();
    }
    if (result.status === 400 || result.status === 401 || result.status === 403) {
      await failLoginAttempt(db, begun.attempt);
      throw new AppError('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    }
    if (result.status === 200) {
      await succeedLoginAttempt(db, begun.attempt);
      // The session lives in an httpOnly cookie; the token need not reach page scripts.
      return reply.type('application/json').send({ ok: true });
    }
    await cancelLoginAttempt(db, begun.attempt);
    throw authError(result.status, result.text);
  }

  if (path === '/reset-password') {
    const parsed = passwordSchema.safeParse((request.body as { newPassword?: unknown })?.newPassword);
    if (!parsed.success) {
      throw new AppError('VALIDATION_FAILED', 'Invalid password', {
        password: parsed.error.issues[0].message,
      });
    }
  }
  const result = await forward(request, reply, path);
  if (isOriginRefusal(result)) throw untrustedOrigin();
  if (path === '/reset-password' && result.status === 400) {
    throw new AppError('INVALID_TOKEN', 'This link is invalid or has expired');
  }
  if (result.status >= 400) throw authError(result.status, result.text);
  if (path === '/get-session') return reply.send(withoutSessionToken(result.text));
  return reply.send(result.text);
}

/**
 * The session as Better Auth describes it, minus its token: the token lives in an httpOnly cookie so
 * that no page script can read it, and the session JSON must not hand it over (nor the token of any
 * other field Better Auth may add under that name).
 */
function withoutSessionToken(text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (!body || typeof body !== 'object') return text;
  const session = (body as { session?: Record<string, unknown> }).session;
  if (session && typeof session === 'object') delete session.token;
  return JSON.stringify(body);
}

/**
 * Better Auth's CSRF check refused the page's origin. Not a wrong password: it is neither counted
 * towards the sign-in lockout nor reported as one, so a misconfigured PUBLIC_URL reads as what it is.
 */
function isOriginRefusal(result: { status: number; text: string }): boolean {
  if (result.status !== 403) return false;
  try {
    const { code } = JSON.parse(result.text) as { code?: string };
    return (
      code === 'INVALID_ORIGIN' ||
      code === 'MISSING_OR_NULL_ORIGIN' ||
      code === 'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED'
    );
  } catch {
    return false;
  }
}

/** Better Auth's other refusals, in Jurado's error shape. */
function authError(status: number, text: string): AppError {
  if (status === 429) return new AppError('TOO_MANY_REQUESTS', 'Too many requests');
  if (status === 401) return new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (status === 403) return new AppError('FORBIDDEN', 'Forbidden');
  let message = 'Bad request';
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // not JSON: keep the generic message
  }
  return new AppError('BAD_REQUEST', message);
}
