import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signInErrors, type SignInValues } from '../../../../domain/sign-in';
import { applyServerError, errorMessage } from '../../../lib/form';
import { meQuery } from '../../../lib/session';
import { changeLanguage } from '../../../i18n';
import { requestPasswordReset, signInWithEmail } from '../api/auth-api';
import { FormError } from '../../../components/form-parts';

type Errors = Partial<Record<keyof SignInValues, string>>;

/**
 * The sign-in form. Its three fields are kept in plain state rather than @mantine/form, which would be
 * ~6 KB gzip of the first page most people load; it behaves as the other forms do: errors (i18n keys)
 * show on submit and clear when their field changes, and the button spins while the request runs.
 */
export function SignInForm({ initialEmail, onSwitch }: { initialEmail: string; onSwitch: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [isResetting, setResetting] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [values, setValues] = useState<SignInValues>({ email: initialEmail, password: '', rememberMe: true });
  const [errors, setErrors] = useState<Errors>({});

  function change<K extends keyof SignInValues>(field: K, value: SignInValues[K]) {
    setValues((all) => ({ ...all, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = signInErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setSubmitting(true);
    try {
      await signInWithEmail(values);
      // The language they chose (stored with their account) comes with them to this browser
      // too, switched and remembered before the session is known here: the guard on /login
      // sends the person on as soon as it is, and the next screen (or a page opened right after)
      // must already be in that language.
      const me = await meQuery.queryFn();
      if (me && me.locale !== i18n.language) await changeLanguage(me.locale);
      queryClient.setQueryData(meQuery.queryKey, me);
    } catch (e) {
      setError(applyServerError({ setErrors }, e, t));
    } finally {
      setSubmitting(false);
    }
  }

  async function handleForgotPassword() {
    const email = values.email.trim();
    // An earlier failed sign-in's message no longer applies; a missing email is said at its field.
    setError(null);
    if (!email) {
      setErrors((all) => ({ ...all, email: 'signIn.enterEmail' }));
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

  // Field errors are keys of the common namespace ('errors.required'), or of this one ('signIn.…').
  const errorOf = (field: keyof SignInValues) =>
    errors[field] ? t(errors[field], { ns: ['auth', 'common'] }) : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            {t('signIn.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('signIn.subtitle')}
          </Text>
        </div>
        <FormError message={error} />
        <TextInput
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={errorOf('email')}
        />
        <PasswordInput
          label={t('signIn.password')}
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => change('password', event.currentTarget.value)}
          error={errorOf('password')}
        />
        <Group justify="space-between">
          <Checkbox
            label={t('signIn.rememberMe')}
            checked={values.rememberMe}
            onChange={(event) => change('rememberMe', event.currentTarget.checked)}
          />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={handleForgotPassword}
            disabled={isResetting}
          >
            {t('signIn.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={isSubmitting}>
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
