import { describe, expect, it } from 'vitest';
import { checkEntryText, normalizeEntryCaption, normalizeEntryTitle } from './entry-text';

describe('entry titles and captions', () => {
  it('a title is one trimmed line, and blank means none', () => {
    expect(normalizeEntryTitle('  O  primeiro\nolhar ')).toBe('O primeiro olhar');
    expect(normalizeEntryTitle('   ')).toBeNull();
    expect(normalizeEntryTitle(null)).toBeNull();
  });
  it('a caption keeps its paragraphs', () => {
    expect(normalizeEntryCaption(' Linha 1\r\n\r\nLinha 2 ')).toBe('Linha 1\n\nLinha 2');
    expect(normalizeEntryCaption('\n')).toBeNull();
  });
});

describe('checking an entry text', () => {
  it('refuses a title over 120 characters and a caption on a video', () => {
    expect(checkEntryText({ title: 'x'.repeat(121) }, true).fields).toEqual({
      title: 'errors.entry.titleTooLong',
    });
    expect(checkEntryText({ title: ` ${'x'.repeat(120)} ` }, true).fields).toEqual({});
    expect(checkEntryText({ caption: 'text' }, false).fields).toEqual({
      caption: 'errors.entry.captionPhotoOnly',
    });
    expect(checkEntryText({ caption: 'x'.repeat(1001) }, true).fields).toEqual({
      caption: 'errors.entry.captionTooLong',
    });
    expect(checkEntryText({ title: ' A ', caption: ' B ' }, true)).toEqual({
      title: 'A',
      caption: 'B',
      fields: {},
    });
  });
});
