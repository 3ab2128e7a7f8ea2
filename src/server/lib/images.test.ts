import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentTypeOf, imageKeysOf, makeRendition, processImage } from './images';

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('processImage', () => {
  it('turns a photo upright from its EXIF orientation and fits the derived images in their boxes', async () => {
    const input = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const image = await processImage(input, input.length);
    expect(image).toMatchObject({ extension: '.jpg', width: 1200, height: 3000 });
    const preview = await sharp(await makeRendition(input, 'preview', 'urgent')).metadata();
    expect([preview.format, preview.width, preview.height, preview.orientation]).toEqual([
      'webp',
      640,
      1600,
      undefined,
    ]);
    const large = await sharp(await makeRendition(input, 'large', 'urgent')).metadata();
    expect([large.format, large.width, large.height, large.orientation]).toEqual([
      'webp',
      1200,
      3000,
      undefined,
    ]);
    const thumb = await sharp(image.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([160, 400]);
  });

  it('never enlarges a small image', async () => {
    const input = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#123' } })
      .webp()
      .toBuffer();
    const image = await processImage(input, input.length);
    expect(image.extension).toBe('.webp');
    expect(await sharp(image.thumb).metadata()).toMatchObject({ width: 120, height: 80 });
    expect(await sharp(await makeRendition(input, 'large', 'background')).metadata()).toMatchObject({
      width: 120,
      height: 80,
    });
  });

  it('accepts AVIF and refuses formats outside the list', async () => {
    const avif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .avif()
      .toBuffer();
    expect((await processImage(avif, avif.length)).extension).toBe('.avif');
    const tiff = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } })
      .tiff()
      .toBuffer();
    expect(await codeOf(processImage(tiff, tiff.length))).toBe('UNSUPPORTED_IMAGE_TYPE');
  });

  it('refuses a truncated JPEG although the thumbnail decodes it at 1/8 scale', async () => {
    const input = await sharp({
      create: {
        width: 1200,
        height: 800,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer();
    const half = input.subarray(0, Math.floor(input.length / 2));
    expect(await codeOf(processImage(half, half.length))).toBe('INVALID_IMAGE');
  });

  it('refuses empty, oversized and non-image input before decoding', async () => {
    expect(await codeOf(processImage(Buffer.alloc(0), 0))).toBe('IMAGE_EMPTY');
    expect(await codeOf(processImage(Buffer.alloc(10), 41 * 1024 * 1024))).toBe('IMAGE_TOO_LARGE');
    expect(await codeOf(processImage(Buffer.from('%PDF-1.4 not a photo'), 20))).toBe('INVALID_IMAGE');
  });
});

describe('derived keys', () => {
  it('derive from the original key and serve as WebP', () => {
    expect(imageKeysOf('photos/c/abc.jpg')).toEqual({
      original: 'photos/c/abc.jpg',
      preview: 'photos/c/abc.jpg.preview.webp',
      large: 'photos/c/abc.jpg.large.webp',
      thumb: 'photos/c/abc.jpg.thumb.webp',
    });
    expect(contentTypeOf('photos/c/abc.png', 'original')).toBe('image/png');
    expect(contentTypeOf('photos/c/abc.png.thumb.webp', 'thumb')).toBe('image/webp');
  });
});
