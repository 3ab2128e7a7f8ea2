import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AuditActors, AuditEntry, AuditPage } from '../../../../contract/audit';

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
      const query = new URLSearchParams({ page: String(params.page) });
      for (const [key, value] of Object.entries(params)) {
        if (key !== 'page' && value) query.set(key, String(value));
      }
      return api<AuditPage>(`/api/admin/audit?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/audit/actors: admins and judges, for the actor filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: ['admin', 'audit', 'actors'],
    queryFn: ({ signal }) => api<AuditActors>('/api/admin/audit/actors', { signal }),
  });
}
