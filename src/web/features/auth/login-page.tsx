import './translations';
import { Alert } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthFrame } from './components/auth-frame';
import { SignInForm } from './components/sign-in-form';
import { PageLoader } from '../../components/page-loader';
import { useDocumentTitle } from '../../lib/use-document-title';

// Most visits sign in: the sign-up form (location selects, its zod schema) is fetched when asked for.
const SignUpForm = lazy(() => import('./components/sign-up-form'));

/** /login: sign in or sign up, one form at a time (spec section 2). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [mode, setMode] = useState<'sign-in' | 'sign-up'>('sign-in');
  const [notice, setNotice] = useState<string | null>(() => {
    const reason = (location.state as { notice?: string } | null)?.notice;
    if (reason === 'invalidResetLink') return t('signIn.invalidResetLink');
    if (reason === 'sessionEnded') return t('signIn.sessionEnded');
    return null;
  });
  useDocumentTitle(t('pageTitle.login', { ns: 'common' }));
  const [email, setEmail] = useState('');

  return (
    <AuthFrame>
      {notice && (
        <Alert
          color={mode === 'sign-in' && email ? 'green' : 'yellow'}
          mb="md"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {mode === 'sign-in' ? (
        <SignInForm
          key={email}
          initialEmail={email}
          onSwitch={() => {
            setNotice(null);
            setMode('sign-up');
          }}
        />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <SignUpForm
            onSwitch={() => setMode('sign-in')}
            onCreated={(created) => {
              setEmail(created);
              setNotice(t('signUp.success'));
              setMode('sign-in');
            }}
          />
        </Suspense>
      )}
    </AuthFrame>
  );
}
