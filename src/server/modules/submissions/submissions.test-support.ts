import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Currency } from '../../../domain/packages';
import { createContest, signedInUser } from '../../test/factories';

// Data and files for the submission API tests. Real images made with sharp, never fixtures on disk.

/** A package with prices (created, or re-activated and re-priced if a seed already has it). */
export async function seedPackage(
  app: FastifyInstance,
  category: 'photo' | 'video',
  items: number,
  prices: Partial<Record<Currency, number>> = category === 'photo'
    ? { BRL: 40, USD: 8 }
    : { BRL: 40, EUR: 8 },
  options: { isActive?: boolean } = {},
): Promise<string> {
  const db = app.ctx.db.$client;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO packages (category, items, is_active) VALUES ($1, $2, $3)
     ON CONFLICT (category, items) DO UPDATE SET is_active = EXCLUDED.is_active RETURNING id`,
    [category, items, options.isActive ?? true],
  );
  const id = rows[0].id;
  await db.query('DELETE FROM package_prices WHERE package_id = $1', [id]);
  for (const [currency, amount] of Object.entries(prices)) {
    await db.query(
      `INSERT INTO package_prices (package_id, currency, amount, payment_url) VALUES ($1, $2, $3, $4)`,
      [id, currency, amount, `https://pay.example.test/${category}-${items}-${currency}`],
    );
  }
  return id;
}

/** Noise compresses badly, so the JPEG is big enough that cutting it loses real image data. */
function noise(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 7)) % 251;
  return raw;
}

/** A 2000×1000 JPEG whose EXIF says "rotate 90° clockwise to display" (orientation 6). */
export async function jpegWithOrientation6(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#b04030' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3060a0' } })
    .jpeg()
    .toBuffer();
}

export async function pngImage(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: '#20a06080' } })
    .png()
    .toBuffer();
}

/** A real JPEG cut at 60%: its header reads fine, its pixels do not. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await sharp(noise(1200, 800), { raw: { width: 1200, height: 800, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
}

/** 20000×6000 = 120 MP of black: tiny as a PNG, too many pixels to decode. */
export async function hugePng(): Promise<Buffer> {
  return sharp({ create: { width: 20000, height: 6000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export type UploadFile = { data: Buffer; filename?: string; contentType?: string };

export function photoForm(fields: Record<string, string>, files: UploadFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.data)], { type: file.contentType ?? 'image/jpeg' }),
      file.filename ?? `photo-${randomBytes(3).toString('hex')}.jpg`,
    );
  }
  return form;
}

export function uploadPhotos(
  app: FastifyInstance,
  cookie: string,
  contestId: string,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  return app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/photos`,
    headers: { cookie },
    payload: photoForm(fields, files),
  });
}

/** Every file under a folder (recursively), as paths relative to it; [] when the folder is missing. */
export async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const uniqueDataDir = () => `.tmp/test-data-${randomBytes(6).toString('hex')}`;

let jpegCount = 0;

/**
 * A small JPEG unlike any other made by this helper (the same file twice in a contest is refused).
 * Nearby colours can compress to the same bytes, so a random id in its EXIF makes each file unique.
 */
export async function uniqueJpeg(): Promise<Buffer> {
  jpegCount += 1;
  const shade = (jpegCount * 37 + Math.floor(Math.random() * 1000)) % 256;
  return sharp({
    create: {
      width: 64,
      height: 48,
      channels: 3,
      background: { r: shade, g: 255 - shade, b: jpegCount % 256 },
    },
  })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: randomBytes(12).toString('hex') } })
    .toBuffer();
}

/** A participant, a pre-filter judge and a first photo judge, signed in, and the photo contest the judges judge. */
export async function photoContestWithJudges(app: FastifyInstance) {
  const owner = await signedInUser(app);
  const preFilter = await signedInUser(app, 'pre_filter_judge');
  const judge1 = await signedInUser(app, 'photo_judge_1');
  const contest = await createContest(app, {
    preFilterJudgeId: preFilter.user.id,
    photoJudge1Id: judge1.user.id,
  });
  return { owner, preFilter, judge1, contestId: contest.id };
}

export type SignedIn = Awaited<ReturnType<typeof signedInUser>>;

/** A participant's photo rows as stored, oldest first: what an upload wrote. */
export async function photoRowsOf(app: FastifyInstance, userId: string) {
  const { rows } = await app.ctx.db.$client.query(
    `SELECT id, file_key, file_width, file_height, file_bytes, package_id, currency, amount::float8 AS amount,
       is_paid, pre_filter_status FROM submissions WHERE user_id = $1 ORDER BY created_at`,
    [userId],
  );
  return rows;
}
