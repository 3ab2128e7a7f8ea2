import { Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { awardCountSchema } from '../../../../domain/schemas/admin';
import { fieldProps, revealFirstError, useFormSave } from '../../../lib/form';
import { useSetAwardCount, type AdminUser } from '../api/users';
import { FormActions, FormError } from '../../../components/form-parts';
import { FormModal } from '../../../components/form-modal';

/**
 * The yearly award count of one user (spec section 5: integer ≥ 0; the schema's coercion, shared
 * with the server). A plain text field, so what the admin typed reaches the schema as typed: a
 * number field dropped the separator of "2,5" and saved 25. Empty goes back to the computed count.
 */
export function AwardCountModal(props: { user: AdminUser | null; year: number; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <FormModal
      opened={props.user !== null}
      onClose={props.onClose}
      title={t('awards.title', { year: props.year })}
      size="sm"
    >
      {props.user && (
        <AwardCountForm key={props.user.id} user={props.user} year={props.year} onDone={props.onClose} />
      )}
    </FormModal>
  );
}

function AwardCountForm({ user, year, onDone }: { user: AdminUser; year: number; onDone: () => void }) {
  const { t } = useTranslation('users');
  const save = useSetAwardCount();
  const { error, trySave } = useFormSave();
  const form = useForm<{ count: string }>({
    mode: 'controlled',
    initialValues: { count: user.manualAwardCount === null ? '' : String(user.manualAwardCount) },
    validate: schemaResolver(awardCountSchema),
  });

  async function handleSubmit(values: { count: string }) {
    await trySave(form, async () => {
      const { count } = awardCountSchema.parse(values);
      await save.mutateAsync({ id: user.id, count });
      notifications.show({ color: 'green', message: t('awards.saved') });
      onDone();
    });
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit, revealFirstError)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('awards.description', { name: user.username, year })}</Text>
        <FormError message={error} />
        <TextInput
          label={t('awards.count')}
          description={t('awards.emptyMeansComputed', { count: user.computedAwardCount })}
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          {...fieldProps(form, 'count', t)}
        />
        <FormActions onCancel={onDone} isSaving={save.isPending} submitLabel={t('common.save')} />
      </Stack>
    </form>
  );
}
