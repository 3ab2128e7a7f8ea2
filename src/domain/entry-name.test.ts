import { describe, expect, it } from 'vitest';
import { entryName, numberedNameKey } from './entry-name';

const numbered = (kind: 'photo' | 'video', n: number) => `${kind === 'photo' ? 'Photo' : 'Video'} ${n}`;

describe('entryName', () => {
  it('is the title when there is one', () => {
    expect(entryName({ title: 'Dawn', kind: 'photo', number: 2 }, numbered)).toBe('Dawn');
  });

  it('numbers an untitled entry by its place among its author’s entries, whatever list shows it', () => {
    expect(entryName({ title: null, kind: 'photo', number: 2 }, numbered)).toBe('Photo 2');
    expect(entryName({ title: null, kind: 'video', number: 1 }, numbered)).toBe('Video 1');
  });

  it('treats a blank title as none', () => {
    expect(entryName({ title: '  ', kind: 'photo', number: 3 }, numbered)).toBe('Photo 3');
  });

  it('names the key of each kind', () => {
    expect(numberedNameKey('photo')).toBe('entryName.photoN');
    expect(numberedNameKey('video')).toBe('entryName.videoN');
  });
});
