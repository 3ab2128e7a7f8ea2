import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ErrorCode } from '../../domain/errors';
import { JUDGE_ROLES, type JudgeRole, type Role } from '../../domain/roles';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createUser, signedInUser, type TestUser } from './factories';
import { createTestApp } from './test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an API test file works with; read its fields inside tests and hooks (they exist once `beforeAll` ran). */
export type Api = {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly databaseUrl: string;
  readonly config: Config;
  /** The user signed in at start (an admin unless `useApi` was told another role). */
  readonly admin: TestUser;
  /** That user's Cookie header. */
  readonly cookie: string;
  /** A request through `app.inject`, as the signed-in user unless `as` names another cookie ('' = anonymous). */
  call: (method: Method, url: string, payload?: unknown, as?: string) => Promise<LightMyRequestResponse>;
  get: (url: string, as?: string) => Promise<LightMyRequestResponse>;
  /** The audit entries of an entity (of one action if named), oldest first. */
  auditOf: (entityId: string, action?: string) => Promise<AuditRow[]>;
};

/** `before` and `after` are JSON objects, or null where the change created or deleted the entity. */
export type AuditRow = {
  action: string;
  actor_id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

/**
 * The real app on a fresh database for the test file, with one user signed in (an admin by default):
 * registers its own `beforeAll` / `afterAll`, so a test file starts with `const t = useApi();`.
 */
export function useApi(
  options: Parameters<typeof createTestApp>[0] & {
    role?: Role;
    /** Files go to a data folder of this test file's own, removed at the end. */
    ownDataDir?: boolean;
  } = {},
): Api {
  let state: { t: Awaited<ReturnType<typeof createTestApp>>; user: TestUser; cookie: string } | undefined;
  beforeAll(async () => {
    const env = options.ownDataDir
      ? { DATA_DIR: `.tmp/test-data-${randomBytes(6).toString('hex')}`, ...options.env }
      : options.env;
    const t = await createTestApp({ ...options, env });
    const { user, cookie } = await signedInUser(t.app, options.role ?? 'admin');
    state = { t, user, cookie };
  });
  afterAll(async () => {
    await state?.t.close();
    if (state && options.ownDataDir) await rm(state.t.config.dataDir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!state) throw new Error('useApi: read before its beforeAll ran');
    return state;
  };
  const call: Api['call'] = (method, url, payload, as = ready().cookie) =>
    ready().t.app.inject({ method, url, payload: payload as never, headers: as ? { cookie: as } : {} });
  return {
    get app() {
      return ready().t.app;
    },
    get db() {
      return ready().t.db;
    },
    get databaseUrl() {
      return ready().t.databaseUrl;
    },
    get config() {
      return ready().t.config;
    },
    get admin() {
      return ready().user;
    },
    get cookie() {
      return ready().cookie;
    },
    call,
    get: (url, as) => call('GET', url, undefined, as),
    auditOf: async (entityId, action) => {
      const { rows } = await ready().t.db.$client.query<AuditRow>(
        `SELECT action, actor_id, before, after FROM audit_log
         WHERE entity_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id`,
        [entityId, action ?? null],
      );
      return rows;
    },
  };
}

/** One user of each judge role, made once for the test file (after `useApi`'s own `beforeAll`). */
export function useJudges(t: Api): Record<JudgeRole, TestUser> {
  const judges = {} as Record<JudgeRole, TestUser>;
  beforeAll(async () => {
    for (const role of JUDGE_ROLES) judges[role] = await createUser(t.app, { role });
  });
  return judges;
}

/**
 * Expects the answer to be a refusal: this status and error code, and these field keys where named
 * (others may be there too).
 */
export function expectRefused(
  res: LightMyRequestResponse,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(fields ? { code, fields } : { code });
}

/**
 * Every value in a parsed JSON answer (numbers, strings, booleans, null), however deep. A test that
 * asserts a score is absent looks for the number here, not for its digits in the answer's text,
 * where a timestamp such as "…T18:44:38.501Z" holds "8.5".
 */
export function jsonValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(jsonValues);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(jsonValues);
  return [value];
}

/** Every property name in a parsed JSON answer, however deep. */
export function jsonKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(jsonKeys);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...jsonKeys(inner)]);
  }
  return [];
}

export { contestFormBody } from './contest-form';
