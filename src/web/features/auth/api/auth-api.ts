import { useQuery } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../domain/schemas/account';
import type { EmailConfirmed, ResetTokenCheck, SignedIn, SignedUp } from '../../../../contract/auth';
import { api } from '../../../lib/api';

export function signInWithEmail(body: { email: string; password: string; rememberMe: boolean }) {
  return api<SignedIn>('/api/auth/sign-in/email', { body });
}

export function signUpAccount(body: SignUpInput) {
  return api<SignedUp>('/api/account/sign-up', { body });
}

export function requestPasswordReset(email: string) {
  return api('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
}

export function resetPassword(token: string, newPassword: string) {
  return api('/api/auth/reset-password', { body: { token, newPassword } });
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => api<ResetTokenCheck>(`/api/account/reset-token?token=${encodeURIComponent(token!)}`),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

/** Opens the link sent to a new email address (settings): the change of email takes effect. */
export function confirmEmailChange(token: string) {
  return api<EmailConfirmed>('/api/account/confirm-email', { body: { token } });
}
