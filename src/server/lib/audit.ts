import type { PoolClient } from 'pg';
import type { Database } from '../db/client';

export type AuditEntry = {
  actorId: string | null;
  /** Dotted verb, e.g. 'contest.create', 'user.status', 'submission.score'. */
  action: string;
  entityType: 'contest' | 'user' | 'award_count' | 'package' | 'submission' | 'completion' | 'email';
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Records who did what and when, with the values before and after. Call inside the change's transaction. */
export async function recordAudit(db: Database['$client'] | PoolClient, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.actorId,
      entry.action,
      entry.entityType,
      entry.entityId,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

/** Runs `work` in one transaction on a pooled client. */
export async function inTransaction<T>(db: Database, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
