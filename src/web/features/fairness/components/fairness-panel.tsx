import '../translations';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContestFairness } from '../../../../contract/fairness';
import { LoadError } from '../../../components/load-error';
import { PageLoader } from '../../../components/page-loader';
import { currentLanguage } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { useContestFairness, useYearFairness } from '../api/fairness';
import { FairnessSection } from './fairness-section';
import { JudgesTable } from './judges-table';
import { NormalisedComparison } from './normalised-comparison';

function Figure(props: { label: string; value: string; explain: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={props.testId}>
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
        <Text size="xl" fw={700} data-testid={`${props.testId}-value`}>
          {props.value}
        </Text>
        <Text size="xs" c="dimmed">
          {props.explain}
        </Text>
      </Stack>
    </Paper>
  );
}

function Agreement({ fairness }: { fairness: ContestFairness }) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  // 'n of total (share)': the flagged pairs, the adjudications that crossed.
  const countOf = (count: number, total: number, share: number | null) =>
    t('agreement.of', {
      count,
      total,
      share: share === null ? '—' : `${formatNumber(share * 100, language, 0)}%`,
    });
  const { alpha, disagreements, adjudications } = fairness.agreement;
  if (fairness.isExtra) {
    return (
      <Text size="sm" c="dimmed">
        {t('agreement.extra')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Figure
        testId="alpha"
        label={t('agreement.alpha')}
        value={alpha === null ? '—' : formatNumber(alpha, language, 3)}
        explain={t('agreement.alphaExplain')}
      />
      <Figure
        testId="disagreement-share"
        label={t('agreement.disagreements')}
        value={countOf(disagreements.flagged, disagreements.total, disagreements.share)}
        explain={t('agreement.disagreementsExplain')}
      />
      <Figure
        testId="crossings"
        label={t('agreement.crossings')}
        value={countOf(adjudications.crossed, adjudications.adjudicated, adjudications.share)}
        explain={t('agreement.crossingsExplain')}
      />
    </SimpleGrid>
  );
}

function Stability({ fairness }: { fairness: ContestFairness }) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  if (fairness.stability.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('stability.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480} maxHeight={360}>
      <Table verticalSpacing={4} stickyHeader data-testid="stability-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stability.entry')}</Table.Th>
            <Table.Th>{t('stability.award')}</Table.Th>
            <Table.Th ta="right">{t('stability.stability')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fairness.stability.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{entry.title ?? t('stability.untitled')}</Table.Td>
              <Table.Td>{t(`award.${entry.award}`)}</Table.Td>
              <Table.Td ta="right">{`${formatNumber(entry.stability * 100, language, 1)}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Statistics, one contest: judges' calibration, agreement, award stability, raw vs normalised. */
export function ContestFairnessPanel({ contestId }: { contestId: string }) {
  const { t } = useTranslation('fairness');
  const fairness = useContestFairness(contestId);
  if (fairness.isPending) return <PageLoader />;
  if (fairness.isError) {
    return <LoadError error={fairness.error} message={t('errors.load')} onRetry={() => fairness.refetch()} />;
  }
  const data = fairness.data;
  return (
    <Stack gap="md" data-testid="contest-fairness">
      <FairnessSection title={t('judges.title')} explain={t('judges.explain')}>
        <JudgesTable judges={data.judges} panel={data.panel} />
      </FairnessSection>
      <FairnessSection title={t('agreement.title')}>
        <Agreement fairness={data} />
      </FairnessSection>
      <FairnessSection title={t('stability.title')} explain={t('stability.explain')}>
        <Stability fairness={data} />
      </FairnessSection>
      <NormalisedComparison key={`${data.awardBasis}-${String(data.isPublished)}`} fairness={data} />
    </Stack>
  );
}

/** Statistics, a whole year: every judge over the year's contests. */
export function YearFairnessPanel({ year }: { year: number }) {
  const { t } = useTranslation('fairness');
  const fairness = useYearFairness(year);
  return (
    <FairnessSection
      title={t('judges.yearTitle', { year })}
      explain={t('judges.yearExplain', { year })}
      testId="year-fairness"
    >
      {fairness.isPending ? (
        <PageLoader />
      ) : fairness.isError ? (
        <LoadError error={fairness.error} message={t('errors.load')} onRetry={() => fairness.refetch()} />
      ) : (
        <JudgesTable judges={fairness.data.judges} panel={fairness.data.panel} />
      )}
    </FairnessSection>
  );
}
