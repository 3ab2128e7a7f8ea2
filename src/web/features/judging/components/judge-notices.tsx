import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function NoContests() {
  const { t } = useTranslation('judging');
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle />} data-testid="no-contests">
      {t('common.noContests')}
    </Alert>
  );
}

/**
 * The end of a judge's queue: every entry scored, said as such rather than "no entries",
 * with the next step (marking the evaluation complete) unless it is done.
 */
export function AllDone({ total, isCompleted }: { total: number; isCompleted: boolean }) {
  const { t } = useTranslation('judging');
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck />} data-testid="all-done">
      <Text fw={600}>{t('common.allDone', { count: total })}</Text>
      {!isCompleted && <Text size="sm">{t('common.allDoneNext')}</Text>}
    </Alert>
  );
}

export function EmptyList() {
  const { t } = useTranslation('judging');
  return (
    <Center py="xl">
      <Text c="dimmed">{t('common.noSubmissions')}</Text>
    </Center>
  );
}

export function LoadError() {
  const { t } = useTranslation('judging');
  return (
    <Alert color="red" variant="light">
      {t('common.loadError')}
    </Alert>
  );
}

export function ListLoader() {
  return (
    <Center py="xl">
      <Loader color="violet" />
    </Center>
  );
}
