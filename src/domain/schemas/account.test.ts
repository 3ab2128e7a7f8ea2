import { describe, expect, it } from 'vitest';
import {
  certificateName,
  PRINT_NAME_MAX,
  resetPasswordSchema,
  settingsSchema,
  signUpSchema,
} from './account';

const base = { username: 'Ana Lima', email: 'Ana@Example.com', password: 'segredo123', locale: 'pt' };

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('sign-up schema', () => {
  it('accepts a Brazilian address with state and municipality codes', () => {
    const r = signUpSchema.parse({ ...base, country: 'br', stateCode: '35', cityCode: '3550308' });
    expect(r).toMatchObject({ country: 'BR', stateCode: '35', cityCode: '3550308', cityName: null });
    expect(r.email).toBe('ana@example.com');
  });

  it('requires a state and a city for Brazil', () => {
    const r = signUpSchema.safeParse({ ...base, country: 'BR' });
    expect(issuesOf(r)).toMatchObject({ stateCode: 'errors.stateRequired', cityCode: 'errors.cityRequired' });
  });

  it('takes a free-text city and drops any state outside Brazil', () => {
    const r = signUpSchema.parse({ ...base, country: 'PT', stateCode: '35', cityName: ' Lisboa ' });
    expect(r).toMatchObject({ country: 'PT', stateCode: null, cityCode: null, cityName: 'Lisboa' });
  });

  it('refuses a malformed email, a short password and an over-long username with i18n keys', () => {
    const r = signUpSchema.safeParse({
      ...base,
      email: 'not-an-email',
      password: 'short',
      username: 'x'.repeat(41),
      country: 'PT',
      cityName: 'Porto',
    });
    expect(issuesOf(r)).toMatchObject({
      email: 'errors.email',
      password: 'errors.passwordTooShort',
      username: 'errors.tooLong',
    });
  });
});

describe('usernames', () => {
  it('an empty one is required, not too short; one character is too short', () => {
    const empty = settingsSchema.safeParse({ username: '  ', email: 'a@b.co' });
    expect(issuesOf(empty).username).toBe('errors.required');
    const one = settingsSchema.safeParse({ username: 'a', email: 'a@b.co' });
    expect(issuesOf(one).username).toBe('errors.usernameTooShort');
  });
});

describe('password forms', () => {
  it('reports mismatching reset passwords on the confirmation field', () => {
    const r = resetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgx' });
    expect(issuesOf(r)).toEqual({ confirmPassword: 'errors.passwordsDoNotMatch' });
  });

  it('leaves the password alone in settings when no new one is typed', () => {
    const r = settingsSchema.parse({ username: 'ana', email: 'a@b.co' });
    expect(r.newPassword).toBe('');
  });

  it('refuses mismatching new passwords in settings', () => {
    const r = settingsSchema.safeParse({
      username: 'ana',
      email: 'a@b.co',
      newPassword: 'abcdefgh',
      confirmPassword: 'x',
    });
    expect(issuesOf(r)).toEqual({ confirmPassword: 'errors.newPasswordsDoNotMatch' });
  });
});

describe('the name to print on certificates', () => {
  const base = { username: 'marina_foto', email: 'm@x.test' };

  it('is trimmed to one spaced line, empty meaning none, and left out meaning unchanged', () => {
    expect(settingsSchema.parse({ ...base, printName: '  Marina   Souza ' }).printName).toBe('Marina Souza');
    expect(settingsSchema.parse({ ...base, printName: '   ' }).printName).toBe('');
    expect(settingsSchema.parse(base).printName).toBeUndefined();
  });

  it('refuses a name too long for the certificate or on several lines', () => {
    const long = settingsSchema.safeParse({ ...base, printName: 'a'.repeat(PRINT_NAME_MAX + 1) });
    expect(long.error?.issues[0].message).toBe('errors.tooLong');
    expect(settingsSchema.safeParse({ ...base, printName: 'a'.repeat(PRINT_NAME_MAX) }).success).toBe(true);
    const lines = settingsSchema.safeParse({ ...base, printName: 'Marina\nSouza' });
    expect(lines.error?.issues[0].message).toBe('errors.printNameInvalid');
  });

  it('prints the name given, else the username', () => {
    expect(certificateName({ username: 'marina_foto', printName: 'Marina Souza' })).toBe('Marina Souza');
    expect(certificateName({ username: 'marina_foto', printName: null })).toBe('marina_foto');
    expect(certificateName({ username: 'marina_foto', printName: ' ' })).toBe('marina_foto');
  });
});
