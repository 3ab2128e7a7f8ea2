import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts a UUID in either case', () => {
    expect(isUuid('0b6c2f0e-8d0a-4a57-9a3c-2f1f8f4f1e2d')).toBe(true);
    expect(isUuid('0B6C2F0E-8D0A-4A57-9A3C-2F1F8F4F1E2D')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'abc',
      '0b6c2f0e8d0a4a579a3c2f1f8f4f1e2d',
      ' 0b6c2f0e-8d0a-4a57-9a3c-2f1f8f4f1e2d',
      42,
      null,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
