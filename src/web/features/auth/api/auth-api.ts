import { useQuery } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../domain/schemas/account';
import { answer, client } from '../../../lib/api';

export function signInWithEmail(body: { email: string; password: string; rememberMe: boolean }) {
  return answer(client.POST('/api/auth/sign-in/email', { body }));
}

export function signUpAccount(body: SignUpInput) {
  return answer(client.POST('/api/account/sign-up', { body }));
}

export function requestPasswordReset(email: string) {
  return answer(
    client.POST('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } }),
  );
}

export function resetPassword(token: string, newPassword: string) {
  return answer(client.POST('/api/auth/reset-password', { body: { token, newPassword } }));
}

export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => answer(client.GET('/api/account/reset-token', { params: { query: { token: token! } } })),
    enabled: Boolean(token),
    staleTime: Infinity,
  });
}

/** Opens the link sent to a new email address (settings): the change of email takes effect. */
export function confirmEmailChange(token: string) {
  return answer(client.POST('/api/account/confirm-email', { body: { token } }));
}
