import type { Database } from '../../db/client';

// Five wrong passwords lock an account for a quarter of an hour; one address gets twenty, to slow down
// guessing across many accounts. Counted in PostgreSQL so it holds across server instances.
export const ACCOUNT_LIMIT = 5;
export const ADDRESS_LIMIT = 20;
export const WINDOW_MINUTES = 15;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `ip:${ip}`;

/** Seconds until the caller may try again, or 0 when not throttled. */
export async function secondsUntilLoginAllowed(db: Database, email: string, ip: string): Promise<number> {
  const { rows } = await db.$client.query<{ key: string; n: number; oldest: Date }>(
    `SELECT key, count(*)::int AS n, min(failed_at) AS oldest FROM login_failures
     WHERE key = ANY($1) AND failed_at > now() - make_interval(mins => $2) GROUP BY key`,
    [[accountKey(email), addressKey(ip)], WINDOW_MINUTES],
  );
  let wait = 0;
  for (const row of rows) {
    const limit = row.key.startsWith('ip:') ? ADDRESS_LIMIT : ACCOUNT_LIMIT;
    if (row.n >= limit) {
      const until = row.oldest.getTime() + WINDOW_MINUTES * 60_000;
      wait = Math.max(wait, Math.ceil((until - Date.now()) / 1000));
    }
  }
  return Math.max(wait, 0);
}

export async function recordLoginFailure(db: Database, email: string, ip: string): Promise<void> {
  await db.$client.query('INSERT INTO login_failures (key) VALUES ($1), ($2)', [
    accountKey(email),
    addressKey(ip),
  ]);
  // Old rows are useless; prune a little on every failure instead of running a cron.
  await db.$client.query(`DELETE FROM login_failures WHERE failed_at < now() - make_interval(mins => $1)`, [
    WINDOW_MINUTES * 2,
  ]);
}

export async function clearLoginFailures(db: Database, email: string): Promise<void> {
  await db.$client.query('DELETE FROM login_failures WHERE key = $1', [accountKey(email)]);
}
