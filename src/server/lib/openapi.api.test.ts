import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../domain/roles';
import { signedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { openApiPath } from './openapi';

// The OpenAPI 3.1 document is generated from the routes' zod schemas (src/contract),
// served to admins only, valid, and complete.

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInUser(t.app, 'admin')).cookie;
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/admin/openapi.json';
const get = (cookie?: string) => t.app.inject({ method: 'GET', url: URL, headers: cookie ? { cookie } : {} });

type Operation = { description?: string; responses?: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  it('is served to admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const role of ['participant', ...JUDGE_ROLES] as Role[]) {
      const { cookie } = await signedInUser(t.app, role);
      expect((await get(cookie)).statusCode, role).toBe(403);
    }
    const response = await get(adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = (await get(adminCookie)).json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registered, its answers and who may call it', async () => {
    const document = (await get(adminCookie)).json<Document>();
    // The catch-all only answers 404 for paths that are not routes.
    const routes = t.app.routeList.filter((route) => route.url !== '/api/*');
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes.filter(
      (route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()],
    );
    expect(missing.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    for (const route of routes) {
      const operation = document.paths[openApiPath(route.url)][route.method.toLowerCase()];
      expect(Object.keys(operation.responses ?? {}).length, route.url).toBeGreaterThan(0);
      expect(operation.description, route.url).toBeTruthy();
    }
  });

  it('gives errors the one error body, defined once', async () => {
    const document = (await get(adminCookie)).json<
      Document & { components: { schemas: Record<string, unknown> } }
    >();
    expect(document.components.schemas.ErrorBody).toBeDefined();
    const judgeContests = document.paths['/api/judge/contests'].get.responses ?? {};
    expect(JSON.stringify(judgeContests['4XX'])).toContain('#/components/schemas/ErrorBody');
  });
});
