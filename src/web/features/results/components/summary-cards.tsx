import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContestSummary } from '../api/types';
import { Hint } from '../../../components/hint';

/** The four counts of one chosen contest (spec section 3, admin aggregates). */
export function SummaryCards({ summary }: { summary: ContestSummary }) {
  const { t } = useTranslation('results');
  const cards = [
    { key: 'total', value: summary.total },
    { key: 'approved', value: summary.approved },
    { key: 'awarded', value: summary.awarded },
    { key: 'honorable', value: summary.honorable },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="summary-cards">
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md" data-testid={`summary-${card.key}`}>
          <Text size="xs" c="dimmed" fw={500} tt="uppercase">
            {t(`summary.${card.key}`)}
          </Text>
          {card.value === null ? (
            <Hint label={t('summary.notApplicable')} withArrow>
              <Text fz={28} fw={700} lh={1.2} c="dimmed">
                <span aria-hidden="true">—</span>
                <VisuallyHidden>{t('summary.notApplicable')}</VisuallyHidden>
              </Text>
            </Hint>
          ) : (
            <Text fz={28} fw={700} lh={1.2} data-testid={`summary-${card.key}-value`}>
              {card.value}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
