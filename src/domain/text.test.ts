import { describe, expect, it } from 'vitest';
import { isSingleLine } from './text';

describe('isSingleLine', () => {
  it('accepts names in any script, with spaces and punctuation', () => {
    for (const name of ['Ana Paula', 'João d’Ávila', 'Zoë-Marie', '李小龍', 'Ørsted & Co.', '😀 Fotos']) {
      expect(isSingleLine(name), name).toBe(true);
    }
  });

  it('refuses control, format and separator characters', () => {
    for (const bad of [
      'a\nb',
      'a\tb',
      'a\u0000b',
      'a\u007fb',
      'a\u2028b', // line separator
      'a\u2029b', // paragraph separator
      'a\u200bb', // zero-width space (format)
      'a\u200db', // zero-width joiner (format)
      'a\u202eb', // right-to-left override (format)
      'a\ufeffb', // byte order mark (format)
      'a\u0085b', // next line (control)
      'a\ue000b', // private use
    ]) {
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});
