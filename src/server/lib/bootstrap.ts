import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';
import * as repo from './bootstrap.repo';

/** Where the first admin's generated password is written when no terminal is attached. */
export const ADMIN_PASSWORD_FILE = 'first-admin-password';

/**
 * First start: with no admin in the database, create one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password shown once. Later starts change nothing. Runs under the start-up lock
 * (withStartupLock), so instances starting together create one admin.
 *
 * The generated password never goes into the log stream, which is usually collected and kept: on a
 * terminal it is printed there; otherwise it is written to DATA_DIR/first-admin-password, readable by
 * this user only, and the log says where.
 */
export async function ensureAdmin(ctx: AppContext, options: { terminal?: boolean } = {}): Promise<void> {
  const terminal = options.terminal ?? process.stdout.isTTY === true;
  if (await repo.hasAdmin(ctx.pool)) return;
  const email = ctx.config.adminEmail.toLowerCase();
  const password = ctx.config.adminPassword ?? randomBytes(12).toString('base64url');
  const existingId = await repo.findUserIdByEmail(ctx.pool, email);
  if (existingId) {
    await repo.makeAdmin(ctx.pool, existingId);
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
  await repo.makeAdmin(ctx.pool, user.id);
  ctx.log.warn(`Created the first admin: ${email}`);
  if (ctx.config.adminPassword) return;
  if (terminal) {
    process.stdout.write(
      `\n  Jurado admin created\n    email:    ${email}\n    password: ${password}\n  (shown only once; change it after signing in)\n\n`,
    );
    return;
  }
  const file = path.join(ctx.config.dataDir, ADMIN_PASSWORD_FILE);
  mkdirSync(ctx.config.dataDir, { recursive: true });
  writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  ctx.log.warn(
    { file },
    "the first admin's generated password is in this file (readable by this user only): sign in, change it, delete the file",
  );
}
