import { describe, expect, it } from 'vitest';
import { signInErrors } from './sign-in';

describe('sign-in form checks', () => {
  it('lets a filled form through', () => {
    expect(signInErrors({ email: 'ana@example.com', password: 'x' })).toEqual({});
  });

  it('requires an email, and spaces alone are no email', () => {
    expect(signInErrors({ email: '   ', password: 'segredo123' })).toEqual({ email: 'errors.required' });
  });

  it('requires a password, and keeps spaces in it (they may be part of it)', () => {
    expect(signInErrors({ email: 'ana@example.com', password: '' })).toEqual({ password: 'errors.required' });
    expect(signInErrors({ email: 'ana@example.com', password: ' ' })).toEqual({});
  });

  it('reports both fields at once', () => {
    expect(signInErrors({ email: '', password: '' })).toEqual({
      email: 'errors.required',
      password: 'errors.required',
    });
  });
});
