import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MySubmissionsPage } from '../api/my-submissions';

/** Counts for one chosen contest; the server leaves out what the contest does not show yet. */
export function SummaryCards({ summary }: { summary: NonNullable<MySubmissionsPage['summary']> }) {
  const { t } = useTranslation('submissions');
  const cards = [
    { key: 'total', value: summary.total },
    { key: 'approved', value: summary.approved },
    { key: 'awarded', value: summary.awarded },
    { key: 'honorable', value: summary.honorable },
  ].filter((card) => card.value !== null);
  return (
    <SimpleGrid cols={{ base: 2, sm: cards.length }} data-testid="summary-cards">
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" fw={500} tt="uppercase">
            {t(`submissions.summary.${card.key}`)}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {card.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
