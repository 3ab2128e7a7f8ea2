import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role, UserStatus } from '../../domain/roles';

export const TEST_PASSWORD = 'correct-horse-42';
const hashes = new WeakMap<FastifyInstance, Promise<string>>();

export type TestUser = { id: string; email: string; username: string; role: Role; password: string };

/** A user of any role, created straight in the database (sign-up only ever makes participants). */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{ role: Role; status: UserStatus; email: string; username: string; locale: 'pt' | 'en' }> = {},
): Promise<TestUser> {
  const context = await app.ctx.auth.$context;
  if (!hashes.has(app)) hashes.set(app, context.password.hash(TEST_PASSWORD));
  const suffix = randomBytes(4).toString('hex');
  const role = overrides.role ?? 'participant';
  const username = overrides.username ?? `${role}-${suffix}`;
  const email = overrides.email ?? `${username}@example.test`;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: username,
      emailVerified: true,
      country: 'BR',
      stateCode: '35',
      cityCode: '3550308',
      locale: overrides.locale ?? 'pt',
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hashes.get(app)!,
  });
  await app.ctx.db.$client.query('UPDATE users SET role = $2, status = $3 WHERE id = $1', [
    user.id,
    role,
    overrides.status ?? 'regular',
  ]);
  return { id: user.id, email, username, role, password: TEST_PASSWORD };
}

/** Signs in through the real endpoint and returns the Cookie header to send with later requests. */
export async function signIn(app: FastifyInstance, user: { email: string; password: string }): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = response.headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : [cookies ?? ''];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Creates a user of the role and signs them in. */
export async function signedInUser(app: FastifyInstance, role: Role = 'participant', status?: UserStatus) {
  const user = await createUser(app, { role, status });
  return { user, cookie: await signIn(app, user) };
}
