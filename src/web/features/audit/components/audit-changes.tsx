import { Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../api/audit';
import { auditChanges, humanizeField } from '../lib/audit-diff';

// Stored enum values the screen names in words (anything else typed or named is shown as it is).
const VALUE_LABELS = new Set([
  'keep',
  'fresh',
  'awarded',
  'honorable',
  'not_awarded',
  'approved',
  'rejected',
  'pending',
  'photo',
  'video',
  'wedding',
  'family',
]);

/** A value as a person reads it: names for user ids, yes/no, lists, a dash for nothing. */
function valueText(value: unknown, names: Record<string, string>, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'string') {
    return names[value] ?? (VALUE_LABELS.has(value) ? t(`audit.values.${value}`) : value);
  }
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item, names, t)).join(', ');
  return JSON.stringify(value);
}

function fieldLabel(field: string, t: TFunction): string {
  return t(`audit.fields.${field}`, { defaultValue: humanizeField(field) });
}

/**
 * A judge replacement in one sentence: the slot, both judges by name and what became of the scores
 * ("the replacement row names neither judge").
 */
export function replacementSummary(entry: AuditEntry, names: Record<string, string>, t: TFunction) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const name = (id: unknown) => (typeof id === 'string' ? (names[id] ?? t('audit.unknownActor')) : '—');
  return t('audit.replacement', {
    slot: fieldLabel(typeof before.slot === 'string' ? before.slot : '', t),
    from: name(before.judgeId),
    to: name(after.judgeId),
    decision: t(`audit.decisions.${String(after.decision)}`, { defaultValue: String(after.decision) }),
    kept: Number(after.kept ?? 0),
    setAside: Number(after.setAside ?? 0),
  });
}

/** The fields a row changed, before and after, with human labels (never the raw JSON). */
export function AuditChanges({ entry, names }: { entry: AuditEntry; names: Record<string, string> }) {
  const { t } = useTranslation('audit');
  const changes = auditChanges(entry.before, entry.after).filter(
    (change) => entry.action !== 'contest.judge_replace' || change.field !== 'slot',
  );
  return (
    <Stack gap="xs" data-testid="audit-changes">
      {entry.action === 'contest.judge_replace' && (
        <Text size="sm" fw={500} data-testid="audit-replacement">
          {replacementSummary(entry, names, t)}
        </Text>
      )}
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('audit.noChanges')}
        </Text>
      ) : (
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('audit.field')}</Table.Th>
              <Table.Th>{t('audit.before')}</Table.Th>
              <Table.Th>{t('audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((change) => (
              <Table.Tr key={change.field} data-field={change.field}>
                <Table.Td>{fieldLabel(change.field, t)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(change.before, names, t)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{valueText(change.after, names, t)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
