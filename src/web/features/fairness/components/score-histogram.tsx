import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Distribution } from '../../../../contract/fairness';
import { currentLanguage } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { sharesOf, tallestShare } from '../lib/histogram';
import { Hint } from '../../../components/hint';

const HEIGHT = 64;

function percent(share: number, language: string) {
  return `${formatNumber(share * 100, language, 0)}%`;
}

/**
 * Bars of the scores 1–10 as shares of each distribution, side by side (the first in the app's colour,
 * the second grey), on one scale. Drawn with boxes: no charting library in the judge's screen.
 */
export function ScoreHistogram(props: {
  first: Distribution;
  firstLabel: string;
  second?: Distribution | null;
  secondLabel?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  const first = sharesOf(props.first);
  const second = props.second ? sharesOf(props.second) : null;
  const top = tallestShare(first, second ?? []) || 1;
  const height = props.compact ? 32 : HEIGHT;
  const barWidth = props.compact ? 5 : 10;
  return (
    <Stack gap={4} role="img" aria-label={t('histogram.label')}>
      <Group gap={props.compact ? 2 : 6} align="flex-end" wrap="nowrap" h={height}>
        {first.map((share, index) => {
          const score = index + 1;
          const tip = [
            `${props.firstLabel}: ${t('histogram.bar', { score, share: percent(share, language) })}`,
            second && props.secondLabel
              ? `${props.secondLabel}: ${t('histogram.bar', { score, share: percent(second[index], language) })}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <Hint key={score} label={tip} withinPortal>
              <Group gap={1} align="flex-end" wrap="nowrap" h={height} data-score={score}>
                <Box w={barWidth} h={Math.max(1, (share / top) * height)} bg="blue.6" />
                {second && <Box w={barWidth} h={Math.max(1, (second[index] / top) * height)} bg="gray.5" />}
              </Group>
            </Hint>
          );
        })}
      </Group>
      {!props.compact && (
        <Group gap={6} wrap="nowrap">
          {first.map((_, index) => (
            <Text key={index} size="xs" c="dimmed" w={second ? barWidth * 2 + 1 : barWidth} ta="center">
              {index + 1}
            </Text>
          ))}
        </Group>
      )}
      {!props.compact && second && (
        <Group gap="md">
          <Group gap={4}>
            <Box w={10} h={10} bg="blue.6" />
            <Text size="xs">{props.firstLabel}</Text>
          </Group>
          <Group gap={4}>
            <Box w={10} h={10} bg="gray.5" />
            <Text size="xs">{props.secondLabel}</Text>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

/** "10 scores · mean 7.0 · deviation 0.77" in the reader's language. */
export function DistributionSummary({ distribution }: { distribution: Distribution }) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  return t('stats.summary', {
    count: distribution.count,
    mean: distribution.mean === null ? '—' : formatNumber(distribution.mean, language, 2),
    sd: distribution.sd === null ? '—' : formatNumber(distribution.sd, language, 2),
  });
}
