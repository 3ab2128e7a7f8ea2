import { allRows, type Queryable } from '../../db/transaction';

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
  /** A submission's entry: its title and its participant (null for other rows). */
  entry_title: string | null;
  entry_participant: string | null;
};

export type AuditFilter = {
  entityType?: string;
  entityId?: string;
  contestId?: string;
  actorId?: string;
  action?: string;
  /** Instants: from included, to excluded (the service turns São Paulo days into them). */
  from?: Date;
  to?: Date;
};

function whereOf(filter: AuditFilter): { where: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filter.entityType) conditions.push(`a.entity_type = ${add(filter.entityType)}`);
  if (filter.entityId) conditions.push(`a.entity_id = ${add(filter.entityId)}`);
  if (filter.contestId) {
    // The contest's own rows and its completions, and its entries' (each found through
    // audit_log_entity_idx from the contest's entries, read on the submissions contest index).
    const contest = add(filter.contestId);
    conditions.push(`((a.entity_type IN ('contest', 'completion') AND a.entity_id = ${contest}::text)
      OR (a.entity_type = 'submission' AND a.entity_id IN (
        SELECT s.id::text FROM submissions s WHERE s.contest_id = ${contest}::uuid)))`);
  }
  if (filter.actorId) conditions.push(`a.actor_id = ${add(filter.actorId)}`);
  if (filter.action) conditions.push(`a.action = ${add(filter.action)}`);
  if (filter.from) conditions.push(`a.created_at >= ${add(filter.from)}`);
  if (filter.to) conditions.push(`a.created_at < ${add(filter.to)}`);
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
         END AS entity_name,
         e.title AS entry_title, e.participant AS entry_participant
       FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN LATERAL (
         SELECT es.title, eu.username AS participant FROM submissions es JOIN users eu ON eu.id = es.user_id
         WHERE a.entity_type = 'submission' AND es.id = a.entity_id::uuid LIMIT 1
       ) e ON true
       ${where}
       ORDER BY a.created_at DESC NULLS LAST, a.id DESC
       LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...values, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM audit_log a ${where}`, values),
  ]);
  return { rows: page.rows, total: count.rows[0].total };
}

/** Usernames of the given user ids (the ids found in a page's before/after), for the names map. */
export async function findUsernames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; username: string }>(
    'SELECT id, username FROM users WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The people who may appear as actors (admins and judges), for the actor filter, by name. */
export async function listStaff(
  db: Queryable,
  roles: readonly string[],
): Promise<{ id: string; username: string; role: string }[]> {
  return allRows<{ id: string; username: string; role: string }>(
    db,
    `SELECT id, username, role FROM users WHERE role::text = ANY($1::text[]) ORDER BY lower(username), id`,
    [roles],
  );
}
