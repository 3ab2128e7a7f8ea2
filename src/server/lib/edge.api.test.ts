import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { createContest, signedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedPackage, smallJpeg, uploadPhotos } from '../modules/submissions/submissions.test-support';
import { WEBHOOKS_PREFIX, type RouteInfo } from './edge';

// Each test walks every route, some as every role: generous time on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

// The request-security rules, attacked from outside over every route the app registered at
// start-up: a route added later is covered by these tests without writing a new one.

let t: TestApp;
const cookies = {} as Record<Role, string>;
let apiRoutes: RouteInfo[];
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies[role] = (await signedInUser(t.app, role)).cookie;
  apiRoutes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/*');
});
afterAll(async () => {
  await t.close();
});

const STATE_CHANGING = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The route's URL with every parameter filled (a fresh uuid, or `value`). */
function urlOf(route: RouteInfo, value?: string): string {
  return route.url
    .replace(/:[A-Za-z]+/g, () => (value === undefined ? randomUUID() : encodeURIComponent(value)))
    .replace('*', 'sign-in/email');
}

function rolesAllowed(route: RouteInfo): Role[] {
  if (route.access === undefined || route.access === 'public' || route.access === 'authenticated')
    return [...ROLES];
  return [...route.access];
}

function label(route: RouteInfo) {
  return `${route.method} ${route.url}`;
}

describe('the route list', () => {
  it('holds every API route, each declaring who may call it (Better Auth proxy aside)', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    for (const route of apiRoutes) {
      if (!route.url.startsWith('/api/auth/')) expect(route.access, label(route)).toBeDefined();
    }
  });
});

describe('origin check (CSRF) on every state-changing API route', () => {
  it('refuses a foreign Origin, Origin: null, and a request with neither Origin nor Referer, with an admin cookie and a text/plain body', async () => {
    const contest = await createContest(t.app);
    // The payment providers' notifications come from their servers (no Origin): their signature is
    // their proof (modules/payments, tested there).
    const routes = apiRoutes.filter(
      (r) => STATE_CHANGING.includes(r.method) && !r.url.startsWith(WEBHOOKS_PREFIX),
    );
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: undefined },
        { origin: undefined, referer: 'https://jurado.example.evil.example/admin' },
        { origin: 'http://localhost:3000.evil.example' },
      ]) {
        const response = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: urlOf(route).replace(/[0-9a-f-]{36}/, contest.id),
          headers: { ...headers, cookie: cookies.admin, 'content-type': 'text/plain' },
          payload: '{}',
        });
        expect(response.statusCode, `${label(route)} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json().code).toBe('UNTRUSTED_ORIGIN');
      }
    }
  });

  it('accepts the Referer of a trusted page when a browser sends no Origin', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: {
        origin: undefined,
        referer: 'http://localhost:3000/participant/settings',
        cookie: cookies.participant,
      },
      payload: { locale: 'en' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('leaves reads alone: a GET needs no Origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { origin: undefined, cookie: cookies.participant },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('authorization before validation, on every route', () => {
  it('answers anonymous callers 401 and wrong roles 403 even with a malformed body, never naming a field', async () => {
    let checked = 0;
    for (const route of apiRoutes) {
      if (route.access === undefined || route.access === 'public') continue;
      const payload = STATE_CHANGING.includes(route.method) ? { '': 1, nested: { x: [1] } } : undefined;
      const anonymous = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: `${urlOf(route, 'not-an-id')}?page=-1`,
        payload,
      });
      expect(anonymous.statusCode, label(route)).toBe(401);
      expect(anonymous.json().fields, label(route)).toBeUndefined();
      for (const role of ROLES.filter((r) => !rolesAllowed(route).includes(r))) {
        const wrong = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: `${urlOf(route, 'not-an-id')}?page=-1`,
          headers: { cookie: cookies[role] },
          payload,
        });
        expect(wrong.statusCode, `${label(route)} as ${role}`).toBe(403);
        expect(wrong.json().fields).toBeUndefined();
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });
});

describe('input edges on every route', () => {
  it('answers a NUL in the query, a path parameter or the body with 400 and a field error, never 500', async () => {
    for (const route of apiRoutes) {
      const cookie = cookies[rolesAllowed(route)[0]];
      const isWrite = STATE_CHANGING.includes(route.method);
      const attempts: { url: string; payload?: object }[] = [
        {
          url: `${urlOf(route)}?q=a%00b&page=1`,
          payload: isWrite ? {} : undefined,
        },
        {
          url: `${urlOf(route)}`,
          payload: isWrite ? { title: 'a\u0000b', email: 'a\u0000@b.c' } : undefined,
        },
      ];
      if (route.url.includes(':'))
        attempts.push({ url: urlOf(route, 'a\u0000b'), payload: isWrite ? {} : undefined });
      for (const attempt of attempts) {
        if (!isWrite && attempt.payload === undefined && !attempt.url.includes('%00')) continue;
        const response = await t.app.inject({
          ...attempt,
          method: route.method as InjectOptions['method'],
          headers: { cookie },
        });
        expect(response.statusCode, `${label(route)} ${attempt.url}`).toBe(400);
        const body = response.json();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(Object.values(body.fields ?? {})).toContain('errors.invalidCharacters');
      }
    }
  });

  it('answers a JSON body nested 10,000 levels deep with 400 on every route that takes a body', async () => {
    const deep = '{"email":' + '['.repeat(10_000) + ']'.repeat(10_000) + ',"password":"x"}';
    for (const route of apiRoutes.filter((r) => STATE_CHANGING.includes(r.method))) {
      const response = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: urlOf(route),
        headers: { cookie: cookies[rolesAllowed(route)[0]], 'content-type': 'application/json' },
        payload: deep,
      });
      expect(response.statusCode, label(route)).toBe(400);
      expect(response.json().fields, label(route)).toEqual({ email: 'errors.tooDeep' });
    }
  });

  it('answers a NUL in a multipart form field of a photo upload with 400', async () => {
    const contest = await createContest(t.app);
    const packageId = await seedPackage(t.app, 'photo', 3);
    const response = await uploadPhotos(
      t.app,
      cookies.participant,
      contest.id,
      { packageId: `${packageId}\u0000`, currency: 'BRL', paymentConfirmed: 'true' },
      [{ data: await smallJpeg() }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ packageId: 'errors.invalidCharacters' });
  });

  it('signs in and requests a reset with NUL characters as 400, not 500', async () => {
    for (const url of [
      '/api/auth/sign-in/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: 'a\u0000@example.test', password: 'x', token: 'a\u0000', newPassword: 'x' },
      });
      expect(response.statusCode, url).toBe(400);
    }
    const token = await t.app.inject({ method: 'GET', url: '/api/account/reset-token?token=a%00b' });
    expect(token.statusCode).toBe(400);
    expect(token.json().fields).toEqual({ token: 'errors.invalidCharacters' });
  });
});

describe('cache headers', () => {
  it('mark every authenticated API answer private and uncacheable, varying by cookie', async () => {
    let checked = 0;
    for (const route of apiRoutes.filter((r) => r.method === 'GET' && r.url !== '/api/events')) {
      const response = await t.app.inject({
        method: 'GET',
        url: urlOf(route),
        headers: { cookie: cookies[rolesAllowed(route)[0]] },
      });
      expect(response.headers.vary, label(route)).toMatch(/cookie/i);
      // Images choose their own: private, kept by the browser by content; public reference data
      // (locations) may be cached by anyone (see docs/decisions/accounts.md).
      if (response.statusCode === 304 || route.access === 'public') continue;
      const expected = route.url.startsWith('/api/images/') ? /^private/ : /^private, no-store$/;
      expect(response.headers['cache-control'], label(route)).toMatch(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    for (const url of ['/api/me', '/api/participant/submissions', '/api/auth/get-session']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: cookies.participant } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toMatch(/cookie/i);
    }
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: cookies.admin },
    });
    expect(admin.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the session token', () => {
  it('never appears in an API answer (get-session included), and its cookie stays httpOnly', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: (await signedInUser(t.app, 'admin')).user.email, password: 'correct-horse-42' },
    });
    const setCookie = [signIn.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect(signIn.body).not.toContain('token');
    for (const role of ROLES) {
      const cookie = cookies[role];
      const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];
      expect(token.length).toBeGreaterThan(10);
      for (const route of apiRoutes.filter((r) => r.method === 'GET' && r.url !== '/api/events')) {
        if (!rolesAllowed(route).includes(role)) continue;
        const response = await t.app.inject({ method: 'GET', url: urlOf(route), headers: { cookie } });
        expect(response.body, `${label(route)} as ${role}`).not.toContain(token);
      }
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().session.id).toBeTruthy();
      expect(session.json().session).not.toHaveProperty('token');
    }
  });
});
