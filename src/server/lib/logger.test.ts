import { describe, expect, it } from 'vitest';
import { createLogger, redactSecrets } from './logger';

function capture() {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { log, text: () => lines.join('') };
}

const TOKEN = 'Zq8Xb2Lm4Nv6Pc9Rt1Yw3Ke5Hj7Gf0Da';

describe('the logger never writes a secret', () => {
  it('drops a failed query’s parameters from the message and from the error', () => {
    const { log, text } = capture();
    // The shape of Drizzle's DrizzleQueryError, as Better Auth's session lookup throws it.
    const error = Object.assign(
      new Error(`Failed query: select * from "session" where "token" = $1\nparams: ${TOKEN}`),
      { query: 'select * from "session" where "token" = $1', params: [TOKEN] },
    );
    log.error({ err: error, details: [{ error: error.message }] }, 'INTERNAL_SERVER_ERROR');
    expect(text()).not.toContain(TOKEN);
    expect(text()).toContain('Failed query: select * from');
    expect(text()).toContain('[redacted]');
  });

  it('drops cookies, authorization, passwords, tokens and connection-string passwords', () => {
    const { log, text } = capture();
    log.info({
      req: {
        headers: { cookie: `better-auth.session_token=${TOKEN}.sig`, authorization: `Bearer ${TOKEN}` },
      },
    });
    log.info({ body: { email: 'a@b.test', password: 'hunter2-secret', newPassword: 'n3w-secret' } });
    log.warn({ webhookSecret: 'whsec_abc', accessToken: 'APP_USR-123' }, 'provider configured');
    log.info(`reset link https://jurado.test/api/auth/reset-password/${TOKEN}?callbackURL=/x sent`);
    log.info(`unsubscribe https://jurado.test/unsubscribe/${TOKEN}`);
    log.info(`GET /api/auth/verify-email?token=${TOKEN}`);
    log.info('cookie header was better-auth.session_token=%s; Path=/', TOKEN);
    log.warn({ reason: 'connect to postgres://jurado:p4ssw0rd@db.internal:5432/jurado failed' });
    const out = text();
    for (const secret of [TOKEN, 'hunter2-secret', 'n3w-secret', 'whsec_abc', 'APP_USR-123', 'p4ssw0rd']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('a@b.test');
    expect(out).toContain('postgres://jurado:[redacted]@db.internal');
  });

  it('leaves ordinary lines as they are', () => {
    const line =
      '{"level":30,"reqId":"r1","req":{"method":"GET","url":"/api/judge/photo/submissions?page=2"}}\n';
    expect(redactSecrets(line)).toBe(line);
    const verify = '{"msg":"GET /verify/4f0c9a7e-1b2d-4c3e-9f8a-7b6c5d4e3f2a"}';
    expect(redactSecrets(verify)).toBe(verify);
  });
});
