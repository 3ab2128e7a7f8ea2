import type { Queryable } from '../db/transaction';

/** One audit_log row; `before` and `after` are JSON text (or null). */
export async function insertAuditRow(
  db: Queryable,
  row: {
    actorId: string | null;
    action: string;
    entityType: string;
    entityId: string | null;
    before: string | null;
    after: string | null;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, action, entity_type, entity_id, before, after)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.actorId, row.action, row.entityType, row.entityId, row.before, row.after],
  );
}
