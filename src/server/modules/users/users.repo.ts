import { awardYearSql } from '../../../domain/award-counts';
import { CONTEST_TIME_ZONE } from '../../../domain/contest-dates';
import { countsInResultsSql } from '../../../domain/results';
import { randomUUID } from 'node:crypto';
import type { Role, UserStatus } from '../../../domain/roles';

import { JUDGE_ID_COLUMNS } from '../../db/judge-columns';
import { allRows, firstRow, hasRow, type Queryable } from '../../db/transaction';

export type UserRow = {
  id: string;
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  country: string | null;
  state_code: string | null;
  city_code: string | null;
  city_name: string | null;
  locale: 'pt' | 'en';
  created_at: Date;
};

/** The year's awards: the admin's count (null when none is set) and the one Jurado computes. */
export type UserListRow = UserRow & { manual_awards: number | null; computed_awards: number };

export type UserListFilter = {
  /** Substring of the username or the email, any case. */
  search?: string;
  role?: Role;
  status?: UserStatus;
};

const USER_COLUMNS =
  'id, username, email, role, status, country, state_code, city_code, city_name, locale, created_at';

/** '%' and '_' typed in the search box are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(filter: UserListFilter): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.search) {
    values.push(likePattern(filter.search));
    // Trigram GIN indexes on username and email serve ILIKE '%…%' (migration 0001).
    conditions.push(`(username ILIKE $${values.length} OR email ILIKE $${values.length})`);
  }
  if (filter.role) {
    values.push(filter.role);
    conditions.push(`role = $${values.length}`);
  }
  if (filter.status) {
    values.push(filter.status);
    conditions.push(`status = $${values.length}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/**
 * The year's manual award count and the awards Jurado computed (awarded entries that count in
 * results, in contests starting that year: domain/award-counts), as Statistics reads them.
 */
function awardColumnsSql(alias: string, year: string, timeZone: string): string {
  return `(SELECT award_count FROM award_counts WHERE user_id = ${alias}.id AND year = ${year}::int) AS manual_awards,
    (SELECT count(*)::int FROM submissions s JOIN contests c ON c.id = s.contest_id
     WHERE s.user_id = ${alias}.id AND s.award = 'awarded' AND ${countsInResultsSql('s')}
       AND ${awardYearSql('c', year, timeZone)}) AS computed_awards`;
}

/**
 * One page of the admin user list, ordered by username regardless of case (lower(username) is
 * unique, so the order is total and pages never overlap). Exposed so a test can EXPLAIN it.
 */
export function buildUserPageQuery(filter: UserListFilter, year: number, limit: number, offset: number) {
  const { where, values } = whereOf(filter);
  const n = values.length;
  return {
    text: `WITH page AS (
        SELECT ${USER_COLUMNS} FROM users ${where}
        ORDER BY lower(username)
        LIMIT $${n + 1} OFFSET $${n + 2}
      )
      SELECT p.*, ${awardColumnsSql('p', `$${n + 3}`, `$${n + 4}`)}
      FROM page p
      ORDER BY lower(p.username)`,
    values: [...values, limit, offset, year, CONTEST_TIME_ZONE],
  };
}

export async function listUsers(
  db: Queryable,
  filter: UserListFilter,
  year: number,
  limit: number,
  offset: number,
): Promise<{ rows: UserListRow[]; total: number }> {
  const { where, values } = whereOf(filter);
  const [page, count] = await Promise.all([
    db.query<UserListRow>(buildUserPageQuery(filter, year, limit, offset)),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, values),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

export async function findUser(db: Queryable, id: string, year: number): Promise<UserListRow | null> {
  return firstRow<UserListRow>(
    db,
    `SELECT ${USER_COLUMNS.split(', ')
      .map((c) => `u.${c}`)
      .join(', ')}, ${awardColumnsSql('u', '$2', '$3')}
     FROM users u
     WHERE u.id = $1`,
    [id, year, CONTEST_TIME_ZONE],
  );
}

export async function lockUser(db: Queryable, id: string): Promise<UserRow | null> {
  return firstRow<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [id]);
}

/**
 * Locks every admin row and returns their ids. Two admins demoting or deleting each other at the same
 * time then run one after the other, and the second sees that only one admin is left.
 */
export async function lockAdmins(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

export async function isUsernameTaken(
  db: Queryable,
  username: string,
  exceptUserId: string | null,
): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2', [
    username,
    exceptUserId,
  ]);
}

export async function isEmailTaken(
  db: Queryable,
  email: string,
  exceptUserId: string | null,
): Promise<boolean> {
  return hasRow(db, 'SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2', [email, exceptUserId]);
}

export type ProfileValues = {
  username: string;
  email: string;
  role: Role;
  status: UserStatus;
  country: string | null;
  stateCode: string | null;
  cityCode: string | null;
  cityName: string | null;
};

export async function updateProfile(db: Queryable, id: string, v: ProfileValues): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET username = $2, email = $3, role = $4, status = $5, country = $6, state_code = $7,
       city_code = $8, city_name = $9, updated_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, v.username, v.email, v.role, v.status, v.country, v.stateCode, v.cityCode, v.cityName],
  );
  return rows[0];
}

export async function setRoleAndStatus(
  db: Queryable,
  id: string,
  role: Role,
  status: UserStatus,
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET role = $2, status = $3, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, role, status],
  );
  return rows[0];
}

export async function setStatus(db: Queryable, id: string, status: UserStatus): Promise<void> {
  await db.query('UPDATE users SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

/** Sets the email-and-password credential, creating it if the account somehow has none. */
export async function setCredentialPassword(db: Queryable, userId: string, hash: string): Promise<void> {
  const { rowCount } = await db.query(
    `UPDATE accounts SET password = $2, updated_at = now() WHERE user_id = $1 AND provider_id = 'credential'`,
    [userId, hash],
  );
  if ((rowCount ?? 0) === 0) {
    await db.query(
      `INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ($1, $2, 'credential', $2, $3)`,
      [randomUUID(), userId, hash],
    );
  }
}

/** Signs the user out everywhere, except the session given (an admin changing their own password). */
export async function deleteSessions(
  db: Queryable,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id IS DISTINCT FROM $2', [
    userId,
    keepSessionId,
  ]);
}

const HOLDS_SLOT = JUDGE_ID_COLUMNS.map((c) => `c.${c} = $1`).join(' OR ');

/** Contests where the user holds a judge slot and has not marked their evaluation complete. */
export async function listOpenAssignments(
  db: Queryable,
  userId: string,
): Promise<{ id: string; title: string }[]> {
  return allRows<{ id: string; title: string }>(
    db,
    `SELECT c.id, c.title FROM contests c
     WHERE (${HOLDS_SLOT})
       AND NOT EXISTS (SELECT 1 FROM evaluation_completions ec WHERE ec.contest_id = c.id AND ec.judge_id = $1)
     ORDER BY c.starts_at DESC`,
    [userId],
  );
}

/** Removes the user from every judge slot; returns the contests changed. */
export async function clearJudgeSlots(db: Queryable, userId: string): Promise<string[]> {
  const changed = new Set<string>();
  for (const column of JUDGE_ID_COLUMNS) {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE contests SET ${column} = NULL, updated_at = now() WHERE ${column} = $1 RETURNING id`,
      [userId],
    );
    rows.forEach((r) => changed.add(r.id));
  }
  return [...changed];
}

export async function hasJudgedSubmissions(db: Queryable, userId: string): Promise<boolean> {
  return hasRow(
    db,
    `SELECT 1 FROM submissions
     WHERE user_id = $1 AND (judge1_score IS NOT NULL OR judge2_score IS NOT NULL) LIMIT 1`,
    [userId],
  );
}

/**
 * Deletes the user. Sessions, credentials, submissions, award counts and completion marks go with
 * them (foreign keys cascade); judge slots and audit rows keep NULL. Returns the photo file keys of
 * the deleted submissions, for the caller to remove from storage after commit.
 */
export async function deleteUser(
  db: Queryable,
  id: string,
): Promise<{ fileKeys: string[]; submissionCount: number }> {
  const { rows } = await db.query<{ file_key: string | null }>(
    'SELECT file_key FROM submissions WHERE user_id = $1',
    [id],
  );
  await db.query('DELETE FROM users WHERE id = $1', [id]);
  return {
    fileKeys: rows.flatMap((r) => (r.file_key ? [r.file_key] : [])),
    submissionCount: rows.length,
  };
}

export async function findAwardCount(db: Queryable, userId: string, year: number): Promise<number | null> {
  const { rows } = await db.query<{ award_count: number }>(
    'SELECT award_count FROM award_counts WHERE user_id = $1 AND year = $2 FOR UPDATE',
    [userId, year],
  );
  return rows[0]?.award_count ?? null;
}

export async function upsertAwardCount(
  db: Queryable,
  userId: string,
  year: number,
  count: number,
): Promise<void> {
  await db.query(
    `INSERT INTO award_counts (user_id, year, award_count) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, year) DO UPDATE SET award_count = EXCLUDED.award_count, updated_at = now()`,
    [userId, year, count],
  );
}

export async function deleteAwardCount(db: Queryable, userId: string, year: number): Promise<void> {
  await db.query('DELETE FROM award_counts WHERE user_id = $1 AND year = $2', [userId, year]);
}

/** Removes a user row alone (undoing a creation whose later steps failed). */
export async function removeUserRow(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}
