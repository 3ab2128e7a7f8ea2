import './translations';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { confirmEmailChange } from './api/auth-api';
import { AuthFrame } from './components/auth-frame';

type State = { kind: 'working' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** /confirm-email?token=…: the link sent to a new address; opening it makes the change take effect. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // The token works once: never send it twice (React runs effects twice in development).
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ kind: 'failed', message: t('confirmEmail.invalid') });
      return;
    }
    confirmEmailChange(token).then(
      (result) => setState({ kind: 'done', email: result.email }),
      (error: unknown) =>
        setState({
          kind: 'failed',
          message:
            error instanceof ApiError && error.code !== 'INVALID_TOKEN'
              ? t(`errors.${error.code}`, { ns: 'common' })
              : t('confirmEmail.invalid'),
        }),
    );
  }, [token, t]);

  return (
    <AuthFrame>
      {state.kind === 'working' ? (
        <Stack align="center">
          <Loader />
          <Text>{t('confirmEmail.working')}</Text>
        </Stack>
      ) : state.kind === 'done' ? (
        <Stack align="center" gap="xs" role="status">
          <IconCircleCheck size={48} color="var(--mantine-color-green-6)" />
          <Title order={2} size="h3">
            {t('confirmEmail.success')}
          </Title>
          <Text c="dimmed">{t('confirmEmail.nowSignInWith', { email: state.email })}</Text>
          <Anchor component={Link} to="/login">
            {t('confirmEmail.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
          <Anchor component={Link} to="/login">
            {t('confirmEmail.toLogin')}
          </Anchor>
        </Stack>
      )}
    </AuthFrame>
  );
}
