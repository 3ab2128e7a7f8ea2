import { Button, Group, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENDMENT_REASON_MAX, AMENDMENT_REASON_MIN } from '../../../../domain/results-lifecycle';

/**
 * A results-change dialog's reason and its error: a change to the reason clears the error; `checked()`
 * gives the trimmed reason, or null when it is too short (the error then says it is required).
 */
export function useReason() {
  const { t } = useTranslation('contests');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    reason,
    error,
    setError,
    onReason: (value: string) => {
      setReason(value);
      setError(null);
    },
    reset: () => {
      setReason('');
      setError(null);
    },
    checked: (): string | null => {
      if (reason.trim().length < AMENDMENT_REASON_MIN) {
        setError(t('errors.lifecycle.reasonRequired', { ns: 'common' }));
        return null;
      }
      return reason.trim();
    },
  };
}

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

/**
 * The end of a results-change dialog: the reason (a change to it clears the error) and the buttons,
 * Cancel and the dialog's own confirmation (`children`).
 */
export function ReasonAndActions(props: {
  reason: ReturnType<typeof useReason>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('contests');
  const { reason } = props;
  return (
    <>
      <ReasonField value={reason.reason} error={reason.error} onChange={reason.onReason} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        {props.children}
      </Group>
    </>
  );
}
