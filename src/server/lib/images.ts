import sharp, { type Metadata } from 'sharp';
import { LARGE_MAX_SIZE } from '../../domain/renditions';
import { AppError } from './errors';

// A full-frame camera JPEG is 10–30 MB; 40 MB leaves room for 16-bit PNGs without letting one
// upload fill memory or disk. 100 megapixels covers every camera in use by wedding photographers
// (medium format tops out near 100 MP) and bounds the memory libvips needs to decode.
export const IMAGE_MAX_BYTES = 40 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 100_000_000;

// Grids show thumbnails; the judge and participant viewers show previews, so no page ever downloads
// an original to draw a 300-pixel card. The thumbnail is made before an upload is answered; the
// preview right after it (lib/previews.ts), or on its first request if that comes first.
export const PREVIEW_MAX_SIZE = 1600;
// The judges' zoom: a rendition large enough to look at a print-sized photo
// at 100 % (LARGE_MAX_SIZE, domain/renditions.ts), made on its first request only (most photos are
// never zoomed) and stored beside the preview.
export const THUMB_MAX_SIZE = 400;
const DERIVED_QUALITY = 82;
// At its default effort (4) libvips' WebP encoder is most of an upload's time; at 2, on the bench's
// 24-megapixel JPEG, the preview came out 3% smaller and preview + thumbnail took ~40% less time
// (bench/README.md). The encoder's effort trades CPU for a little size, never quality.
const THUMB_EFFORT = 2;
// Effort 1 encodes the 1600-pixel preview in about half the time of
// effort 2, at the same quality setting and PSNR, for previews ~12% larger (docs/decisions/participation.md).
const PREVIEW_EFFORT = 1;

export type ImageVariant = 'thumb' | 'preview' | 'large' | 'original';
/** The renditions made from the original after its upload answer (or on their first request). */
export type LaterRendition = 'preview' | 'large';

/** What the original's bytes are, decided by content (never by the file name or the declared type). */
type AcceptedFormat = { extension: string; contentType: string };

const ACCEPTED_FORMATS: Record<string, AcceptedFormat> = {
  jpeg: { extension: '.jpg', contentType: 'image/jpeg' },
  png: { extension: '.png', contentType: 'image/png' },
  webp: { extension: '.webp', contentType: 'image/webp' },
  // libvips reports AVIF and HEIC both as 'heif'. sharp's prebuilt libvips decodes AV1 (AVIF) but
  // not HEVC (iPhone HEIC, patent-encumbered); such files are refused with UNSUPPORTED_IMAGE_TYPE.
  heif: { extension: '.avif', contentType: 'image/avif' },
};

const CONTENT_TYPES_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

export type ProcessedImage = {
  /** Extension of the original, from its content: '.jpg', '.png', '.webp' or '.avif'. */
  extension: string;
  /** Dimensions as displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  thumb: Buffer;
};

/**
 * The keys of the derived images of a stored original. Derived from the original's key so one
 * column (`submissions.file_key`) is enough, and so a deletion can always find every file.
 */
export function imageKeysOf(fileKey: string): Record<ImageVariant, string> {
  return {
    original: fileKey,
    preview: `${fileKey}.preview.webp`,
    large: `${fileKey}.large.webp`,
    thumb: `${fileKey}.thumb.webp`,
  };
}

export function contentTypeOf(key: string, variant: ImageVariant): string {
  if (variant !== 'original') return 'image/webp';
  const extension = /\.[a-z0-9]+$/.exec(key)?.[0] ?? '';
  return CONTENT_TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

// Decoding a large photo takes hundreds of megabytes; a handful at a time keeps a burst of uploads
// from exhausting memory. Later uploads wait their turn (the upload itself is already on disk). An
// upload's thumbnail (someone waits for its answer) goes before previews made in the background.
const MAX_CONCURRENT_DECODES = 2;
let running = 0;
const waiting: { urgent: (() => void)[]; background: (() => void)[] } = { urgent: [], background: [] };

async function withDecodeSlot<T>(work: () => Promise<T>, priority: 'urgent' | 'background'): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES || (priority === 'background' && waiting.urgent.length > 0)) {
    await new Promise<void>((resolve) => waiting[priority].push(resolve));
  }
  running++;
  try {
    return await work();
  } finally {
    running--;
    (waiting.urgent.shift() ?? waiting.background.shift())?.();
  }
}

function invalid(): AppError {
  return new AppError('INVALID_IMAGE', 'The file is not a readable image or is damaged');
}

/**
 * Checks an uploaded file by its content and makes its thumbnail. `input` is a path to the received
 * file (or its bytes). Throws AppError IMAGE_EMPTY, IMAGE_TOO_LARGE, INVALID_IMAGE,
 * UNSUPPORTED_IMAGE_TYPE or IMAGE_TOO_MANY_PIXELS; never writes anything.
 */
export async function processImage(input: string | Buffer, bytes: number): Promise<ProcessedImage> {
  if (bytes === 0) throw new AppError('IMAGE_EMPTY', 'The file is empty');
  if (bytes > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE', 'The file is larger than 40 MB');

  // The header alone: cheap, and enough to refuse non-images and oversized images before decoding.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid();
  }
  const format = metadata.format ? ACCEPTED_FORMATS[metadata.format] : undefined;
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    // HEIC (HEVC inside HEIF): this sharp's libvips has no HEVC decoder (`sharp.format.heif` reads
    // .avif only), so it cannot be converted here; the participant is told how to export a JPEG.
    throw new AppError('HEIC_NOT_SUPPORTED', 'HEIC photos cannot be read; export them as JPEG');
  }
  if (!format) {
    throw new AppError('UNSUPPORTED_IMAGE_TYPE', 'Send a JPEG, PNG, WebP or AVIF image');
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw invalid();
  if (width * height > IMAGE_MAX_PIXELS) {
    throw new AppError('IMAGE_TOO_MANY_PIXELS', 'The image has more than 100 megapixels');
  }

  return withDecodeSlot(async () => {
    try {
      // One decode, at the thumbnail's size: a JPEG is decoded at 1/8 scale (shrink-on-load, as
      // vipsthumbnail does), yet every byte of it is read, so failOn 'error' still refuses truncated
      // and corrupt data (a half-uploaded JPEG decodes "fine" with a grey bottom otherwise) while
      // tolerating the harmless warnings many cameras' files raise. rotate() applies the EXIF
      // orientation; the outputs carry no metadata (no GPS, no serial).
      const thumb = await sharp(input, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(THUMB_MAX_SIZE, THUMB_MAX_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: DERIVED_QUALITY, effort: THUMB_EFFORT })
        .toBuffer();
      return { extension: format.extension, width, height, thumb };
    } catch {
      throw invalid();
    }
  }, 'urgent');
}

const RENDITION_MAX_SIZE: Record<LaterRendition, number> = {
  preview: PREVIEW_MAX_SIZE,
  large: LARGE_MAX_SIZE,
};

/**
 * A rendition of an accepted original for the viewers (upright, at most 1600 px for the preview or
 * 3000 px for the zoom's large one, WebP, no metadata): 'background' after an upload's answer,
 * 'urgent' when a viewer is waiting for it.
 */
export function makeRendition(
  original: Buffer,
  rendition: LaterRendition,
  priority: 'urgent' | 'background',
): Promise<Buffer> {
  const size = RENDITION_MAX_SIZE[rendition];
  return withDecodeSlot(
    () =>
      sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(size, size, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: DERIVED_QUALITY, effort: PREVIEW_EFFORT })
        .toBuffer(),
    priority,
  );
}
