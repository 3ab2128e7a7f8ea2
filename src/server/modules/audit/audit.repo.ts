import type { Queryable } from '../../db/transaction';

export type AuditRow = {
  id: number;
  actor_id: string | null;
  actor_username: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: Date;
  /** The changed item's current name: a username, or a contest title (a submission's contest). */
  entity_name: string | null;
};

export type AuditFilter = { entityType?: string; entityId?: string };

function whereOf(filter: AuditFilter): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (filter.entityType) {
    values.push(filter.entityType);
    conditions.push(`a.entity_type = $${values.length}`);
  }
  if (filter.entityId) {
    values.push(filter.entityId);
    conditions.push(`a.entity_id = $${values.length}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** Newest first (index on created_at; id breaks ties within one transaction). */
export async function listAudit(
  db: Queryable,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const { where, values } = whereOf(filter);
  const n = values.length;
  const [page, count] = await Promise.all([
    db.query<AuditRow>(
      // Names are looked up for the page's 50 rows only, each through a primary key; the casts run
      // only for the entity types whose ids are uuids.
      `SELECT a.id, a.actor_id, u.username AS actor_username, a.action, a.entity_type, a.entity_id,
         a.before, a.after, a.created_at,
         CASE
           WHEN a.entity_type IN ('user', 'award_count') THEN
             (SELECT eu.username FROM users eu WHERE eu.id = a.entity_id)
           WHEN a.entity_type IN ('contest', 'completion') THEN
             (SELECT ec.title FROM contests ec WHERE ec.id = a.entity_id::uuid)
           WHEN a.entity_type = 'submission' THEN
             (SELECT sc.title FROM submissions es JOIN contests sc ON sc.id = es.contest_id
              WHERE es.id = a.entity_id::uuid)
         END AS entity_name
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       ${where}
       ORDER BY a.created_at DESC NULLS LAST, a.id DESC
       LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...values, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log a ${where}`, values),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}
