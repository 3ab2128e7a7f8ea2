import { poolOf, type Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import * as repo from './login-throttle.repo';

// Five wrong passwords lock an account for a quarter of an hour; one address gets twenty, to slow down
// guessing across many accounts. Counted in PostgreSQL so it holds across server instances.
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const WINDOW_MINUTES = 15;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/**
 * An attempt in flight (its password not yet checked) is stored under its key with this prefix. It
 * counts against the limits only for PENDING_SECONDS: a sign-in settles in well under a second, so a
 * pending row older than that belongs to a request that never settled (the server was killed or lost
 * the database mid-request) and no longer counts. Only a wrong password becomes a failure.
 */
const PENDING = 'pending:';
export const PENDING_SECONDS = 30;
const pendingKeysOf = (attempt: LoginAttempt) => attempt.keys.map((key) => PENDING + key);

/** An attempt allowed to reach the password check, held as pending until it is settled. */
export type LoginAttempt = { keys: string[]; at: string };

/**
 * Checks the limits and registers the attempt in one step: under a transaction-scoped advisory lock per
 * key, the failures in the window and the attempts still pending are counted and, when under the
 * limits, this attempt is recorded as pending before the password is checked. Twenty wrong passwords
 * sent at once therefore queue on the lock, and only as many as the limit allows reach the check.
 * Returns the attempt, or the seconds to wait.
 */
export async function beginLoginAttempt(
  db: Database,
  email: string,
  ip: string,
): Promise<{ attempt: LoginAttempt } | { wait: number }> {
  const keys = [accountKey(email), addressKey(ip)];
  return inTransaction(db, async (client) => {
    // Always in the same order, so two attempts never wait on each other's second lock.
    for (const key of [...keys].sort()) await repo.lockKey(client, key);
    const rows = await repo.countAttempts(client, keys, PENDING, WINDOW_MINUTES, PENDING_SECONDS);
    let wait = 0;
    for (const row of rows) {
      const limit = row.key.startsWith('ip:') ? ADDRESS_LIMIT : ACCOUNT_LIMIT;
      if (row.n >= limit) wait = Math.max(wait, Math.ceil((row.until.getTime() - Date.now()) / 1000), 1);
    }
    if (wait > 0) return { wait };
    const at = await repo.insertAttempts(
      client,
      keys.map((key) => PENDING + key),
    );
    return { attempt: { keys, at } };
  });
}

/** The password was wrong: the pending attempt becomes a failure. Old rows are pruned a little at a time. */
export async function failLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await inTransaction(db, async (client) => {
    await repo.settleAsFailures(client, pendingKeysOf(attempt), attempt.at, PENDING.length);
    await repo.deleteFailuresOlderThan(client, WINDOW_MINUTES * 2);
  });
}

/** Signed in: the account's failures are forgotten, and this attempt is no longer pending. */
export async function succeedLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await repo.deleteFailuresAndPending(poolOf(db), attempt.keys[0], pendingKeysOf(attempt), attempt.at);
}

/** Neither right nor wrong (refused for its origin, an error): the attempt does not count. */
export async function cancelLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await repo.deletePending(poolOf(db), pendingKeysOf(attempt), attempt.at);
}
