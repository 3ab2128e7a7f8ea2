import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_COUNT_MAX, awardCountSchema } from '../../../../domain/schemas/admin';
import { applyServerError, fieldProps } from '../../../lib/form';
import { useSetAwardCount, type AdminUser } from '../api/users';

/**
 * The yearly award count of one user (spec section 5: integer ≥ 0; anything not a number counts as
 * 0 — the schema's coercion, shared with the server).
 */
export function AwardCountModal(props: { user: AdminUser | null; year: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      opened={props.user !== null}
      onClose={props.onClose}
      title={t('awards.title', { year: props.year })}
      size="sm"
      closeButtonProps={{ 'aria-label': t('common.close', { ns: 'common' }) }}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {props.user && (
        <AwardCountForm key={props.user.id} user={props.user} year={props.year} onDone={props.onClose} />
      )}
    </Modal>
  );
}

function AwardCountForm({ user, year, onDone }: { user: AdminUser; year: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSetAwardCount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ count: number | string }>({
    mode: 'controlled',
    initialValues: { count: user.awardCount },
    validate: schemaResolver(awardCountSchema),
  });

  async function handleSubmit(values: { count: number | string }) {
    setError(null);
    try {
      const { count } = awardCountSchema.parse(values);
      await save.mutateAsync({ id: user.id, count });
      notifications.show({ color: 'green', message: t('awards.saved') });
      onDone();
    } catch (e) {
      setError(applyServerError(form, e, t));
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('awards.description', { name: user.username, year })}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <NumberInput
          label={t('awards.count')}
          min={0}
          max={AWARD_COUNT_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          data-autofocus
          {...fieldProps(form, 'count', t)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
