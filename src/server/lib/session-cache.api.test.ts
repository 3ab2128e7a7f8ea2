import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// The guard's session cache on (it is off in the other API tests): a remembered caller is served
// without Better Auth, and a sign-out through this instance ends the session at once anyway.
describe('session cache in the guard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_SECONDS: '60' } });
  });
  afterAll(async () => t.close());

  it('a signed-out session is refused on the next request, though it was remembered', async () => {
    const { cookie } = await signedInUser(t.app, 'participant');
    const mine = () =>
      t.app.inject({ method: 'GET', url: '/api/participant/submissions', headers: { cookie } });
    expect((await mine()).statusCode).toBe(200);
    expect((await mine()).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await mine()).statusCode).toBe(401);
  });

  it('an unknown cookie is never remembered', async () => {
    const cookie = 'better-auth.session_token=nope.nope';
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/participant/submissions',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(401);
  });
});
