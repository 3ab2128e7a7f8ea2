import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center h={200} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Loader color="violet" />
    </Center>
  );
}
