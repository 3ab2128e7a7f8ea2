import './translations';
import { Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '../../../domain/schemas/account';
import { ApiError } from '../../lib/api';
import { applyServerError, fieldProps, revealFirstError } from '../../lib/form';
import { resetPassword, useResetTokenCheck } from './api/auth-api';
import { AuthFrame } from './components/auth-frame';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormError } from '../../components/form-parts';

const REDIRECT_DELAY_MS = 3000;

/** /reset-password?token=…: a missing, used or expired token goes to /login (spec section 5). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('pageTitle.resetPassword', { ns: 'common' }));
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetTokenCheck(token);
  const navigate = useNavigate();
  const [isDone, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordSchema),
  });

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, navigate]);

  const invalid = <Navigate to="/login" replace state={{ notice: 'invalidResetLink' }} />;
  if (!token) return invalid;
  if (check.data && !check.data.valid) return invalid;

  async function handleSubmit(values: typeof form.values) {
    setError(null);
    try {
      await resetPassword(token!, values.password);
      setDone(true);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'INVALID_TOKEN') {
        void navigate('/login', { replace: true, state: { notice: 'invalidResetLink' } });
        return;
      }
      setError(applyServerError(form, e, t));
    }
  }

  return (
    <AuthFrame>
      {check.isPending ? (
        <Stack align="center">
          <Loader />
          <Text>{t('reset.checking')}</Text>
        </Stack>
      ) : isDone ? (
        <Stack align="center" gap="xs" role="status">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" />
          <Title order={2} size="h3">
            {t('reset.success')}
          </Title>
          <Text c="dimmed">{t('reset.redirecting')}</Text>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(handleSubmit, revealFirstError)} noValidate>
          <Stack gap="md">
            <Title order={2} size="h3">
              {t('reset.title')}
            </Title>
            <FormError message={error} />
            <PasswordInput
              label={t('reset.newPassword')}
              autoComplete="new-password"
              required
              {...fieldProps(form, 'password', t)}
            />
            <PasswordInput
              label={t('reset.confirmPassword')}
              autoComplete="new-password"
              required
              {...fieldProps(form, 'confirmPassword', t)}
            />
            <Button type="submit" loading={form.submitting}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
