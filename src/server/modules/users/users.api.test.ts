import { describe, expect, it } from 'vitest';
import { JUDGE_ROLES, type Role } from '../../../domain/roles';
import { createUser, signIn, signedInUser } from '../../test/factories';
import { expectRefused, useApi } from '../../test/api';
import { editOf } from './users.test-support';
import { createTestApp } from '../../test/test-app';

const t = useApi();
const { call } = t;

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
    const audit = await t.auditOf(body.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.create',
        actor_id: t.admin.id,
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
    expectRefused(name, 409, 'USERNAME_TAKEN', { username: 'errors.usernameTaken' });
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
    const audit = await t.auditOf(user.id);
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
