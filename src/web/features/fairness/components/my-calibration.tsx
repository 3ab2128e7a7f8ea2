import '../translations';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMyCalibration } from '../api/fairness';
import { DistributionSummary, ScoreHistogram } from './score-histogram';

/**
 * A scoring judge's own distribution in the contest beside the panel's: totals only, the
 * panel once the other judges gave enough scores (docs/decisions/judging.md).
 */
export default function MyCalibration({ contestId }: { contestId: string }) {
  const { t } = useTranslation('fairness');
  const calibration = useMyCalibration(contestId);
  if (calibration.isPending) return null;
  if (calibration.isError) {
    return (
      <Text size="sm" c="red">
        {t('mine.error')}
      </Text>
    );
  }
  const { own, panel, panelMissing } = calibration.data;
  return (
    <Paper withBorder p="md" radius="md" data-testid="my-calibration">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.explain')}
        </Text>
        {own.count === 0 ? (
          <Text size="sm">{t('mine.none')}</Text>
        ) : (
          <ScoreHistogram
            first={own}
            firstLabel={t('histogram.own')}
            second={panel}
            secondLabel={t('histogram.panel')}
          />
        )}
        {own.count > 0 && (
          <Text size="sm" data-testid="my-summary">
            {t('histogram.own')}: <DistributionSummary distribution={own} />
          </Text>
        )}
        {panel ? (
          <Text size="sm" data-testid="panel-summary">
            {t('histogram.panel')}: <DistributionSummary distribution={panel} />
          </Text>
        ) : (
          <Text size="sm" c="dimmed" data-testid="panel-waiting">
            {t('mine.waiting', { count: panelMissing })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
