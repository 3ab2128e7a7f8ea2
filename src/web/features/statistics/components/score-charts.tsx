import '@mantine/charts/styles.layer.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useScoreDistribution } from '../api/scores';
import { formatNumber } from '../../../lib/format';
import { LoadError } from '../../../components/load-error';

const JUDGE_COLORS = ['violet.6', 'teal.6'];

/**
 * Score distribution of one contest: final scores (half steps; whole in extra contests) and each
 * judge's scores side by side. Loaded lazily: the charting library is only fetched on this screen.
 */
export default function ScoreCharts({ contestId }: { contestId: string }) {
  const { t } = useTranslation('statistics');
  const locale = currentLanguage();
  const scores = useScoreDistribution(contestId);
  if (scores.isPending) return null;
  if (scores.isError)
    return <LoadError error={scores.error} message={t('errors.charts')} onRetry={() => scores.refetch()} />;

  const data = scores.data;
  const entries = t('charts.entries');
  const hasScores =
    data.final.some((b) => b.count > 0) || data.judges.some((j) => j.counts.some((c) => c.count > 0));
  const finalData = data.final.map((b) => ({
    score: formatNumber(b.score, locale, data.isExtra ? 0 : 1),
    [entries]: b.count,
  }));
  // One series per judge who gave scores: a replaced judge's kept scores stay under their own name,
  // marked kept, never added to the new judge's.
  const judgeNames = data.judges.map((j) => {
    const name = j.username ?? t('charts.judge', { side: j.side });
    return j.isKept ? t('charts.kept', { name, side: j.side }) : t('charts.named', { name, side: j.side });
  });
  const judgeData = (data.judges[0]?.counts ?? []).map((c, index) => {
    const row: Record<string, string | number> = { score: String(c.score) };
    data.judges.forEach((j, i) => {
      row[judgeNames[i]] = j.counts[index]?.count ?? 0;
    });
    return row;
  });

  return (
    <Stack gap="sm" data-testid="score-charts">
      <Title order={3} size="h4">
        {t('charts.title')}
      </Title>
      {!hasScores ? (
        <Text size="sm" c="dimmed">
          {t('charts.noScores')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ScoreChart
            title={t('charts.final')}
            xAxisLabel={t('charts.score')}
            data={finalData}
            series={[{ name: entries, color: 'violet.6' }]}
          />
          <ScoreChart
            title={t('charts.perJudge')}
            xAxisLabel={t('charts.score')}
            data={judgeData}
            series={judgeNames.map((name, i) => ({ name, color: JUDGE_COLORS[i % JUDGE_COLORS.length] }))}
            withLegend
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** One panel: how many entries (one series a bar colour) got each score. */
function ScoreChart(props: {
  title: string;
  xAxisLabel: string;
  data: BarChartProps['data'];
  series: BarChartProps['series'];
  withLegend?: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" fw={600} mb="xs">
        {props.title}
      </Text>
      <BarChart
        h={240}
        data={props.data}
        dataKey="score"
        series={props.series}
        withLegend={props.withLegend}
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="y"
        gridAxis="y"
        xAxisLabel={props.xAxisLabel}
        yAxisProps={{ allowDecimals: false }}
      />
    </Paper>
  );
}
