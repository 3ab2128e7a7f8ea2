import type { Role, UserStatus } from '../../../domain/roles';

import { firstRow, hasRow, type Queryable } from '../../db/transaction';

export type ProfileRow = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  locale: 'pt' | 'en';
  /** Null for the first admin, made from the environment without a location. */
  country: string | null;
  state_code: string | null;
  city_code: string | null;
  city_name: string | null;
  print_name: string | null;
};

export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | null> {
  return firstRow<ProfileRow>(
    db,
    `SELECT id, username, email, role, status, locale, country, state_code, city_code, city_name, print_name
     FROM users WHERE id = $1`,
    [userId],
  );
}

export async function isUsernameTaken(
  db: Queryable,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [
    username,
    exceptUserId ?? null,
  ]);
}

export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE id = $1', [userId]);
}

export async function isEmailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2', [
    email,
    exceptUserId ?? null,
  ]);
}

export async function updateProfileIdentity(
  db: Queryable,
  userId: string,
  values: { username: string; email: string; printName?: string | null },
): Promise<void> {
  // printName left out (undefined) keeps the stored one; null clears it.
  await db.query(
    `UPDATE users SET username = $2, email = $3,
       print_name = CASE WHEN $4::boolean THEN $5 ELSE print_name END, updated_at = now()
     WHERE id = $1`,
    [userId, values.username, values.email, values.printName !== undefined, values.printName ?? null],
  );
}

export async function updateLocation(
  db: Queryable,
  userId: string,
  values: { country: string; stateCode: string | null; cityCode: string | null; cityName: string | null },
): Promise<void> {
  await db.query(
    `UPDATE users SET country = $2, state_code = $3, city_code = $4, city_name = $5, updated_at = now()
     WHERE id = $1`,
    [userId, values.country, values.stateCode, values.cityCode, values.cityName],
  );
}

export async function updateLocale(db: Queryable, userId: string, locale: string): Promise<void> {
  await db.query('UPDATE users SET locale = $2 WHERE id = $1', [userId, locale]);
}

export async function setCredentialPassword(db: Queryable, userId: string, hash: string): Promise<void> {
  await db.query(
    `UPDATE accounts SET password = $2, updated_at = now() WHERE user_id = $1 AND provider_id = 'credential'`,
    [userId, hash],
  );
}

export async function deleteOtherSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id <> $2', [userId, keepSessionId]);
}

export async function isResetTokenValid(db: Queryable, token: string): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM verifications WHERE identifier = $1 AND expires_at > now()', [
    `reset-password:${token}`,
  ]);
}

export async function findCredentialHash(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ password: string | null }>(
    `SELECT password FROM accounts WHERE user_id = $1 AND provider_id = 'credential'`,
    [userId],
  );
  return rows[0]?.password ?? null;
}

/** Replaces the user's pending email change (one at a time). */
export async function savePendingEmailChange(
  db: Queryable,
  values: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, token_hash = excluded.token_hash,
       expires_at = excluded.expires_at, created_at = now()`,
    [values.userId, values.newEmail, values.tokenHash, values.expiresAt],
  );
}

export async function findPendingEmail(db: Queryable, userId: string): Promise<string | null> {
  const { rows } = await db.query<{ new_email: string }>(
    'SELECT new_email FROM email_changes WHERE user_id = $1 AND expires_at > now()',
    [userId],
  );
  return rows[0]?.new_email ?? null;
}

/** Uses a confirmation token: deletes it (single use) and returns what it confirmed, if still valid. */
export async function takeEmailChange(
  db: Queryable,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | null> {
  const { rows } = await db.query<{ user_id: string; new_email: string; valid: boolean }>(
    'DELETE FROM email_changes WHERE token_hash = $1 RETURNING user_id, new_email, expires_at > now() AS valid',
    [tokenHash],
  );
  const row = rows[0];
  return row?.valid ? { userId: row.user_id, newEmail: row.new_email } : null;
}

export async function setConfirmedEmail(db: Queryable, userId: string, email: string): Promise<void> {
  await db.query('UPDATE users SET email = $2, email_verified = true, updated_at = now() WHERE id = $1', [
    userId,
    email,
  ]);
}
