import '../translations';
import { Button, Group, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../../domain/packages';
import { ApiError } from '../../../lib/api';
import { useApplyCode } from '../api/discount-codes';

/**
 * A discount or waiver code for the package chosen in the submit dialog. The server
 * checks and counts it; the order it answers (repriced, or paid by a waiver) is read again.
 */
export function CodeField(props: {
  contestId: string;
  packageId: string;
  currency: Currency;
  disabled: boolean;
}) {
  const { t } = useTranslation('payments');
  const [code, setCode] = useState('');
  const applyCode = useApplyCode(props.contestId);
  const error =
    applyCode.error instanceof ApiError
      ? t(applyCode.error.fields?.code ?? `errors.${applyCode.error.code}`, { ns: 'common' })
      : applyCode.error
        ? t('errors.INTERNAL', { ns: 'common' })
        : undefined;
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t('codes.field')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        maxLength={60}
        error={error}
        disabled={props.disabled}
        style={{ flex: '1 1 200px' }}
        size="sm"
      />
      <Button
        mt={24}
        size="sm"
        variant="light"
        leftSection={<IconDiscount size={16} />}
        loading={applyCode.isPending}
        disabled={props.disabled || code.trim() === ''}
        onClick={() =>
          applyCode.mutate(
            { code: code.trim(), packageId: props.packageId, currency: props.currency },
            { onSuccess: () => setCode('') },
          )
        }
      >
        {t('codes.apply')}
      </Button>
    </Group>
  );
}
