import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';

/**
 * Something that failed to load: 'You do not have permission to view this page' when the API refuses
 * the caller, otherwise the screen's message (spec section 8) with a retry button.
 */
export function LoadError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('statistics');
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="red" icon={<IconLock size={18} />} role="alert">
        {t('errors.noPermission', { ns: 'common' })}
      </Alert>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('common.retry', { ns: 'common' })}
        </Button>
      </Group>
    </Alert>
  );
}
