import './translations';
import {
  ActionIcon,
  Code,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { Pager } from '../../components/pager';
import { currentLanguage } from '../../i18n';
import { AUDIT_ENTITY_TYPES, useAudit, type AuditEntityType, type AuditEntry } from './api/audit';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/load-error';
import { formatInstant } from '../../lib/format';
import { pageOf, withParams } from '../../lib/url-params';

const ALL = 'all';

function isEntityType(value: string | null): value is AuditEntityType {
  return (AUDIT_ENTITY_TYPES as readonly string[]).includes(value ?? '');
}

/** A readable name for the changed item: the contest's title or the user's name when the entry has one. */
function entityName(entry: AuditEntry): string | null {
  if (entry.entityName) return entry.entityName;
  for (const side of [entry.after, entry.before]) {
    if (side && typeof side === 'object') {
      const record = side as Record<string, unknown>;
      for (const key of ['title', 'username'])
        if (typeof record[key] === 'string') return record[key] as string;
    }
  }
  return null;
}

function Snapshot({ label, value }: { label: string; value: unknown }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/** Who changed what and when (issue 3, audit log): newest first, 50 a page. */
export default function AuditPage() {
  const { t } = useTranslation('audit');
  const locale = currentLanguage();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const typeParam = params.get('type');
  const entityType = isEntityType(typeParam) ? typeParam : null;
  const audit = useAudit({ page, entityType });
  const [openId, setOpenId] = useState<number | null>(null);

  function update(next: { type?: string | null; page?: number }) {
    setParams(
      withParams(params, { type: 'type' in next ? (next.type ?? null) : undefined, page: next.page ?? 1 }),
    );
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
      <Select
        label={t('audit.entity')}
        data={[
          { value: ALL, label: t('audit.allEntities') },
          ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entityTypes.${type}`) })),
        ]}
        value={entityType ?? ALL}
        onChange={(value) => update({ type: value === ALL ? null : value })}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
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
                  <Table.Th w={40} />
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
                      <Table.Tr>
                        <Table.Td>
                          <Tooltip label={t('audit.show')} withArrow>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              onClick={() => setOpenId(isOpen ? null : entry.id)}
                              aria-expanded={isOpen}
                              aria-label={t('audit.show')}
                            >
                              {isOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                            </ActionIcon>
                          </Tooltip>
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
                        </Table.Td>
                      </Table.Tr>
                      <Table.Tr style={{ display: isOpen ? undefined : 'none' }}>
                        <Table.Td colSpan={5}>
                          <Collapse expanded={isOpen}>
                            <SimpleGrid cols={{ base: 1, md: 2 }}>
                              <Snapshot label={t('audit.before')} value={entry.before} />
                              <Snapshot label={t('audit.after')} value={entry.after} />
                            </SimpleGrid>
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
