import { describe, expect, it } from 'vitest';
import { createSessionCache, sessionCookieOf, undeclared, type SessionUser } from './guard';

const user: SessionUser = {
  id: 'u1',
  username: 'ana',
  email: 'ana@example.test',
  role: 'photo_judge_1',
  status: 'regular',
  locale: 'pt',
  sessionId: 's1',
};

describe('session cache', () => {
  it('remembers a caller for its lifetime, then looks them up again', () => {
    let clock = 1_000;
    const cache = createSessionCache(5_000, 10, () => clock);
    cache.set('token.sig', user, new Date(clock + 60_000));
    expect(cache.get('token.sig')).toEqual(user);
    clock += 4_999;
    expect(cache.get('token.sig')).toEqual(user);
    clock += 1;
    expect(cache.get('token.sig')).toBeNull();
  });

  it('never keeps a session past its own expiry', () => {
    let clock = 1_000;
    const cache = createSessionCache(5_000, 10, () => clock);
    cache.set('token.sig', user, new Date(clock + 1_000));
    clock += 1_000;
    expect(cache.get('token.sig')).toBeNull();
  });

  it('forgets a signed-out session at once', () => {
    const cache = createSessionCache(5_000);
    cache.set('token.sig', user, new Date(Date.now() + 60_000));
    cache.delete('token.sig');
    expect(cache.get('token.sig')).toBeNull();
  });

  it('holds at most its size, letting the oldest go', () => {
    const cache = createSessionCache(5_000, 2);
    const later = new Date(Date.now() + 60_000);
    cache.set('a', user, later);
    cache.set('b', user, later);
    cache.set('c', user, later);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).toEqual(user);
  });

  it('is off with a lifetime of 0', () => {
    const cache = createSessionCache(0);
    cache.set('a', user, new Date(Date.now() + 60_000));
    expect(cache.get('a')).toBeNull();
  });
});

describe('session cookie', () => {
  it('is read from the plain and the secure cookie name, among others', () => {
    expect(sessionCookieOf('theme=dark; better-auth.session_token=abc.def; x=1')).toBe('abc.def');
    expect(sessionCookieOf('__Secure-better-auth.session_token=abc.def')).toBe('abc.def');
    expect(sessionCookieOf('theme=dark')).toBeNull();
    expect(sessionCookieOf(undefined)).toBeNull();
  });
});

describe('route declarations checked at start-up', () => {
  const response = { 200: {} };

  it('wants who may call an API route and what it answers', () => {
    expect(undeclared({ url: '/api/x', schema: { response } })).toBe('who may call it (config.access)');
    expect(undeclared({ url: '/api/x', config: { access: 'public' } })).toBe('its answers (schema.response)');
    expect(undeclared({ url: '/api/x', config: { access: ['admin'] }, schema: { response } })).toBeNull();
  });

  it("wants the answers of Better Auth's proxied routes and of the public pages, not their access", () => {
    expect(undeclared({ url: '/api/auth/*' })).toBe('its answers (schema.response)');
    expect(undeclared({ url: '/api/auth/*', schema: { response } })).toBeNull();
    expect(undeclared({ url: '/verify/:id', config: { access: 'public' } })).toBe(
      'its answers (schema.response)',
    );
  });

  it('leaves the static files of the web build alone', () => {
    expect(undeclared({ url: '/assets/index.js' })).toBeNull();
  });
});
