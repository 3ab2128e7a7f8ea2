import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createUser, signIn, signInAttempt, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const brazilian = {
  username: 'Maria Souza',
  email: 'maria@example.test',
  password: 'fotografia1',
  country: 'BR',
  stateCode: '35',
  cityCode: '3509502',
  locale: 'pt',
};

function signUp(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload });
}

describe('sign-up', () => {
  it('creates a participant with status regular and queues a welcome email in their language', async () => {
    const res = await signUp(brazilian);
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.$client.query(
      `SELECT role, status, country, state_code, city_code, locale FROM users WHERE email = $1`,
      ['maria@example.test'],
    );
    expect(rows[0]).toEqual({
      role: 'participant',
      status: 'regular',
      country: 'BR',
      state_code: '35',
      city_code: '3509502',
      locale: 'pt',
    });
    const mail = await t.db.$client.query(`SELECT subject FROM emails WHERE to_address = $1`, [
      'maria@example.test',
    ]);
    expect(mail.rows[0].subject).toBe('Bem-vindo(a) ao Jurado, Maria Souza!');
  });

  it('cannot be used to choose a role or status', async () => {
    const res = await signUp({
      ...brazilian,
      username: 'sneaky',
      email: 'sneaky@example.test',
      role: 'admin',
      status: 'vip',
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.$client.query(
      `SELECT role, status FROM users WHERE email = 'sneaky@example.test'`,
    );
    expect(rows[0]).toEqual({ role: 'participant', status: 'regular' });
  });

  it('refuses a duplicate email and a duplicate username (any case) with 409 and a field key', async () => {
    const email = await signUp({ ...brazilian, username: 'other name' });
    expectRefused(email, 409, 'EMAIL_TAKEN', { email: 'errors.emailTaken' });
    const name = await signUp({ ...brazilian, email: 'new@example.test', username: 'MARIA SOUZA' });
    expectRefused(name, 409, 'USERNAME_TAKEN', { username: 'errors.usernameTaken' });
  });

  it('refuses a Brazilian address without a state, a malformed email and an over-long field with 400', async () => {
    const noState = await signUp({
      ...brazilian,
      email: 'x1@example.test',
      username: 'x1',
      stateCode: undefined,
    });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().fields).toMatchObject({ stateCode: 'errors.stateRequired' });
    const badEmail = await signUp({ ...brazilian, email: 'not an email', username: 'x2' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toMatchObject({ email: 'errors.email' });
    const long = await signUp({ ...brazilian, email: 'x3@example.test', username: 'y'.repeat(500) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({ username: 'errors.tooLong' });
  });

  it('refuses a municipality that is not in the chosen state', async () => {
    const res = await signUp({ ...brazilian, email: 'x4@example.test', username: 'x4', stateCode: '33' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ cityCode: 'errors.cityInvalid' });
  });

  it('takes a free-text city outside Brazil', async () => {
    const res = await signUp({
      ...brazilian,
      email: 'pt@example.test',
      username: 'lisboeta',
      country: 'PT',
      cityName: 'Lisboa',
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    const mail = await t.db.$client.query(`SELECT subject FROM emails WHERE to_address = 'pt@example.test'`);
    expect(mail.rows[0].subject).toBe('Welcome to Jurado, lisboeta!');
  });

  it('leaves no user behind when it fails half-way (the account row refused)', async () => {
    const db = t.db.$client;
    await db.query(`CREATE FUNCTION refuse_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'account refused for the test'; END $$`);
    await db.query(`CREATE TRIGGER refuse_account BEFORE INSERT ON accounts
      FOR EACH ROW EXECUTE FUNCTION refuse_account()`);
    try {
      const res = await signUp({ ...brazilian, email: 'half@example.test', username: 'half way' });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db.query('DROP TRIGGER refuse_account ON accounts');
      await db.query('DROP FUNCTION refuse_account()');
    }
    const users = await db.query(`SELECT id FROM users WHERE email = 'half@example.test'`);
    expect(users.rows).toEqual([]);
    const mail = await db.query(`SELECT id FROM emails WHERE to_address = 'half@example.test'`);
    expect(mail.rows).toEqual([]);
  });
});

describe('sign-in', () => {
  it('signs in with the right password and reads the profile', async () => {
    const user = await createUser(t.app, { role: 'photo_judge_1' });
    const cookie = await signIn(t.app, user);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: user.username, role: 'photo_judge_1', email: user.email });
  });

  it('answers a wrong password with INVALID_EMAIL_OR_PASSWORD, never a 500', async () => {
    const user = await createUser(t.app);
    const res = await signInAttempt(t.app, { email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('lets a browser on this machine sign in by any loopback name, and refuses other origins', async () => {
    // Without PUBLIC_URL the app is opened as localhost or 127.0.0.1; both must sign in.
    const local = await createTestApp({ env: { PUBLIC_URL: undefined, PORT: '3000' } });
    try {
      const user = await createUser(local.app);
      // Better Auth checks the origin of requests that carry cookies, as a browser's do.
      const from = (origin: string) => signInAttempt(local.app, user, { origin, cookie: 'seen=1' });
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect((await from(origin)).statusCode, origin).toBe(200);
      }
      for (const origin of ['http://evil.example', 'http://127.0.0.1:4000']) {
        const refused = await from(origin);
        expect(refused.statusCode, origin).toBe(403);
        expect(refused.json().code).toBe('UNTRUSTED_ORIGIN');
      }
      // A refused origin is not a wrong password: five of them do not lock the account.
      for (let i = 0; i < 5; i++) await from('http://evil.example');
      expect((await from('http://localhost:3000')).statusCode).toBe(200);
    } finally {
      await local.close();
    }
    // With PUBLIC_URL only that address is trusted.
    const user = await createUser(t.app);
    const res = await signInAttempt(t.app, user, { origin: 'http://127.0.0.1:3000', cookie: 'seen=1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('UNTRUSTED_ORIGIN');
  });

  it('locks an account after five wrong passwords, even for the right one', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      await signInAttempt(t.app, { email: user.email, password: 'nope-nope' });
    }
    const res = await signInAttempt(t.app, user);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps Better Auth endpoints other than the open ones closed', async () => {
    const { cookie } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(404);
    const direct = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: brazilian });
    expect(direct.statusCode).toBe(404);
  });
});

describe('settings', () => {
  const settings = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: { cookie }, payload });

  it('changes the username and keeps the password when none is typed', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const res = await settings(cookie, { username: 'novo nome', email: user.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('novo nome');
    await signIn(t.app, user);
  });

  it('changes the password only when both fields match, and signs out other devices', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const other = await signIn(t.app, user);
    const change = { username: user.username, email: user.email, newPassword: 'brand-new-1' };
    const mismatch = await settings(cookie, { ...change, confirmPassword: 'x' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toEqual({ confirmPassword: 'errors.newPasswordsDoNotMatch' });
    const ok = await settings(cookie, {
      ...change,
      confirmPassword: 'brand-new-1',
      currentPassword: user.password,
    });
    expect(ok.statusCode).toBe(200);
    await signIn(t.app, { email: user.email, password: 'brand-new-1' });
    const stale = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: other } });
    expect(stale.statusCode).toBe(401);
    const current = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(current.statusCode).toBe(200);
  });

  it('refuses anonymous callers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  it('emails a link whose token sets a new password once', async () => {
    const user = await createUser(t.app, { locale: 'en' });
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(req.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT subject, text FROM emails WHERE to_address = $1`, [
      user.email,
    ]);
    expect(rows[0].subject).toBe('Jurado password reset');
    const token = /reset-password\?token=([^\s]+)/.exec(rows[0].text)![1];
    const check = await t.app.inject({ method: 'GET', url: `/api/account/reset-token?token=${token}` });
    expect(check.json()).toEqual({ valid: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), newPassword: 'after-reset-9' },
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, { email: user.email, password: 'after-reset-9' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: decodeURIComponent(token), newPassword: 'after-reset-10' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('says nothing about unknown addresses', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'nobody@example.test', redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('locations', () => {
  it('lists countries in Portuguese collation and Brazilian municipalities per state', async () => {
    const countries = await t.app.inject({ method: 'GET', url: '/api/locations/countries?locale=pt' });
    const names = countries.json().map((c: { name: string }) => c.name);
    expect(names).toContain('Brasil');
    expect(names.indexOf('Áustria')).toBeLessThan(names.indexOf('Bélgica'));
    const cities = await t.app.inject({ method: 'GET', url: '/api/locations/br/states/35/cities' });
    expect(cities.json()).toContainEqual({ code: '3550308', name: 'São Paulo' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/locations/br/states/99/cities' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the session answer', () => {
  it('says null to a visitor (no 401 on signed-out pages) and the profile to a signed-in caller', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toBe('private, no-store');

    const user = await createUser(t.app, { locale: 'en' });
    const cookie = await signIn(t.app, user);
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(signedIn.json()).toEqual({ user: me.json() });
    expect(signedIn.json().user).toMatchObject({ id: user.id, locale: 'en', role: 'participant' });

    // After signing out, the same cookie is nobody.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
    // /api/me itself still refuses anonymous callers.
    expect((await t.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});
