import { addDays, startOfLocalDay } from '../../../domain/contest-dates';
import { computePageOffset, PAGE_SIZE } from '../../../domain/pagination';
import { JUDGE_ROLES } from '../../../domain/roles';
import type { AuditListQuery } from '../../../domain/schemas/admin';
import type { AppContext } from '../../context';
import * as repo from './audit.repo';

/**
 * The user ids a row's before/after name (a field ending in "Id": judgeId, photoJudge1Id,
 * adjudicatorId…), so the page can show names instead of ids.
 */
export function userIdsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) userIdsIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (/Id$/.test(key) && typeof item === 'string' && item.length <= 100) into.add(item);
      else if (item && typeof item === 'object') userIdsIn(item, into);
    }
  }
  return into;
}

export async function listAudit(ctx: AppContext, query: AuditListQuery) {
  const db = ctx.pool;
  const { rows, total } = await repo.listAudit(
    db,
    {
      entityType: query.entityType,
      entityId: query.entityId,
      contestId: query.contestId,
      actorId: query.actorId,
      action: query.action,
      // São Paulo days, both included: from the first instant of `from` to the first of the day after `to`.
      from: query.from ? startOfLocalDay(query.from) : undefined,
      to: query.to ? startOfLocalDay(addDays(query.to, 1)) : undefined,
    },
    PAGE_SIZE,
    computePageOffset(query.page, PAGE_SIZE),
  );
  const ids = new Set<string>();
  for (const row of rows) {
    userIdsIn(row.before, ids);
    userIdsIn(row.after, ids);
  }
  const names = await repo.findUsernames(db, [...ids]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      // The actor's current username; null when the actor was deleted since.
      actor: row.actor_id ? { id: row.actor_id, username: row.actor_username } : null,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      entityName: row.entity_name,
      entry:
        row.entity_type === 'submission' && row.entry_participant !== null
          ? { title: row.entry_title, participant: row.entry_participant }
          : null,
      before: row.before,
      after: row.after,
      createdAt: row.created_at.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
    /** Usernames of the user ids the page's rows name (deleted accounts are left out). */
    names: Object.fromEntries(names),
  };
}

/** The actor filter's choices: admins and judges, by name. */
export async function listActors(ctx: AppContext) {
  const rows = await repo.listStaff(ctx.pool, ['admin', ...JUDGE_ROLES]);
  return { items: rows.map((row) => ({ id: row.id, username: row.username })) };
}
