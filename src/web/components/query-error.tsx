import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A list that failed to load: 'You do not have permission to view this page' when the API refuses
 * the caller (spec section 2), otherwise the screen's own message with a retry button.
 */
export function QueryError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isForbidden(error)) {
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="alert" data-testid="no-permission">
        {t('errors.noPermission', { ns: 'common' })}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
