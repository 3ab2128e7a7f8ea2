import '../translations';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdjudications } from '../api/adjudications';

/**
 * On a scoring judge's home: the entries waiting for their adjudication, counted, with the way to
 * them (an adjudicator with no contest of their own landed on "no contest assigned").
 * Nothing when none waits.
 */
export function AdjudicationsWaiting() {
  const { t } = useTranslation('adjudication');
  const adjudications = useAdjudications();
  const waiting = adjudications.data?.items.filter((item) => item.score === null) ?? [];
  if (waiting.length === 0) return null;
  const contests = [...new Set(waiting.map((item) => item.contestTitle))];
  return (
    <Alert color="grape" variant="light" icon={<IconScale />} data-testid="adjudications-waiting">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600} data-testid="adjudications-waiting-count">
            {t('adjudication.waiting', { count: waiting.length })}
          </Text>
          <Text size="sm" c="dimmed">
            {contests.join(' · ')}
          </Text>
        </div>
        <Button component={Link} to="/judge/adjudication" color="grape" variant="light">
          {t('adjudication.open')}
        </Button>
      </Group>
    </Alert>
  );
}
