import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// A participant edits their country, state and city after sign-up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/location',
    headers: cookie ? { cookie } : {},
    payload: payload as never,
  });

describe('editing one’s location', () => {
  it('moves from São Paulo to Porto and back to Rio, checked as at sign-up', async () => {
    const me = await signedInUser(t.app);
    const abroad = await put(me.cookie, { country: 'pt', cityName: ' Porto ' });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().location).toEqual({
      country: 'PT',
      stateCode: null,
      cityCode: null,
      cityName: 'Porto',
    });
    const rio = await put(me.cookie, { country: 'BR', stateCode: '33', cityCode: '3304557' });
    expect(rio.statusCode).toBe(200);
    expect(rio.json().location).toEqual({
      country: 'BR',
      stateCode: '33',
      cityCode: '3304557',
      cityName: null,
    });
    const { rows } = await t.db.$client.query(
      'SELECT country, state_code, city_code, city_name FROM users WHERE id = $1',
      [me.user.id],
    );
    expect(rows[0]).toEqual({ country: 'BR', state_code: '33', city_code: '3304557', city_name: null });
  });

  it('refuses a city of another state, a missing state or an unknown country with a field error', async () => {
    const me = await signedInUser(t.app);
    const wrongState = await put(me.cookie, { country: 'BR', stateCode: '35', cityCode: '3304557' });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().fields).toEqual({ cityCode: 'errors.cityInvalid' });
    const noState = await put(me.cookie, { country: 'BR', cityCode: '3304557' });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().fields).toMatchObject({ stateCode: 'errors.stateRequired' });
    const unknown = await put(me.cookie, { country: 'XX', cityName: 'Nowhere' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ country: 'errors.countryInvalid' });
  });

  it('needs a session', async () => {
    expect((await put(undefined, { country: 'PT', cityName: 'Porto' })).statusCode).toBe(401);
  });
});
