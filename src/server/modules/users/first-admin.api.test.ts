import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The first admin is created without a location; editing themselves (to change their
// password) must not require inventing one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function put(cookie: string, id: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}`, payload, headers: { cookie } });
}

describe('an admin without a location', () => {
  it('changes their own password with the location left empty; a user with a location keeps it', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    await t.db.$client.query(
      'UPDATE users SET country = NULL, state_code = NULL, city_code = NULL, city_name = NULL WHERE id = $1',
      [admin.id],
    );
    const cookie = await signIn(t.app, admin);
    const body = {
      username: admin.username,
      email: admin.email,
      role: 'admin',
      status: 'regular',
      password: 'a-brand-new-password-1',
      country: '',
      stateCode: null,
      cityCode: null,
      cityName: null,
    };
    const res = await put(cookie, admin.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password: 'a-brand-new-password-1' },
    });
    expect(signedIn.statusCode).toBe(200);

    const other = await createUser(t.app, { role: 'participant' });
    const removed = await put(cookie, other.id, {
      ...body,
      username: other.username,
      email: other.email,
      role: 'participant',
      password: '',
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().fields).toEqual({ country: 'errors.required' });

    const invalid = await put(cookie, admin.id, { ...body, password: '', country: 'BR', stateCode: '35' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({ cityCode: 'errors.cityRequired' });
  });
});
