import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import type { AuditListQuery } from '../../../domain/schemas/admin';
import type { AppContext } from '../../context';
import * as repo from './audit.repo';

export async function listAudit(ctx: AppContext, query: AuditListQuery) {
  const { rows, total } = await repo.listAudit(
    ctx.db.$client,
    { entityType: query.entityType, entityId: query.entityId },
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      // The actor's current username; null when the actor was deleted since.
      actor: row.actor_id ? { id: row.actor_id, username: row.actor_username } : null,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityName: row.entity_name,
      before: row.before,
      after: row.after,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
