import type { Queryable } from '../db/transaction';

export async function hasAdmin(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE role = 'admin' LIMIT 1`);
  return rows.length > 0;
}

export async function findUserIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id;
}

export async function makeAdmin(db: Queryable, userId: string): Promise<void> {
  await db.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [userId]);
}
