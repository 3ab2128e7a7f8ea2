import type { PoolClient } from 'pg';
import type { Database } from '../../db/client';

type Queryable = Database['$client'] | PoolClient;

export type ProfileRow = {
  id: string;
  username: string;
  email: string;
  role: string;
  status: string;
  locale: 'pt' | 'en';
  country: string;
  state_code: string | null;
  city_code: string | null;
  city_name: string | null;
};

export async function findProfile(db: Queryable, userId: string): Promise<ProfileRow | null> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT id, username, email, role, status, locale, country, state_code, city_code, city_name
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function isUsernameTaken(
  db: Queryable,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2',
    [username, exceptUserId ?? null],
  );
  return (rowCount ?? 0) > 0;
}

export async function isEmailTaken(db: Queryable, email: string, exceptUserId?: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2', [
    email,
    exceptUserId ?? null,
  ]);
  return (rowCount ?? 0) > 0;
}

export async function updateProfileIdentity(
  db: Queryable,
  userId: string,
  values: { username: string; email: string },
): Promise<void> {
  await db.query('UPDATE users SET username = $2, email = $3, updated_at = now() WHERE id = $1', [
    userId,
    values.username,
    values.email,
  ]);
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
  const { rowCount } = await db.query(
    'SELECT 1 FROM verifications WHERE identifier = $1 AND expires_at > now()',
    [`reset-password:${token}`],
  );
  return (rowCount ?? 0) > 0;
}
