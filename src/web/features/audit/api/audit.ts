import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AuditEntry } from '../../../../contract/audit';
import type { Page } from '../../../../contract/common';

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
