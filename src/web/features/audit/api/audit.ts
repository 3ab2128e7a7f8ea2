import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, client } from '../../../lib/api';
import type { AuditEntry } from '../../../../contract/audit';

export type { AuditEntry };

export const AUDIT_ENTITY_TYPES = [
  'contest',
  'user',
  'award_count',
  'package',
  'submission',
  'completion',
  'email',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The screen's filters (its address), sent as the list's query; null is "all". */
export type AuditFilters = {
  entityType: AuditEntityType | null;
  contestId: string | null;
  actorId: string | null;
  action: string | null;
  /** São Paulo days, both included. */
  from: string | null;
  to: string | null;
};

export function useAudit(params: { page: number } & AuditFilters) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) => {
      const query = Object.fromEntries(
        Object.entries(params).map(([key, value]) => [key, value ?? undefined]),
      );
      return answer(client.GET('/api/admin/audit', { params: { query }, signal }));
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit/actors: admins and judges, for the actor filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: ({ signal }) => answer(client.GET('/api/admin/audit/actors', { signal })),
  });
}
