import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

/** An unexpected routing failure (spec section 8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={2}>{t('errors.unexpected')}</Title>
        <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Text size="lg">{t('errors.notFoundPage')}</Text>
        <Button component={Link} to="/">
          {t('errors.goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
