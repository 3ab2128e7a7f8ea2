import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, signedInUser, signIn, signInAttempt } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNT_LIMIT, PENDING_SECONDS, beginLoginAttempt, cancelLoginAttempt } from './login-throttle';

// Sign-in, sign-up and account security, from outside: real HTTP through app.inject, real cookies, real
// PostgreSQL, two server instances where the limit must be shared.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  // Every request of this file comes from one address: the sign-up limit has its own tests below.
  t = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '1000' } });
});
afterAll(async () => {
  await t.close();
});

const unique = () => randomBytes(4).toString('hex');
function account(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    username: `user ${id}`,
    email: `u${id}@example.test`,
    password: 'fotografia1',
    country: 'BR',
    stateCode: '35',
    cityCode: '3509502',
    locale: 'pt',
    ...overrides,
  };
}

describe('racing sign-ups (item 13)', () => {
  it('one username sent eight times at once: exactly one 201, the rest 409 USERNAME_TAKEN', async () => {
    const username = `racer ${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: account({ username }) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({
        code: 'USERNAME_TAKEN',
        fields: { username: 'errors.usernameTaken' },
      });
    }
  });

  it('one email sent eight times at once: exactly one 201, the rest 409 EMAIL_TAKEN', async () => {
    const email = `same-${unique()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: account({ email }) }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'errors.emailTaken' } });
    }
  });
});

describe('a sign-up that loses the race for its address', () => {
  it('is told the address is taken, not shown a success for an account that does not exist', async () => {
    // Another sign-up for the same address commits after this one's own check and before Better Auth
    // looks (as eight at once did once in CI): Better Auth then answers with a made-up user.
    const email = `late-${unique()}@example.test`;
    const signUpEmail = t.app.ctx.auth.api.signUpEmail;
    const api = t.app.ctx.auth.api as { signUpEmail: typeof signUpEmail };
    api.signUpEmail = (async (...args: Parameters<typeof signUpEmail>) => {
      api.signUpEmail = signUpEmail;
      await createUser(t.app, { email });
      return signUpEmail(...args);
    }) as typeof signUpEmail;
    let res;
    try {
      res = await t.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: account({ email }) });
    } finally {
      api.signUpEmail = signUpEmail;
    }
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: 'errors.emailTaken' } });
    const { rows } = await t.db.$client.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      email,
    ]);
    expect(rows[0].n).toBe(1);
    const mails = await t.db.$client.query('SELECT 1 FROM emails WHERE to_address = $1', [email]);
    expect(mails.rowCount).toBe(0);
  });
});

describe('sign-in lockout under a burst (item 8)', () => {
  it('20 wrong passwords at once: at most the limit reach the password check, the rest 429', async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        signInAttempt(t.app, { email: user.email, password: 'wrong-password' }),
      ),
    );
    const wrong = answers.filter((a) => a.statusCode === 401);
    const locked = answers.filter((a) => a.statusCode === 429);
    expect(wrong.length).toBe(ACCOUNT_LIMIT);
    expect(locked.length).toBe(20 - ACCOUNT_LIMIT);
    for (const a of locked) expect(a.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The right password is refused as well until the window ends.
    const right = await signInAttempt(t.app, user);
    expect(right.statusCode).toBe(429);
  });

  it('a successful sign-in forgets the failures and does not count against the address', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) {
      await signInAttempt(t.app, { email: user.email, password: 'wrong-password' });
    }
    const ok = await signInAttempt(t.app, user);
    expect(ok.statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT key FROM login_failures WHERE key = $1`, [
      `account:${user.email}`,
    ]);
    expect(rows).toEqual([]);
  });
});

describe('the lockout counts wrong passwords only', () => {
  it('leaves nothing counted after thirty right passwords in a row', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 30; i++) expect((await signInAttempt(t.app, user)).statusCode).toBe(200);
    const { rows } = await t.db.$client.query(`SELECT key FROM login_failures WHERE key LIKE $1`, [
      `%account:${user.email}`,
    ]);
    expect(rows).toEqual([]);
  });

  it('stops counting attempts that never settled (a server killed mid sign-in) after their short life', async () => {
    const user = await createUser(t.app);
    // What a server killed between the limit check and the password check leaves behind: attempts
    // still pending, more than the account's limit.
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const begun = await beginLoginAttempt(t.db, user.email, `192.0.2.${i + 1}`);
      expect('attempt' in begun).toBe(true);
    }
    // While they may still be in flight they hold the limit (the burst guard above relies on it)…
    expect((await signInAttempt(t.app, user)).statusCode).toBe(429);
    // …and once older than any sign-in takes, they no longer count: the right password gets in.
    await t.db.$client.query(
      `UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $1) WHERE key LIKE $2`,
      [PENDING_SECONDS + 1, `pending:account:${user.email}`],
    );
    expect((await signInAttempt(t.app, user)).statusCode).toBe(200);
  });

  it('a wrong password counts as one failure; a request the server could not settle counts as none', async () => {
    const user = await createUser(t.app);
    expect((await signInAttempt(t.app, { email: user.email, password: 'wrong-password' })).statusCode).toBe(
      401,
    );
    const begun = await beginLoginAttempt(t.db, user.email, '192.0.2.50');
    if (!('attempt' in begun)) throw new Error('refused');
    await cancelLoginAttempt(t.db, begun.attempt);
    const { rows } = await t.db.$client.query(`SELECT key FROM login_failures WHERE key LIKE $1`, [
      `%account:${user.email}`,
    ]);
    expect(rows.map((r) => r.key)).toEqual([`account:${user.email}`]);
  });
});

describe('sign-in lockout per address', () => {
  it('counts no successful sign-in: 25 people signing in from one address all get in', async () => {
    const users = await Promise.all(Array.from({ length: 25 }, () => createUser(t.app)));
    for (const user of users) {
      const res = await signInAttempt(t.app, user);
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('single-line names (item 12)', () => {
  const separators = ['\u2028', '\u2029', '\u200b', '\u202e', '\ufeff', '\u0085'];

  it('refuses line/paragraph separators and format characters in usernames at sign-up, in settings and in the admin form', async () => {
    const { cookie: participant } = await signedInUser(t.app);
    const { cookie: admin } = await signedInUser(t.app, 'admin');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: participant } });
    for (const ch of separators) {
      const username = `Ana${ch}Paula ${unique()}`;
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-up',
        payload: account({ username }),
      });
      expect(signUp.statusCode, JSON.stringify(ch)).toBe(400);
      expect(signUp.json().fields).toEqual({ username: 'errors.usernameInvalid' });

      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: { cookie: participant },
        payload: { username, email: me.json().email },
      });
      expect(settings.statusCode).toBe(400);
      expect(settings.json().fields).toMatchObject({ username: 'errors.usernameInvalid' });

      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie: admin },
        payload: { ...account({ username }), role: 'participant', status: 'regular' },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().fields).toMatchObject({ username: 'errors.usernameInvalid' });
    }
  });

  it('refuses them in a free-text city and a contest title too', async () => {
    const { cookie: admin } = await signedInUser(t.app, 'admin');
    const city = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: account({ country: 'PT', stateCode: null, cityCode: null, cityName: 'Porto\u2028Lisboa' }),
    });
    expect(city.statusCode).toBe(400);
    expect(city.json().fields).toEqual({ cityName: 'errors.invalidCharacters' });
    const contest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      headers: { cookie: admin },
      payload: {
        title: 'Casamentos\u2029de verão',
        startDay: '2030-01-01',
        endDay: '2030-01-10',
        resultDay: '2030-01-20',
        category: 'photo',
        photoCategory: 'wedding',
      },
    });
    expect(contest.statusCode).toBe(400);
    expect(contest.json().fields).toMatchObject({ title: 'errors.invalidCharacters' });
  });
});

describe('sign-up and reset limits (items 2 and 3)', () => {
  it('are shared by two servers on one database', async () => {
    const env = { SIGNUP_RATE_LIMIT: '4' };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env, databaseUrl: a.databaseUrl });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? a : b;
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/account/sign-up',
          payload: account(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
      const resets: number[] = [];
      for (let i = 0; i < 7; i++) {
        const server = i % 2 === 0 ? a : b;
        const res = await server.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: 'nobody@example.test', redirectTo: '/reset-password' },
        });
        resets.push(res.statusCode);
      }
      expect(resets).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const refused = await b.app.inject({ method: 'POST', url: '/api/account/sign-up', payload: account() });
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await b.close();
      await a.close();
    }
  });

  for (const trustProxy of ['true', '1', '127.0.0.1', '127.0.0.0/8,10.0.0.1']) {
    it(`cannot be dodged with a made-up X-Forwarded-For behind one proxy (TRUST_PROXY=${trustProxy})`, async () => {
      const app = await createTestApp({ env: { SIGNUP_RATE_LIMIT: '3', TRUST_PROXY: trustProxy } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 7; i++) {
          // The client writes whatever it likes; the proxy (127.0.0.1 here) appends the address it saw.
          const res = await app.app.inject({
            method: 'POST',
            url: '/api/account/sign-up',
            headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
            payload: account(),
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429]);
        // Another real client behind the same proxy has its own allowance.
        const other = await app.app.inject({
          method: 'POST',
          url: '/api/account/sign-up',
          headers: { 'x-forwarded-for': '203.0.113.10' },
          payload: account(),
        });
        expect(other.statusCode).toBe(201);
      } finally {
        await app.close();
      }
    });
  }

  it('refuses a TRUST_PROXY that is neither false, a hop count nor addresses', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'yes please' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('account changes from a live session (item 1)', () => {
  async function outbox(to: string) {
    const { rows } = await t.db.$client.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM emails WHERE to_address = $1 ORDER BY created_at',
      [to],
    );
    return rows;
  }
  const settings = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: { cookie }, payload });

  it('needs the current password for a new email or password, not for a new username', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const base = { username: user.username, email: user.email };
    for (const change of [
      { email: `new-${unique()}@example.test` },
      { newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    ]) {
      const missing = await settings(cookie, { ...base, ...change });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ currentPassword: 'errors.currentPasswordRequired' });
      const wrong = await settings(cookie, { ...base, ...change, currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields).toEqual({ currentPassword: 'errors.currentPasswordWrong' });
    }
    const rename = await settings(cookie, { ...base, username: `renamed ${unique()}` });
    expect(rename.statusCode).toBe(200);
  });

  it('changes the email only through a single-use link sent to it, tells the old address and ends other sessions', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const otherDevice = await signIn(t.app, user);
    const newEmail = `moved-${unique()}@example.test`;
    const res = await settings(cookie, {
      username: user.username,
      email: newEmail,
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    // Not yet: the account keeps its address until the link is opened.
    expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherDevice } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);

    const notice = await outbox(user.email);
    expect(notice.map((m) => m.subject)).toContain('Pedido de troca do email da sua conta no Jurado');
    expect(notice.find((m) => m.subject.startsWith('Pedido'))!.text).toContain(newEmail);
    const [confirm] = await outbox(newEmail);
    expect(confirm.subject).toBe('Confirme seu novo email no Jurado');
    // The link opens its page in the account's language, signed out on any browser.
    expect(confirm.text).toMatch(/\/confirm-email\?token=[^&\s]+&lang=pt\s/);
    const token = decodeURIComponent(/\/confirm-email\?token=([^&\s]+)/.exec(confirm.text)![1]);

    const used = await t.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: { token },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ email: newEmail });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: newEmail, pendingEmail: null });
    const signedInAgain = await signInAttempt(t.app, { email: newEmail, password: user.password });
    expect(signedInAgain.statusCode).toBe(200);
  });

  it('refuses an expired confirmation link', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const newEmail = `late-${unique()}@example.test`;
    await settings(cookie, { username: user.username, email: newEmail, currentPassword: user.password });
    const [confirm] = await outbox(newEmail);
    const token = decodeURIComponent(/\/confirm-email\?token=([^&\s]+)/.exec(confirm.text)![1]);
    await t.db.$client.query(
      `UPDATE email_changes SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/account/confirm-email', payload: { token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('tells the address of the account when its password is changed', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const res = await settings(cookie, {
      username: user.username,
      email: user.email,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
      currentPassword: user.password,
    });
    expect(res.statusCode).toBe(200);
    expect((await outbox(user.email)).map((m) => m.subject)).toContain('Sua senha do Jurado foi alterada');
  });
});
