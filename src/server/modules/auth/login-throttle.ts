import type { Database } from '../../db/client';

// Five wrong passwords lock an account for a quarter of an hour; one address gets twenty, to slow down
// guessing across many accounts. Counted in PostgreSQL so it holds across server instances.
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const WINDOW_MINUTES = 15;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** An attempt allowed to reach the password check, counted as a failure until it is settled. */
export type LoginAttempt = { keys: string[]; at: string };

/**
 * Checks the limits and counts the attempt in one step (issue 11 item 8): under a transaction-scoped
 * advisory lock per key, the failures in the window are counted and, when under the limits, this
 * attempt is recorded as one more failure before the password is checked. Twenty wrong passwords sent
 * at once therefore queue on the lock, and only as many as the limit allows reach the check.
 * Returns the attempt, or the seconds to wait.
 */
export async function beginLoginAttempt(
  db: Database,
  email: string,
  ip: string,
): Promise<{ attempt: LoginAttempt } | { wait: number }> {
  const keys = [accountKey(email), addressKey(ip)];
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    // Always in the same order, so two attempts never wait on each other's second lock.
    for (const key of [...keys].sort())
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    const { rows } = await client.query<{ key: string; n: number; oldest: Date }>(
      `SELECT key, count(*)::int AS n, min(failed_at) AS oldest FROM login_failures
       WHERE key = ANY($1) AND failed_at > now() - make_interval(mins => $2) GROUP BY key`,
      [keys, WINDOW_MINUTES],
    );
    let wait = 0;
    for (const row of rows) {
      const limit = row.key.startsWith('ip:') ? ADDRESS_LIMIT : ACCOUNT_LIMIT;
      if (row.n >= limit) {
        const until = row.oldest.getTime() + WINDOW_MINUTES * 60_000;
        wait = Math.max(wait, Math.ceil((until - Date.now()) / 1000), 1);
      }
    }
    if (wait > 0) {
      await client.query('ROLLBACK');
      return { wait };
    }
    // The time as PostgreSQL's text, to find these rows again exactly (a Date would drop the microseconds).
    const inserted = await client.query<{ at: string }>(
      'INSERT INTO login_failures (key) VALUES ($1), ($2) RETURNING failed_at::text AS at',
      keys,
    );
    await client.query('COMMIT');
    return { attempt: { keys, at: inserted.rows[0].at } };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The password was wrong: the attempt stays counted. Old rows are pruned a little at a time. */
export async function failLoginAttempt(db: Database): Promise<void> {
  await db.$client.query(`DELETE FROM login_failures WHERE failed_at < now() - make_interval(mins => $1)`, [
    WINDOW_MINUTES * 2,
  ]);
}

/** Signed in: the account's failures are forgotten, and this attempt no longer counts for the address. */
export async function succeedLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.$client.query(
    'DELETE FROM login_failures WHERE key = $1 OR (key = $2 AND failed_at = $3::timestamptz)',
    [attempt.keys[0], attempt.keys[1], attempt.at],
  );
}

/** Neither right nor wrong (refused for its origin, an error): the attempt does not count. */
export async function cancelLoginAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.$client.query('DELETE FROM login_failures WHERE key = ANY($1) AND failed_at = $2::timestamptz', [
    attempt.keys,
    attempt.at,
  ]);
}
