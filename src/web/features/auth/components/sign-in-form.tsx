import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInErrors } from '../../../../domain/sign-in';
import { applyServerError, errorMessage, fieldProps } from '../../../lib/form';
import { ME_KEY } from '../../../lib/session';
import { requestPasswordReset, signInWithEmail } from '../api/auth-api';

export function SignInForm({ initialEmail, onSwitch }: { initialEmail: string; onSwitch: () => void }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: initialEmail, password: '', rememberMe: true },
    validate: signInErrors,
  });

  async function handleSubmit(values: typeof form.values) {
    setError(null);
    try {
      await signInWithEmail(values);
      // The guard on /login sends the person to their home once the session is known.
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
    } catch (e) {
      setError(applyServerError(form, e, t));
    }
  }

  async function handleForgotPassword() {
    const email = form.getValues().email.trim();
    if (!email) {
      form.setFieldError('email', 'signIn.enterEmail');
      setError(t('signIn.enterEmail'));
      return;
    }
    setResetting(true);
    try {
      await requestPasswordReset(email);
      notifications.show({ color: 'green', message: t('signIn.resetSent') });
    } catch (e) {
      setError(errorMessage(e, t));
    } finally {
      setResetting(false);
    }
  }

  const emailProps = fieldProps(form, 'email', t);
  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('signIn.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signIn.subtitle')}
          </Text>
        </div>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          {...emailProps}
          error={emailProps.error && t(String(form.errors.email), { ns: ['auth', 'common'] })}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password', t)}
        />
        <Group justify="space-between">
          <Checkbox label={t('signIn.rememberMe')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
          <Anchor component="button" type="button" size="sm" onClick={handleForgotPassword} disabled={isResetting}>
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('signIn.submit')}
        </Button>
        <Text size="sm" ta="center">
          {t('signIn.noAccount')}{' '}
          <Anchor component="button" type="button" onClick={onSwitch}>
            {t('signIn.toSignUp')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
