// The sign-in form's own checks (spec section 2, Login screen). Only presence is checked here: whether
// the email and password match an account is Better Auth's answer. Plain functions rather than a zod
// schema because they run on /login, the first page most people load, and zod is ~24 KB gzip of it.

export type SignInValues = { email: string; password: string; rememberMe: boolean };
export type SignInErrors = Partial<Record<'email' | 'password', string>>;

/** The fields that block a sign-in, as i18n keys; empty when the form may be sent. */
export function signInErrors(values: Pick<SignInValues, 'email' | 'password'>): SignInErrors {
  const errors: SignInErrors = {};
  if (!values.email.trim()) errors.email = 'errors.required';
  if (!values.password) errors.password = 'errors.required';
  return errors;
}
