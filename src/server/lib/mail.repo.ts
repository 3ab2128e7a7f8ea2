import type { Queryable } from '../db/transaction';

/** An email as the delivery reads it. */
export type DeliveryRow = {
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
};

/** Stores an email unless one with its key exists; the new row's id, or undefined. */
export async function insertEmail(
  db: Queryable,
  message: { dedupeKey: string; to: string; subject: string; text: string; html?: string },
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO emails (dedupe_key, to_address, subject, text, html)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [message.dedupeKey, message.to, message.subject, message.text, message.html ?? null],
  );
  return rows[0]?.id;
}

/**
 * Sets failed emails back to queued with fresh attempts; the ids changed. The row lock of the UPDATE
 * makes a concurrent retry wait, then find the row no longer failed.
 */
export async function requeueFailedEmails(db: Queryable, emailIds: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE emails SET status = 'queued', attempts = 0, last_error = NULL
     WHERE id = ANY($1::uuid[]) AND status = 'failed' RETURNING id`,
    [emailIds],
  );
  return rows.map((row) => row.id);
}

/** Counts one more attempt of an email not yet sent and returns it (none when sent or deleted). */
export async function claimDelivery(db: Queryable, emailId: string): Promise<DeliveryRow | undefined> {
  const { rows } = await db.query<DeliveryRow>(
    `UPDATE emails SET attempts = attempts + 1 WHERE id = $1 AND status <> 'sent'
     RETURNING to_address, subject, text, html, attempts`,
    [emailId],
  );
  return rows[0];
}

export async function markSent(db: Queryable, emailId: string, transport: string): Promise<void> {
  await db.query(
    `UPDATE emails SET status = 'sent', sent_at = now(), transport = $2, last_error = NULL WHERE id = $1`,
    [emailId, transport],
  );
}

export async function markFailedAttempt(
  db: Queryable,
  emailId: string,
  error: string,
  status: 'failed' | 'queued',
): Promise<void> {
  await db.query(`UPDATE emails SET last_error = $2, status = $3 WHERE id = $1`, [emailId, error, status]);
}

/** The ids of the stored emails still queued, oldest first. */
export async function listQueuedEmailIds(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM emails WHERE status = 'queued' ORDER BY created_at, id`,
  );
  return rows.map((row) => row.id);
}
