import { allRows, type Queryable } from '../../db/transaction';

/** The failures and pending attempts counted for one key (pending attempts under the plain key). */
export type AttemptCountRow = { key: string; n: number; until: Date };

/** Waits for the transaction-scoped advisory lock of `key`. */
export async function lockKey(db: Queryable, key: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
}

/**
 * Per key: the failures in the last `windowMinutes` and the pending attempts (stored under
 * `pendingPrefix` + key) of the last `pendingSeconds`, and when the oldest of them stops counting.
 */
export async function countAttempts(
  db: Queryable,
  keys: string[],
  pendingPrefix: string,
  windowMinutes: number,
  pendingSeconds: number,
): Promise<AttemptCountRow[]> {
  return allRows<AttemptCountRow>(
    db,
    `SELECT regexp_replace(key, '^${pendingPrefix}', '') AS key, count(*)::int AS n,
            min(failed_at + CASE WHEN key LIKE '${pendingPrefix}%' THEN make_interval(secs => $4)
                                 ELSE make_interval(mins => $3) END) AS until
     FROM login_failures
     WHERE (key = ANY($1) AND failed_at > now() - make_interval(mins => $3))
        OR (key = ANY($2) AND failed_at > now() - make_interval(secs => $4))
     GROUP BY 1`,
    [keys, keys.map((key) => pendingPrefix + key), windowMinutes, pendingSeconds],
  );
}

/**
 * Stores one row for each of the two keys (already prefixed) at one instant; returns that instant as
 * PostgreSQL's text, to find these rows again exactly (a Date would drop the microseconds).
 */
export async function insertAttempts(db: Queryable, keys: string[]): Promise<string> {
  const { rows } = await db.query<{ at: string }>(
    'INSERT INTO login_failures (key) VALUES ($1), ($2) RETURNING failed_at::text AS at',
    keys,
  );
  return rows[0].at;
}

/** The pending rows (`pendingKeys`, at `at`) become failures under their plain key, now. */
export async function settleAsFailures(
  db: Queryable,
  pendingKeys: string[],
  at: string,
  prefixLength: number,
): Promise<void> {
  await db.query(
    `UPDATE login_failures SET key = substr(key, ${prefixLength + 1}), failed_at = now()
     WHERE key = ANY($1) AND failed_at = $2::timestamptz`,
    [pendingKeys, at],
  );
}

export async function deleteFailuresOlderThan(db: Queryable, minutes: number): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE failed_at < now() - make_interval(mins => $1)`, [minutes]);
}

/** Forgets `key`'s failures and the pending rows (`pendingKeys`) stored at `at`. */
export async function deleteFailuresAndPending(
  db: Queryable,
  key: string,
  pendingKeys: string[],
  at: string,
): Promise<void> {
  await db.query(
    'DELETE FROM login_failures WHERE key = $1 OR (key = ANY($2) AND failed_at = $3::timestamptz)',
    [key, pendingKeys, at],
  );
}

export async function deletePending(db: Queryable, pendingKeys: string[], at: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE key = ANY($1) AND failed_at = $2::timestamptz', [
    pendingKeys,
    at,
  ]);
}
