import { Button, Group, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
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

/**
 * The end of a results-change dialog: the reason (a change to it clears the error) and the buttons,
 * Cancel and the dialog's own confirmation (`children`).
 */
export function ReasonAndActions(props: {
  reason: string;
  error: string | null;
  onReason: (value: string) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('contests');
  return (
    <>
      <ReasonField value={props.reason} error={props.error} onChange={props.onReason} />
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        {props.children}
      </Group>
    </>
  );
}
