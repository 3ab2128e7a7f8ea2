import './translations';
import { ActionIcon, Collapse, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { Pager } from '../../components/pager';
import { currentLanguage } from '../../i18n';
import { isUuid } from '../../../domain/ids';
import { isIsoDay } from '../../../domain/contest-dates';
import { AUDIT_ACTIONS } from '../../../domain/audit-actions';
import {
  AUDIT_ENTITY_TYPES,
  useAudit,
  type AuditEntityType,
  type AuditEntry,
  type AuditFilters,
} from './api/audit';
import { AuditChanges } from './components/audit-changes';
import { AuditFilterBar } from './components/audit-filters';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/load-error';
import { formatInstant } from '../../lib/format';
import { pageOf, withParams } from '../../lib/url-params';
import { Hint } from '../../components/hint';

function isEntityType(value: string | null): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(value ?? '');
}

/** A readable name for the changed item: the contest's title or the user's name when the entry has one. */
function entityName(entry: AuditEntry): string | null {
  if (entry.entityName) return entry.entityName;
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === 'object') {
      const record = side as Record<string, unknown>;
      for (const key of ['title', 'username']) if (typeof record[key] === 'string') return record[key];
    }
  }
  return null;
}

/** The filters the address holds, each checked (a hand-edited address never becomes a 400). */
function filtersOf(params: URLSearchParams): AuditFilters {
  const typeParam = params.get('type');
  const action = params.get('action');
  const day = (key: string) => {
    const value = params.get(key);
    return isIsoDay(value) ? value : null;
  };
  return {
    entityType: isEntityType(typeParam) ? typeParam : null,
    contestId: isUuid(params.get('contest')) ? params.get('contest') : null,
    actorId: params.get('actor') || null,
    action: (AUDIT_ACTIONS as readonly string[]).includes(action ?? '') ? action : null,
    from: day('from'),
    to: day('to'),
  };
}

const PARAM_OF: Record<keyof AuditFilters, string> = {
  entityType: 'type',
  contestId: 'contest',
  actorId: 'actor',
  action: 'action',
  from: 'from',
  to: 'to',
};

/** Who changed what and when (audit log): newest first, 50 a page. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const locale = currentLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const filters = filtersOf(params);
  const audit = useAudit({ page, ...filters });
  const [openId, setOpenId] = useState<number | null>(null);

  function update(next: Partial<AuditFilters> & { page?: number }) {
    const changes: Record<string, string | number | null | undefined> = { page: next.page ?? 1 };
    for (const key of Object.keys(PARAM_OF) as (keyof AuditFilters)[]) {
      if (key in next) changes[PARAM_OF[key]] = next[key] ?? null;
    }
    setParams(withParams(params, changes));
  }

  if (audit.isError && !audit.data) {
    return <LoadError error={audit.error} message={t('audit.loadError')} onRetry={() => audit.refetch()} />;
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Text size="sm" c="dimmed">
        {t('timesInSaoPaulo', { ns: 'common' })}
      </Text>
      <AuditFilterBar filters={filters} onChange={update} />
      {audit.isPending ? (
        <PageLoader />
      ) : audit.data.items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('audit.empty')}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-busy={audit.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <VisuallyHidden>{t('audit.details')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('audit.when')}</Table.Th>
                  <Table.Th>{t('audit.actor')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.entity')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.items.map((entry) => {
                  const isOpen = openId === entry.id;
                  const name = entityName(entry);
                  return (
                    <Fragment key={entry.id}>
                      <Table.Tr data-testid="audit-row" data-action={entry.action}>
                        <Table.Td>
                          <Hint label={t('audit.show')} withArrow>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              onClick={() => setOpenId(isOpen ? null : entry.id)}
                              aria-expanded={isOpen}
                              aria-label={t('audit.show')}
                            >
                              {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                            </ActionIcon>
                          </Hint>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm">
                            {formatInstant(entry.createdAt, locale, { numericDate: true, seconds: true })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" c={entry.actor?.username ? undefined : 'dimmed'}>
                            {entry.actor?.username ?? t('audit.unknownActor')}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" c="dimmed">
                              {t(`audit.entityTypes.${entry.entityType}`, { defaultValue: entry.entityType })}
                            </Text>
                            {name && (
                              <Text size="sm" fw={500} lineClamp={1}>
                                {name}
                              </Text>
                            )}
                          </Group>
                          {entry.entry && (
                            <Text size="xs" c="dimmed" lineClamp={1} data-testid="audit-entry">
                              {entry.entry.title
                                ? t('audit.entryNamed', {
                                    title: entry.entry.title,
                                    participant: entry.entry.participant,
                                  })
                                : t('audit.entryOf', { participant: entry.entry.participant })}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                      <Table.Tr style={{ display: isOpen ? undefined : 'none' }}>
                        <Table.Td colSpan={5}>
                          <Collapse expanded={isOpen}>
                            <AuditChanges entry={entry} names={audit.data.names} />
                          </Collapse>
                        </Table.Td>
                      </Table.Tr>
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {audit.data && (
        <Pager
          page={page}
          total={audit.data.total}
          pageSize={audit.data.pageSize}
          onChange={(p) => update({ page: p })}
        />
      )}
    </Stack>
  );
}
