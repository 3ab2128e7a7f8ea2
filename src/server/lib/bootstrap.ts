import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';

/**
 * First start: with no admin in the database, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password printed once. Later starts change nothing.
 */
export async function ensureAdmin(ctx: AppContext): Promise<void> {
  const { rows } = await ctx.db.$client.query(`SELECT 1 FROM users WHERE role = 'admin' LIMIT 1`);
  if (rows.length > 0) return;
  const email = ctx.config.adminEmail.toLowerCase();
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  const existing = await ctx.db.$client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (existing.rows[0]) {
    await ctx.db.$client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [existing.rows[0].id]);
    ctx.log.warn(`No admin existed: ${email} was made admin (its password is unchanged).`);
    return;
  }
  const context = await ctx.auth.$context;
  const user = await context.internalAdapter.createUser(
    { email, name: 'admin', emailVerified: true, role: 'admin' },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  await ctx.db.$client.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
  ctx.log.warn(`Created the first admin: ${email}`);
  // The generated password is printed once, on the start that created the account, and never logged.
  if (!ctx.config.adminPassword) {
    console.log(
      `\n  Jurado admin created\n    email:    ${email}\n    password: ${password}\n  (shown only once; change it after signing in)\n`,
    );
  }
}
