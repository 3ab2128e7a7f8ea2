import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Distribution, JudgeCalibration } from '../../../../contract/fairness';
import { currentLanguage } from '../../../i18n';
import { formatNumber } from '../../../lib/format';
import { ScoreHistogram } from './score-histogram';
import { ScrollTable } from '../../../components/scroll-table';
import { Count } from '../../../components/count';

function signed(value: number | null, language: string) {
  if (value === null) return '—';
  const text = formatNumber(value, language, 2);
  return value > 0 ? `+${text}` : text;
}

/** Every judge's distribution, mean, spread and distance from the panel; the panel last. */
export function JudgesTable({ judges, panel }: { judges: JudgeCalibration[]; panel: Distribution }) {
  const { t } = useTranslation('fairness');
  const language = currentLanguage();
  const number = (value: number | null) => (value === null ? '—' : formatNumber(value, language, 2));
  if (judges.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {t('judges.empty')}
      </Text>
    );
  }
  return (
    <ScrollTable
      minWidth={760}
      data-testid="judges-calibration"
      head={
        <>
          <Table.Th>{t('judges.judge')}</Table.Th>
          <Table.Th>{t('judges.distribution')}</Table.Th>
          <Table.Th ta="right">{t('stats.count')}</Table.Th>
          <Table.Th ta="right">{t('stats.mean')}</Table.Th>
          <Table.Th ta="right">{t('stats.sd')}</Table.Th>
          <Table.Th ta="right">{t('judges.difference')}</Table.Th>
          <Table.Th ta="right">{t('judges.spreadRatio')}</Table.Th>
          <Table.Th>{t('judges.normalised')}</Table.Th>
        </>
      }
    >
      {judges.map((row) => (
        <Table.Tr key={row.judge.id} data-testid="judge-row">
          <Table.Td>{row.judge.username}</Table.Td>
          <Table.Td>
            <ScoreHistogram
              compact
              first={row.distribution}
              firstLabel={row.judge.username}
              second={panel}
              secondLabel={t('judges.panel')}
            />
          </Table.Td>
          <Table.Td ta="right">
            <Count value={row.distribution.count} />
          </Table.Td>
          <Table.Td ta="right">{number(row.distribution.mean)}</Table.Td>
          <Table.Td ta="right">{number(row.distribution.sd)}</Table.Td>
          <Table.Td ta="right" data-testid="mean-difference">
            {signed(row.meanDifference, language)}
          </Table.Td>
          <Table.Td ta="right">{number(row.spreadRatio)}</Table.Td>
          <Table.Td>
            <Badge
              variant="light"
              color={row.isNormalised ? 'blue' : 'gray'}
              style={{ textTransform: 'none' }}
            >
              {row.isNormalised ? t('judges.yes') : t('judges.no')}
            </Badge>
          </Table.Td>
        </Table.Tr>
      ))}
      <Table.Tr fw={600}>
        <Table.Td>{t('judges.panel')}</Table.Td>
        <Table.Td>
          <ScoreHistogram compact first={panel} firstLabel={t('judges.panel')} />
        </Table.Td>
        <Table.Td ta="right">
          <Count value={panel.count} />
        </Table.Td>
        <Table.Td ta="right">{number(panel.mean)}</Table.Td>
        <Table.Td ta="right">{number(panel.sd)}</Table.Td>
        <Table.Td />
        <Table.Td />
        <Table.Td />
      </Table.Tr>
    </ScrollTable>
  );
}
