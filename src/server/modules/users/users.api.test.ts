import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../domain/contest-dates';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import {
  createContest,
  createSubmission,
  createUser,
  signIn,
  signedInUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let admin: TestUser;
const thisYear = Number(dayOf(new Date()).slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInUser(t.app, 'admin');
  cookie = signed.cookie;
  admin = signed.user;
});
afterAll(async () => {
  await t.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  as = cookie,
) {
  return t.app.inject({ method, url, payload: payload as never, headers: as ? { cookie: as } : {} });
}

const newUser = {
  username: 'Nova Juíza',
  email: 'nova@example.test',
  role: 'photo_judge_2',
  status: 'member',
  password: 'senha-forte-1',
  country: 'BR',
  stateCode: '35',
  cityCode: '3509502',
};

function editOf(user: { username: string; email: string }, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    email: user.email,
    role: 'participant',
    status: 'regular',
    country: 'BR',
    stateCode: '35',
    cityCode: '3550308',
    ...changes,
  };
}

async function auditOf(entityId: string) {
  const { rows } = await t.db.$client.query(
    `SELECT action, actor_id, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id`,
    [entityId],
  );
  return rows;
}

describe('who may call the user endpoints', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/api/admin/users', undefined],
      ['GET', `/api/admin/users/${id}`, undefined],
      [
        'POST',
        '/api/admin/users',
        { ...newUser, username: `u-${Math.random()}`.slice(0, 20), email: `${Math.random()}@example.test` },
      ],
      [
        'PUT',
        `/api/admin/users/${id}`,
        editOf({ username: `e-${id.slice(0, 8)}`, email: `e-${id.slice(0, 8)}@example.test` }),
      ],
      ['PATCH', `/api/admin/users/${id}/status`, { status: 'vip' }],
      ['PUT', `/api/admin/users/${id}/award-count`, { count: 2 }],
      ['DELETE', `/api/admin/users/${id}`, undefined],
    ] as const;

  it('refuses anonymous callers with 401 and every other role with 403', async () => {
    const target = await createUser(t.app);
    const others: Role[] = ['participant', ...JUDGE_ROLES];
    const cookies = await Promise.all(others.map(async (role) => (await signedInUser(t.app, role)).cookie));
    for (const [method, url, payload] of endpoints(target.id)) {
      expect((await call(method, url, payload, '')).statusCode, `${method} ${url} anonymous`).toBe(401);
      for (const [i, other] of cookies.entries()) {
        const res = await call(method, url, payload, other);
        expect(res.statusCode, `${method} ${url} as ${others[i]}`).toBe(403);
      }
    }
    expect((await call('GET', `/api/admin/users/${target.id}`)).json()).toMatchObject({
      role: 'participant',
      status: 'regular',
    });
  });

  it('lets an admin call every one of them', async () => {
    const target = await createUser(t.app);
    for (const [method, url, payload] of endpoints(target.id)) {
      const res = await call(method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('creating users', () => {
  it('creates a user of any role who can sign in, and audits it without the password', async () => {
    const res = await call('POST', '/api/admin/users', newUser);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'Nova Juíza',
      email: 'nova@example.test',
      role: 'photo_judge_2',
      status: 'member',
      location: { country: 'BR', stateCode: '35', cityCode: '3509502', cityName: null },
      place: { country: 'Brasil', state: 'São Paulo', stateUf: 'SP', city: 'Campinas' },
      awardCount: 0,
    });
    const signedIn = await signIn(t.app, { email: 'nova@example.test', password: 'senha-forte-1' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: signedIn } });
    expect(me.json().role).toBe('photo_judge_2');
    const audit = await auditOf(body.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.create',
        actor_id: admin.id,
        after: expect.objectContaining({ role: 'photo_judge_2' }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('senha');
  });

  it('refuses a taken username (any case) or email with 409 and a field key', async () => {
    const existing = await createUser(t.app, { username: 'Repetido' });
    const name = await call('POST', '/api/admin/users', {
      ...newUser,
      username: 'REPETIDO',
      email: 'r1@example.test',
    });
    expect(name.statusCode).toBe(409);
    expect(name.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fields: { username: 'errors.usernameTaken' },
    });
    const email = await call('POST', '/api/admin/users', {
      ...newUser,
      username: 'r2',
      email: existing.email,
    });
    expect(email.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'errors.emailTaken' } });
  });

  it('refuses bad input with field keys, never a 500', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ role: 'superuser' }, { role: 'errors.user.roleInvalid' }],
      [{ status: 'gold' }, { status: 'errors.user.statusInvalid' }],
      [{ password: undefined }, { password: 'errors.required' }],
      [{ username: 'x'.repeat(300) }, { username: 'errors.tooLong' }],
      [{ email: 'nope' }, { email: 'errors.email' }],
      [{ stateCode: '33' }, { cityCode: 'errors.cityInvalid' }],
      [{ country: 'ZZ', cityName: 'Nowhere' }, { country: 'errors.countryInvalid' }],
      [{ country: 'PT', cityName: '' }, { cityName: 'errors.cityRequired' }],
    ];
    for (const [change, fields] of cases) {
      const res = await call('POST', '/api/admin/users', {
        ...newUser,
        username: 'bad',
        email: 'bad@example.test',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
  });
});

describe('editing users', () => {
  it('changes every field, sets a new password and signs that user out everywhere', async () => {
    const user = await createUser(t.app);
    const oldSession = await signIn(t.app, user);
    const res = await call(
      'PUT',
      `/api/admin/users/${user.id}`,
      editOf(user, {
        username: 'Renomeado',
        email: 'renomeado@example.test',
        status: 'vip',
        country: 'PT',
        cityName: 'Porto',
        password: 'outra-senha-9',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Renomeado',
      email: 'renomeado@example.test',
      status: 'vip',
      location: { country: 'PT', stateCode: null, cityCode: null, cityName: 'Porto' },
      place: { country: 'Portugal', city: 'Porto' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: oldSession } });
    expect(me.statusCode).toBe(401);
    await signIn(t.app, { email: 'renomeado@example.test', password: 'outra-senha-9' });
    const audit = await auditOf(user.id);
    expect(audit.map((a) => a.action)).toEqual(['user.update', 'user.status']);
    expect(audit[0].after).toMatchObject({ passwordChanged: true, cityName: 'Porto' });
  });

  it('keeps the password and the sessions when none is typed', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user);
    const res = await call('PUT', `/api/admin/users/${user.id}`, editOf(user, { password: '' }));
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    await signIn(t.app, user);
  });

  it('shows location names in the language asked for', async () => {
    const user = await createUser(t.app);
    const en = await call('GET', `/api/admin/users/${user.id}?locale=en`);
    expect(en.json().place).toMatchObject({ country: 'Brazil', city: 'São Paulo' });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await call('GET', '/api/admin/users/nobody')).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/admin/users/nobody', editOf({ username: 'zz', email: 'zz@example.test' })))
        .statusCode,
    ).toBe(404);
    expect((await call('PATCH', '/api/admin/users/nobody/status', {})).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/users/nobody/award-count', { count: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/users/nobody')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/users/${'x'.repeat(300)}`)).statusCode).toBe(404);
  });
});

describe('admins protect themselves and the last admin', () => {
  it('an admin cannot change their own role nor delete themselves, but can edit the rest', async () => {
    const self = await signedInUser(t.app, 'admin');
    const url = `/api/admin/users/${self.user.id}`;
    const demote = await call('PUT', url, editOf(self.user, { role: 'participant' }), self.cookie);
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('CANNOT_CHANGE_OWN_ROLE');
    const del = await call('DELETE', url, undefined, self.cookie);
    expect(del.json().code).toBe('CANNOT_DELETE_SELF');
    const rename = await call(
      'PUT',
      url,
      editOf(self.user, { role: 'admin', username: 'Chefe', password: 'nova-senha-chefe' }),
      self.cookie,
    );
    expect(rename.statusCode).toBe(200);
    // Changing one's own password keeps the current session.
    expect((await call('GET', '/api/admin/users', undefined, self.cookie)).statusCode).toBe(200);
  });

  it('the last admin can be neither demoted nor deleted', async () => {
    const local = await createTestApp();
    try {
      const a = await signedInUser(local.app, 'admin');
      const b = await signedInUser(local.app, 'admin');
      const as = (who: { cookie: string }, method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
        local.app.inject({ method, url, payload: payload as never, headers: { cookie: who.cookie } });
      const demoteB = await as(
        a,
        'PUT',
        `/api/admin/users/${b.user.id}`,
        editOf(b.user, { role: 'participant' }),
      );
      expect(demoteB.statusCode).toBe(200);
      // b is no longer an admin: the guard refuses them at once (no stale role in the session).
      const back = await as(
        b,
        'PUT',
        `/api/admin/users/${a.user.id}`,
        editOf(a.user, { role: 'participant' }),
      );
      expect(back.statusCode).toBe(403);
      // Only a is left: it cannot be demoted or deleted by anyone, itself included.
      const self = await as(a, 'DELETE', `/api/admin/users/${a.user.id}`);
      expect(self.json().code).toBe('CANNOT_DELETE_SELF');
      const { rows } = await local.db.$client.query(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await local.close();
    }
  });

  it('two admins demoting each other at the same time leave one admin', async () => {
    const local = await createTestApp();
    try {
      const a = await signedInUser(local.app, 'admin');
      const b = await signedInUser(local.app, 'admin');
      const demote = (who: typeof a, target: typeof a) =>
        local.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${target.user.id}`,
          payload: editOf(target.user, { role: 'participant' }),
          headers: { cookie: who.cookie },
        });
      const results = await Promise.all([demote(a, b), demote(b, a)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const { rows } = await local.db.$client.query(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin'`,
      );
      expect(rows[0].n).toBe(1);
    } finally {
      await local.close();
    }
  });

  it('an admin can delete another admin', async () => {
    const other = await createUser(t.app, { role: 'admin' });
    expect((await call('DELETE', `/api/admin/users/${other.id}`)).statusCode).toBe(204);
  });
});

describe('judges and their contests', () => {
  it('a judge still evaluating a contest keeps role and account; once done, leaving the role clears the slot', async () => {
    const judge = await createUser(t.app, { role: 'photo_judge_1' });
    const contest = await createContest(t.app, { photoJudge1Id: judge.id });
    const toParticipant = editOf(judge, { role: 'participant' });
    const refused = await call('PUT', `/api/admin/users/${judge.id}`, toParticipant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('USER_IS_ASSIGNED_JUDGE');
    expect((await call('DELETE', `/api/admin/users/${judge.id}`)).json().code).toBe('USER_IS_ASSIGNED_JUDGE');

    await t.db.$client.query(`INSERT INTO evaluation_completions (judge_id, contest_id) VALUES ($1, $2)`, [
      judge.id,
      contest.id,
    ]);
    const changed = await call('PUT', `/api/admin/users/${judge.id}`, toParticipant);
    expect(changed.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT photo_judge_1_id FROM contests WHERE id = $1`, [
      contest.id,
    ]);
    expect(rows[0].photo_judge_1_id).toBeNull();
    const audit = await auditOf(judge.id);
    expect(audit.find((a) => a.action === 'user.role')).toMatchObject({
      before: { role: 'photo_judge_1' },
      after: { role: 'participant', clearedFromContests: [contest.id] },
    });
  });

  it('keeps the slot when only other fields of a judge change', async () => {
    const judge = await createUser(t.app, { role: 'video_judge_1' });
    const contest = await createContest(t.app, { category: 'video', videoJudge1Id: judge.id });
    const res = await call(
      'PUT',
      `/api/admin/users/${judge.id}`,
      editOf(judge, { role: 'video_judge_1', status: 'vip' }),
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT video_judge_1_id FROM contests WHERE id = $1`, [
      contest.id,
    ]);
    expect(rows[0].video_judge_1_id).toBe(judge.id);
  });
});

describe('deleting users', () => {
  it('removes the user, their sessions, entries and stored files, and audits it', async () => {
    const user = await createUser(t.app);
    const session = await signIn(t.app, user);
    const contest = await createContest(t.app);
    const entry = await createSubmission(t.app, {
      contestId: contest.id,
      userId: user.id,
      preFilterStatus: 'rejected',
    });
    const { rows } = await t.db.$client.query(`SELECT file_key FROM submissions WHERE id = $1`, [entry.id]);
    const original = path.join(t.config.uploadsDir, ...rows[0].file_key.split('/'));
    await mkdir(path.dirname(original), { recursive: true });
    await writeFile(original, 'x');
    await writeFile(`${original}.preview.webp`, 'x');

    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(204);
    expect((await t.db.$client.query(`SELECT 1 FROM users WHERE id = $1`, [user.id])).rowCount).toBe(0);
    expect((await t.db.$client.query(`SELECT 1 FROM submissions WHERE id = $1`, [entry.id])).rowCount).toBe(
      0,
    );
    expect(await t.app.ctx.storage.exists(rows[0].file_key)).toBe(false);
    expect(await t.app.ctx.storage.exists(`${rows[0].file_key}.preview.webp`)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session } })).statusCode,
    ).toBe(401);
    const audit = await auditOf(user.id);
    expect(audit.at(-1)).toMatchObject({ action: 'user.delete', actor_id: admin.id });
    expect(audit.at(-1)!.before).toMatchObject({ username: user.username, submissionCount: 1 });
  });

  it('is refused while the user has an entry a judge has scored', async () => {
    const user = await createUser(t.app);
    const contest = await createContest(t.app);
    await createSubmission(t.app, {
      contestId: contest.id,
      userId: user.id,
      preFilterStatus: 'approved',
      judge1Score: 8,
    });
    const res = await call('DELETE', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('USER_HAS_JUDGED_WORK');
  });
});

describe('status', () => {
  it('cycles vip → member → regular → vip, or takes the status given', async () => {
    const user = await createUser(t.app, { status: 'vip' });
    const url = `/api/admin/users/${user.id}/status`;
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push((await call('PATCH', url, {})).json().status);
    expect(seen).toEqual(['member', 'regular', 'vip']);
    expect((await call('PATCH', url, { status: 'regular' })).json()).toEqual({
      id: user.id,
      status: 'regular',
    });
    expect((await call('PATCH', url, { status: 'gold' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { status: 'errors.user.statusInvalid' },
    });
    const audit = await auditOf(user.id);
    expect(audit.map((a) => `${a.before.status}>${a.after.status}`)).toEqual([
      'vip>member',
      'member>regular',
      'regular>vip',
      'vip>regular',
    ]);
  });
});

describe('award counts', () => {
  it('sets this year’s count, turning non-numeric input into 0, and audits each edit', async () => {
    const user = await createUser(t.app);
    const url = `/api/admin/users/${user.id}/award-count`;
    expect((await call('PUT', url, { count: 3 })).json()).toMatchObject({
      userId: user.id,
      year: thisYear,
      count: 3,
      awardCount: 3,
      awardSource: 'manual',
    });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().awardCount).toBe(3);
    expect((await call('PUT', url, { count: 'abc' })).json().count).toBe(0);
    expect((await call('PUT', url, { count: '7' })).json().count).toBe(7);
    expect((await call('PUT', url, { count: 1, year: 2020 })).json()).toMatchObject({
      userId: user.id,
      year: 2020,
      count: 1,
    });
    expect((await call('GET', `/api/admin/users/${user.id}`)).json().awardCount).toBe(7);
    const negative = await call('PUT', url, { count: -2 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ count: 'errors.awardCount.min' });
    expect((await call('PUT', url, { count: 1.5 })).json().fields).toEqual({
      count: 'errors.awardCount.integer',
    });
    const { rows } = await t.db.$client.query(
      `SELECT year, award_count FROM award_counts WHERE user_id = $1 ORDER BY year`,
      [user.id],
    );
    expect(rows).toEqual([
      { year: 2020, award_count: 1 },
      { year: thisYear, award_count: 7 },
    ]);
    const audit = await auditOf(user.id);
    expect(audit.map((a) => [a.action, a.before.count, a.after.count])).toEqual([
      ['award_count.set', null, 3],
      ['award_count.set', 3, 0],
      ['award_count.set', 0, 7],
      ['award_count.set', null, 1],
    ]);
  });

  it('refuses "2,5" and "2.5" with a clear message instead of saving 25 (issue 14)', async () => {
    const user = await createUser(t.app);
    const url = `/api/admin/users/${user.id}/award-count`;
    for (const count of ['2,5', '2.5']) {
      const res = await call('PUT', url, { count });
      expect(res.statusCode, count).toBe(400);
      expect(res.json().fields).toEqual({ count: 'errors.awardCount.integer' });
    }
  });

  it('shows the same count as Statistics: the computed one until an admin sets one, and again once cleared', async () => {
    const user = await createUser(t.app);
    const contest = await createContest(t.app, { showEvaluations: true });
    for (let i = 0; i < 4; i++) {
      await createSubmission(t.app, {
        contestId: contest.id,
        userId: user.id,
        preFilterStatus: 'approved',
        judge1Score: 8,
        judge2Score: 8,
        finalScore: 8,
        award: 'awarded',
      });
    }
    const view = async () => (await call('GET', `/api/admin/users/${user.id}`)).json();
    expect(await view()).toMatchObject({ awardCount: 4, awardSource: 'computed', manualAwardCount: null });
    const url = `/api/admin/users/${user.id}/award-count`;
    await call('PUT', url, { count: 0 });
    expect(await view()).toMatchObject({ awardCount: 0, awardSource: 'manual', manualAwardCount: 0 });
    const cleared = await call('PUT', url, { count: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ count: null, awardCount: 4, awardSource: 'computed' });
    expect(await view()).toMatchObject({ awardCount: 4, awardSource: 'computed', computedAwardCount: 4 });
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(user.username)}`)).json();
    expect(listed.items[0]).toMatchObject({ id: user.id, awardCount: 4 });
  });
});

describe('the user list', () => {
  it('searches username and email in any case, filters role and status, pages by 50 ordered by username', async () => {
    const local = await createTestApp();
    try {
      const { cookie: adminCookie } = await signedInUser(local.app, 'admin');
      for (let i = 0; i < 60; i++) {
        await createUser(local.app, {
          username: `Fot${String(i).padStart(2, '0')}`,
          status: i % 3 === 0 ? 'vip' : 'regular',
        });
      }
      await createUser(local.app, {
        username: 'zeca',
        email: 'Zeca.Silva@Estudio.test',
        role: 'video_judge_1',
      });
      await createUser(local.app, { username: '100%_real', email: 'real@example.test' });
      const special = await createUser(local.app, { username: 'ana', email: 'ana@example.test' });
      await local.db.$client.query(
        `INSERT INTO award_counts (user_id, year, award_count) VALUES ($1, $2, 4)`,
        [special.id, thisYear],
      );
      const get = async (query: string) =>
        (
          await local.app.inject({
            method: 'GET',
            url: `/api/admin/users${query}`,
            headers: { cookie: adminCookie },
          })
        ).json();

      const first = await get('');
      expect(first).toMatchObject({ total: 64, page: 1, pageSize: 50, year: thisYear });
      expect(first.items[0]).toMatchObject({ username: '100%_real' });
      expect(first.items[2]).toMatchObject({ username: 'ana', awardCount: 4 });
      expect(first.items[3].username).toBe('Fot00');
      expect((await get('?page=2')).items.map((u: { username: string }) => u.username).at(-1)).toBe('zeca');

      expect((await get('?q=ESTUDIO')).items.map((u: { username: string }) => u.username)).toEqual(['zeca']);
      expect((await get('?q=fot5')).total).toBe(10);
      // % and _ are searched literally.
      expect((await get('?q=%25_')).items.map((u: { username: string }) => u.username)).toEqual([
        '100%_real',
      ]);
      expect((await get('?role=video_judge_1')).items.map((u: { username: string }) => u.username)).toEqual([
        'zeca',
      ]);
      expect((await get('?status=vip')).total).toBe(20);
      expect((await get('?status=vip&q=fot0')).total).toBe(4);
      expect((await get('?role=&status=&q=')).total).toBe(64);
      expect(await get('?role=root')).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { role: 'errors.user.roleInvalid' },
      });
      expect(await get(`?q=${'a'.repeat(101)}`)).toMatchObject({ fields: { q: 'errors.tooLong' } });
    } finally {
      await local.close();
    }
  });
});
