import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AMENDMENT_REASON_MAX } from '../../../../domain/results-lifecycle';

/** The required reason of a results change (a reopened completion, an amendment); audit-logged. */
export function ReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('contests');
  return (
    <Textarea
      label={t('lifecycle.reason')}
      required
      autosize
      minRows={2}
      maxLength={AMENDMENT_REASON_MAX}
      value={value}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
