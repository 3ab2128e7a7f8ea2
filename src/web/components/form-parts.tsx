import { Alert, Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A form's failure above its fields (what the server or the save said), or nothing. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}

/**
 * A dialog form's buttons, a step below its fields (`mt` 'sm' unless said): cancel, and submit showing
 * the save in progress.
 */
export function FormActions(props: {
  onCancel: () => void;
  isSaving: boolean;
  submitLabel: string;
  /** 'Cancel' unless the form says otherwise. */
  cancelLabel?: string;
  mt?: MantineSpacing;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={props.mt ?? 'sm'}>
      <Button variant="default" onClick={props.onCancel}>
        {props.cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" loading={props.isSaving}>
        {props.submitLabel}
      </Button>
    </Group>
  );
}
