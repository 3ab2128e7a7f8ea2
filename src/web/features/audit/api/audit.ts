import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from '../../../lib/page';

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

export type AuditEntry = {
  id: number;
  /** null when the actor's account was deleted since. */
  actor: { id: string; username: string | null } | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** The item's current name (a username or a contest title); null once it was deleted. */
  entityName: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
};

export function useAudit(params: { page: number; entityType: AuditEntityType | null }) {
  return useQuery({
    queryKey: ['admin', 'audit', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page) });
      if (params.entityType) query.set('entityType', params.entityType);
      return api<Page<AuditEntry>>(`/api/admin/audit?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
