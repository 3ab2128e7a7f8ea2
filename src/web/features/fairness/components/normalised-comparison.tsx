import '../translations';
import { Badge, Button, Group, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardBasis, ContestFairness } from '../../../../contract/fairness';
import { LabelledSegmentedControl } from '../../../components/labelled-segmented-control';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api';
import { formatNumber, formatScore } from '../../../lib/format';
import { useSetAwardBasis } from '../api/fairness';
import { FairnessSection } from './fairness-section';

const TOAST_MS = 4000;

/**
 * Raw and normalised finals side by side with the awards that would change, and the
 * admin's choice of which decides the awards, before publication.
 */
export function NormalisedComparison({ fairness }: { fairness: ContestFairness }) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  const save = useSetAwardBasis(fairness.contestId);
  const [basis, setBasis] = useState<AwardBasis>(fairness.awardBasis);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = onlyChanged ? fairness.entries.filter((entry) => entry.isAwardChanged) : fairness.entries;
  const basisLabel = (value: AwardBasis) =>
    value === 'raw' ? t('normalised.basisRaw') : t('normalised.basisNormalised');

  async function handleSave() {
    try {
      await save.mutateAsync(basis);
      notifications.show({ color: 'green', autoClose: TOAST_MS, message: t('normalised.saved') });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? t(`errors.${error.code}`, { ns: 'common', defaultValue: t('errors.save') })
          : t('errors.save');
      notifications.show({ color: 'red', autoClose: TOAST_MS, message });
    }
  }

  return (
    <FairnessSection
      title={t('normalised.title')}
      explain={t('normalised.explain')}
      testId="normalised-comparison"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <LabelledSegmentedControl
          label={t('normalised.basis')}
          labelId="award-basis-label"
          value={basis}
          onChange={(value) => setBasis(value)}
          disabled={fairness.isPublished}
          data={[
            { value: 'raw', label: t('normalised.basisRaw') },
            { value: 'normalised', label: t('normalised.basisNormalised') },
          ]}
          data-testid="award-basis"
        />
        <Button
          onClick={handleSave}
          loading={save.isPending}
          disabled={fairness.isPublished || basis === fairness.awardBasis}
          data-testid="save-award-basis"
        >
          {t('normalised.save')}
        </Button>
        <Badge variant="light" size="lg" style={{ textTransform: 'none' }} data-testid="current-basis">
          {t('normalised.current', { basis: basisLabel(fairness.awardBasis) })}
        </Badge>
      </Group>
      {fairness.isPublished && (
        <Text size="sm" c="orange.8">
          {t('normalised.published')}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={500} data-testid="changed-awards">
          {t('normalised.changed', { count: fairness.changedAwards })}
        </Text>
        <Switch
          label={t('normalised.onlyChanged')}
          checked={onlyChanged}
          onChange={(event) => setOnlyChanged(event.currentTarget.checked)}
        />
      </Group>
      {fairness.entries.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('normalised.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640} maxHeight={480}>
          <Table verticalSpacing={4} stickyHeader data-testid="normalised-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stability.entry')}</Table.Th>
                <Table.Th ta="right">{t('normalised.raw')}</Table.Th>
                <Table.Th>{t('normalised.rawAward')}</Table.Th>
                <Table.Th ta="right">{t('normalised.normalisedScore')}</Table.Th>
                <Table.Th>{t('normalised.normalisedAward')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr
                  key={entry.id}
                  bg={entry.isAwardChanged ? 'yellow.0' : undefined}
                  data-changed={entry.isAwardChanged || undefined}
                  data-testid="normalised-row"
                >
                  <Table.Td>{entry.title ?? t('stability.untitled')}</Table.Td>
                  <Table.Td ta="right">{formatScore(entry.rawFinal, language)}</Table.Td>
                  <Table.Td>{entry.rawAward ? t(`award.${entry.rawAward}`) : '—'}</Table.Td>
                  <Table.Td ta="right">
                    {entry.normalisedFinal === null ? '—' : formatNumber(entry.normalisedFinal, language, 2)}
                  </Table.Td>
                  <Table.Td fw={entry.isAwardChanged ? 600 : undefined}>
                    {entry.normalisedAward ? t(`award.${entry.normalisedAward}`) : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </FairnessSection>
  );
}
