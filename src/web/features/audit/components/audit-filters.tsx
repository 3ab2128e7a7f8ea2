import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../../domain/audit-actions';
import { FilterSelect } from '../../../components/filter-select';
import { useContestOptions } from '../../results/api/options';
import { AUDIT_ENTITY_TYPES, useAuditActors, type AuditFilters } from '../api/audit';

const ALL = 'all';

/** The audit screen's filters (kept in the address): item type, contest, actor, action and days. */
export function AuditFilterBar({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: Partial<AuditFilters>) => void;
}) {
  const { t } = useTranslation('audit');
  const [isContestOpen, setContestOpen] = useState(false);
  const contests = useContestOptions(
    { year: null, category: null },
    isContestOpen || filters.contestId !== null,
  );
  const actors = useAuditActors();
  const pick = (value: string | null) => (value === ALL || !value ? null : value);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 6 }} spacing="sm">
      <Select
        label={t('audit.entity')}
        data={[
          { value: ALL, label: t('audit.allEntities') },
          ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entityTypes.${type}`) })),
        ]}
        value={filters.entityType ?? ALL}
        onChange={(value) => onChange({ entityType: pick(value) as AuditFilters['entityType'] })}
        allowDeselect={false}
      />
      <FilterSelect
        label={t('audit.contest')}
        searchable
        onDropdownOpen={() => setContestOpen(true)}
        allLabel={t('audit.allContests')}
        options={(contests.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
        value={filters.contestId}
        onChange={(contestId) => onChange({ contestId })}
      />
      <FilterSelect
        label={t('audit.actor')}
        searchable
        allLabel={t('audit.allActors')}
        options={(actors.data?.items ?? []).map((a) => ({ value: a.id, label: a.username }))}
        value={filters.actorId}
        onChange={(actorId) => onChange({ actorId })}
      />
      <FilterSelect
        label={t('audit.action')}
        searchable
        allLabel={t('audit.allActions')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
        value={filters.action}
        onChange={(action) => onChange({ action })}
      />
      <TextInput
        type="date"
        label={t('audit.from')}
        value={filters.from ?? ''}
        onChange={(event) => onChange({ from: event.currentTarget.value || null })}
      />
      <TextInput
        type="date"
        label={t('audit.to')}
        value={filters.to ?? ''}
        onChange={(event) => onChange({ to: event.currentTarget.value || null })}
      />
    </SimpleGrid>
  );
}
