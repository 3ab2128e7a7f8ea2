import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function NoContests() {
  const { t } = useTranslation('judging');
  return (
    <Alert color="gray" variant="light" icon={<IconInfoCircle />} data-testid="no-contests">
      {t('common.noContests')}
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
