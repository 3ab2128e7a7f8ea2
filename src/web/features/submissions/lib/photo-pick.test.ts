import { describe, expect, it } from 'vitest';
import { isHeic, pickPhotos } from './photo-pick';

const file = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type, lastModified: 1 });
const MB = 1024 * 1024;

describe('picking photos', () => {
  it('keeps every refusal of a mixed selection beside the accepted photo', () => {
    const result = pickPhotos({
      current: [],
      accepted: [file('good.jpg')],
      rejected: [
        { file: file('iphone.HEIC', 2 * MB, ''), errors: [{ code: 'file-invalid-type', message: 'x' }] },
        { file: file('anim.gif', 3000, 'image/gif'), errors: [{ code: 'file-invalid-type', message: 'x' }] },
        { file: file('huge.png', 45 * MB, 'image/png'), errors: [{ code: 'file-too-large', message: 'x' }] },
      ],
      allowance: 4,
    });
    expect(result.added.map((f) => f.name)).toEqual(['good.jpg']);
    expect(result.refused).toEqual([
      { name: 'iphone.HEIC', reason: 'heic' },
      { name: 'anim.gif', reason: 'type' },
      { name: 'huge.png', reason: 'tooLarge' },
    ]);
  });

  it('refuses what does not fit the package, and ignores a file already chosen', () => {
    const current = [file('a.jpg')];
    const result = pickPhotos({
      current,
      accepted: [file('a.jpg'), file('b.jpg'), file('c.jpg')],
      rejected: [],
      allowance: 2,
    });
    expect(result.added.map((f) => f.name)).toEqual(['b.jpg']);
    expect(result.refused).toEqual([{ name: 'c.jpg', reason: 'limit' }]);
  });

  it('knows HEIC by type or name', () => {
    expect(isHeic({ name: 'x.heif', type: '' })).toBe(true);
    expect(isHeic({ name: 'x.jpg', type: 'image/heic' })).toBe(true);
    expect(isHeic({ name: 'x.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
