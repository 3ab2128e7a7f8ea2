import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { createUser, signedInUser, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t.app, 'admin');
  cookie = signed.cookie;
  admin = signed.user;
});
afterAll(async () => {
  await t.close();
});

function get(url: string, as = cookie) {
  return t.app.inject({ method: 'GET', url, headers: as ? { cookie: as } : {} });
}

describe('the audit log', () => {
  it('is for admins only', async () => {
    expect((await get('/api/admin/audit', '')).statusCode).toBe(401);
    for (const role of ['participant', ...JUDGE_ROLES] as Role[]) {
      const { cookie: other } = await signedInUser(t.app, role);
      expect((await get('/api/admin/audit', other)).statusCode, role).toBe(403);
    }
    expect((await get('/api/admin/audit')).statusCode).toBe(200);
  });

  it('lists changes newest first with the actor, before and after, 50 a page, filterable by entity', async () => {
    const user = await createUser(t.app, { status: 'vip' });
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/status`,
        payload: {},
        headers: { cookie },
      });
    }
    for (let i = 0; i < 50; i++) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/award-count`,
        payload: { count: i },
        headers: { cookie },
      });
    }
    const page1 = (await get('/api/admin/audit')).json();
    expect(page1).toMatchObject({ total: 53, page: 1, pageSize: 50 });
    expect(page1.items[0]).toMatchObject({
      actor: { id: admin.id, username: admin.username },
      action: 'award_count.set',
      entityType: 'award_count',
      entityId: user.id,
      after: { count: 49 },
    });
    expect(new Date(page1.items[0].createdAt).getTime()).toBeGreaterThan(0);
    const page2 = (await get('/api/admin/audit?page=2')).json();
    expect(page2.items.map((i: { after: { status: string } }) => i.after.status)).toEqual([
      'vip',
      'regular',
      'member',
    ]);
    const statusOnly = (await get(`/api/admin/audit?entityType=user&entityId=${user.id}`)).json();
    expect(statusOnly.total).toBe(3);
    expect((await get('/api/admin/audit?entityType=planet')).statusCode).toBe(400);
  });
});
