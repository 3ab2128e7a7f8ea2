import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts the ids PostgreSQL makes, in either case', () => {
    expect(isUuid('0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(isUuid('0B7E4C1A-2F3D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'abc',
      '0b7e4c1a2f3d4e5f8a9b0c1d2e3f4a5b',
      '0b7e4c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b ',
      42,
      null,
    ])
      expect(isUuid(value)).toBe(false);
  });
});
