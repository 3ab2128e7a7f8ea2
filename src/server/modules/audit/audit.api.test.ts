import { describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';

const t = useApi();

function get(url: string, as = t.cookie) {
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
        headers: { cookie: t.cookie },
      });
    }
    for (let i = 0; i < 50; i++) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/award-count`,
        payload: { count: i },
        headers: { cookie: t.cookie },
      });
    }
    const page1 = (await get('/api/admin/audit')).json();
    expect(page1).toMatchObject({ total: 53, page: 1, pageSize: 50 });
    expect(page1.items[0]).toMatchObject({
      actor: { id: t.admin.id, username: t.admin.username },
      action: 'award_count.set',
      entityType: 'award_count',
      entityId: user.id,
      entityName: user.username,
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

  it('names the contest of contest, completion and submission entries, and keeps entries of deleted items', async () => {
    const contest = await createContest(t.app, { title: 'Casamentos na praia' });
    const participant = await createUser(t.app);
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: participant.id });
    await t.db.$client.query(
      `INSERT INTO audit_log (actor_id, action, entity_type, entity_id) VALUES
         ($1, 'contest.update', 'contest', $2), ($1, 'completion.create', 'completion', $2),
         ($1, 'submission.judge1_score', 'submission', $3), ($1, 'user.delete', 'user', 'gone')`,
      [t.admin.id, contest.id, entry.id],
    );
    const items = (await get('/api/admin/audit')).json().items.slice(0, 4);
    expect(items.map((i: { entityName: string | null }) => i.entityName).sort()).toEqual(
      [null, 'Casamentos na praia', 'Casamentos na praia', 'Casamentos na praia'].sort(),
    );
  });
});
