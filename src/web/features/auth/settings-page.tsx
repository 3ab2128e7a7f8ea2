import './translations';
import { Alert, Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { needsCurrentPassword, PRINT_NAME_MAX, settingsSchema } from '../../../domain/schemas/account';
import { PageLoader } from '../../components/page-loader';
import { fieldProps, useFormSave } from '../../lib/form';
import { useMe } from '../../lib/session';
import { useSaveSettings } from './api/settings';
import { LocationSettings } from './components/location-settings';
import { FormFrame } from '../../components/form-frame';
import { settingsOutcomes } from './lib/settings-outcome';

/**
 * Settings (spec section 2): username, email and an optional new password. A new email or password
 * asks for the current password; a new email waits for the link sent to it.
 */
export default function SettingsPage() {
  const { t } = useTranslation('auth');
  const me = useMe();
  const save = useSaveSettings();
  const { error, clearError, onInvalid, trySave } = useFormSave();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username: '',
      printName: '',
      email: '',
      newPassword: '',
      confirmPassword: '',
      currentPassword: '',
    },
    validate: schemaResolver(settingsSchema),
    // A message about the last attempt goes as soon as the person changes the form.
    onValuesChange: clearError,
  });

  useEffect(() => {
    if (me.data && !form.isDirty()) {
      const values = {
        username: me.data.username,
        printName: me.data.printName ?? '',
        email: me.data.email,
      };
      form.setValues(values);
      form.resetDirty({ ...form.getValues(), ...values });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me.data]);

  if (me.isPending) return <PageLoader />;
  if (!me.data) return <Alert color="red">{t('profile.notFound')}</Alert>;
  const asksCurrentPassword = needsCurrentPassword(me.data, form.values);

  async function handleSubmit(values: typeof form.values) {
    await trySave(form, async () => {
      const saved = await save.mutateAsync(values);
      const shown = { email: saved.email, printName: saved.printName ?? '' };
      form.setValues({ newPassword: '', confirmPassword: '', currentPassword: '', ...shown });
      form.resetDirty({ ...form.getValues(), ...shown });
      for (const outcome of settingsOutcomes(values, saved)) {
        notifications.show({
          color: 'green',
          message:
            outcome.key === 'settings.emailPendingSent'
              ? t(outcome.key, { email: outcome.email })
              : t(outcome.key),
        });
      }
    });
  }

  return (
    <Stack maw={560} gap="lg">
      <Title order={2}>{t('settings.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <FormFrame onSubmit={form.onSubmit(handleSubmit, onInvalid)} error={error}>
          <TextInput
            label={t('settings.username')}
            required
            maxLength={40}
            {...fieldProps(form, 'username', t)}
          />
          {me.data.role === 'participant' && (
            <TextInput
              label={t('settings.printName')}
              description={t('settings.printNameHint', { username: me.data.username })}
              placeholder={me.data.username}
              maxLength={PRINT_NAME_MAX}
              autoComplete="name"
              {...fieldProps(form, 'printName', t)}
            />
          )}
          <TextInput label={t('settings.email')} type="email" required {...fieldProps(form, 'email', t)} />
          {me.data.pendingEmail && (
            <Alert color="blue" data-testid="pending-email">
              {t('settings.emailPending', { email: me.data.pendingEmail })}
            </Alert>
          )}
          <Divider label={t('settings.passwordSection')} labelPosition="left" mt="sm" />
          <Text size="sm" c="dimmed">
            {t('settings.passwordHint')}
          </Text>
          <PasswordInput
            label={t('settings.newPassword')}
            autoComplete="new-password"
            {...fieldProps(form, 'newPassword', t)}
          />
          <PasswordInput
            label={t('settings.confirmPassword')}
            autoComplete="new-password"
            {...fieldProps(form, 'confirmPassword', t)}
          />
          {asksCurrentPassword && (
            <PasswordInput
              label={t('settings.currentPassword')}
              description={t('settings.currentPasswordHint')}
              autoComplete="current-password"
              required
              {...fieldProps(form, 'currentPassword', t)}
            />
          )}
          <Button type="submit" disabled={save.isPending} w="fit-content">
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </FormFrame>
      </Paper>
      <LocationSettings me={me.data} />
    </Stack>
  );
}
