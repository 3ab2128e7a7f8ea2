import type { AuditAction } from '../../domain/audit-actions';
import type { Queryable } from '../db/transaction';
import { insertAuditRow } from './audit.repo';

/** The values before and after the change (either may be absent: a creation has no before). */
export type AuditChange = { before?: unknown; after?: unknown };

const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Records who did what to which thing and when, with the values before and after. Call inside the
 * change's transaction. The entity type stored beside the action is the action's first part
 * (domain/audit-actions lists them).
 */
export async function recordAudit(
  db: Queryable,
  actorId: string | null,
  action: AuditAction,
  entityId: string | null,
  change: AuditChange = {},
): Promise<void> {
  await insertAuditRow(db, {
    actorId,
    action,
    entityType: action.split('.')[0],
    entityId,
    before: asJson(change.before),
    after: asJson(change.after),
  });
}
