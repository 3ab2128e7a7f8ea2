import '../translations';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryThumb } from '../../../components/entry-thumb';
import { PageLoader } from '../../../components/page-loader';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatScore } from '../../../lib/format';
import { useAssignAdjudicator, useDisagreements } from '../api/disagreements';
import type { Disagreement } from '../../../../contract/adjudication';
import { LoadError } from '../../../components/load-error';
import { ScrollTable } from '../../../components/scroll-table';

const TOAST_MS = 4000;

function AssignCell({ contestId, entry }: { contestId: string; entry: Disagreement }) {
  const { t } = useTranslation('adjudication');
  const assign = useAssignAdjudicator(contestId);
  const [chosen, setChosen] = useState<string | null>(entry.adjudicator?.id ?? null);
  const options = entry.candidates.map((c) => ({
    value: c.id,
    label: c.refusal ? `${c.username} (${t(`disagreements.refusal.${c.refusal}`)})` : c.username,
    disabled: c.refusal !== null,
  }));

  async function handleAssign() {
    if (!chosen) return;
    try {
      await assign.mutateAsync({ submissionId: entry.id, adjudicatorId: chosen });
      notifications.show({ color: 'green', autoClose: TOAST_MS, message: t('disagreements.assigned') });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? t(`errors.${error.code}`, { ns: 'common', defaultValue: t('disagreements.assignError') })
          : t('disagreements.assignError');
      notifications.show({ color: 'red', autoClose: TOAST_MS, message });
    }
  }

  if (entry.adjudicator?.score !== null && entry.adjudicator?.score !== undefined) {
    return (
      <Text size="sm" data-testid="adjudicator">
        {t('disagreements.adjudicatedBy', {
          name: entry.adjudicator.username ?? '—',
          score: formatScore(entry.adjudicator.score, currentLanguage()),
        })}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {entry.adjudicator && (
        <Text size="sm" data-testid="adjudicator">
          {t('disagreements.waitingFor', { name: entry.adjudicator.username ?? '—' })}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <Select
          aria-label={t('disagreements.chooseAdjudicator')}
          placeholder={t('disagreements.chooseAdjudicator')}
          data={options}
          value={chosen}
          onChange={setChosen}
          nothingFoundMessage={t('disagreements.noCandidates')}
          w={220}
          size="xs"
        />
        <Button
          size="xs"
          onClick={handleAssign}
          loading={assign.isPending}
          disabled={!chosen || chosen === entry.adjudicator?.id}
        >
          {entry.adjudicator ? t('disagreements.replace') : t('disagreements.assign')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The contest's entries whose judges disagree by its threshold: both judges, the
 * difference, the adjudicator and the final score, with the adjudicator's assignment.
 */
export function DisagreementsPanel({ contestId }: { contestId: string }) {
  const { t } = useTranslation('adjudication');
  const language = currentLanguage();
  const disagreements = useDisagreements(contestId);

  let body;
  if (disagreements.isPending) body = <PageLoader />;
  else if (disagreements.isError) {
    body = (
      <LoadError
        error={disagreements.error}
        message={t('errors.disagreements')}
        onRetry={() => disagreements.refetch()}
      />
    );
  } else if (disagreements.data.contest.isExtra) {
    body = (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('disagreements.extra')}
      </Text>
    );
  } else if (disagreements.data.items.length === 0) {
    body = (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('disagreements.none')}
      </Text>
    );
  } else {
    body = (
      <ScrollTable
        minWidth={760}
        data-testid="disagreements-table"
        head={
          <>
            <Table.Th>{t('disagreements.entry')}</Table.Th>
            <Table.Th>{t('disagreements.judge1')}</Table.Th>
            <Table.Th>{t('disagreements.judge2')}</Table.Th>
            <Table.Th>{t('disagreements.difference')}</Table.Th>
            <Table.Th>{t('disagreements.adjudicator')}</Table.Th>
            <Table.Th>{t('disagreements.final')}</Table.Th>
          </>
        }
      >
        {disagreements.data.items.map((entry) => (
          <Table.Tr key={entry.id} data-testid={`disagreement-${entry.id}`}>
            <Table.Td>
              <Group gap="sm" wrap="nowrap">
                <div style={{ width: 64 }}>
                  <EntryThumb
                    id={entry.id}
                    image={entry.image}
                    video={entry.video}
                    height={48}
                    alt={entry.title ?? entry.participant}
                  />
                </div>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {entry.title ?? t('disagreements.untitled')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {entry.participant}
                  </Text>
                </Stack>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{`${entry.judge1.username ?? '—'}: ${formatScore(entry.judge1.score, language)}`}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{`${entry.judge2.username ?? '—'}: ${formatScore(entry.judge2.score, language)}`}</Text>
            </Table.Td>
            <Table.Td>
              <Badge color={entry.flagged ? 'orange' : 'gray'} variant="light">
                {entry.difference}
              </Badge>
            </Table.Td>
            <Table.Td>
              <AssignCell contestId={contestId} entry={entry} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" data-testid="final-score">
                {formatScore(entry.finalScore, language)}
              </Text>
              {entry.award && (
                <Text size="xs" c="dimmed">
                  {t(`disagreements.award.${entry.award}`)}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('disagreements.title')}
        </Title>
        {disagreements.data && !disagreements.data.contest.isExtra && (
          <Text size="sm" c="dimmed">
            {t('disagreements.explain', { threshold: disagreements.data.contest.threshold })}
          </Text>
        )}
        {body}
      </Stack>
    </Paper>
  );
}
