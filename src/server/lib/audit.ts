import type { Queryable } from '../db/transaction';

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
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
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
