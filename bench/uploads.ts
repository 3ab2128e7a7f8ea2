import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../src/server/db/client';
import { BENCH_DATA_DIR } from './common';

// A participant's photo uploads, shared by the bench's upload scenario and the soak run.

/**
 * A generated JPEG of width × height under the bench data folder, made once: noise over a
 * gradient, slightly blurred, so it compresses like a real photo (24 MP ≈ 6–10 MB at quality 90).
 */
export async function makeTestJpeg(width = 6000, height = 4000): Promise<string> {
  const megapixels = Math.round((width * height) / 1e6);
  const file = path.join(BENCH_DATA_DIR, `bench-${megapixels}mp.jpg`);
  if (existsSync(file)) return file;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .modulate({ saturation: 1.4 })
    .jpeg({ quality: 90 })
    .toFile(file);
  return file;
}

let uploadCount = 0;

/** The same photo with a JPEG comment segment after its start marker: another file to the duplicate check. */
function distinctJpeg(bytes: Buffer): Buffer {
  const text = Buffer.from(`bench ${process.pid} ${uploadCount++} ${Date.now()}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([bytes.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, bytes.subarray(2)]);
}

/** One photo entered in a contest, then its thumbnail read until servable: the entry's id and the time. */
export async function uploadEntry(
  base: string,
  cookie: string,
  contestId: string,
  original: Buffer,
): Promise<{ id: string; ms: number }> {
  // A participant may not enter the same file twice in a contest (DUPLICATE_PHOTO): each upload differs.
  const bytes = distinctJpeg(original);
  const t = performance.now();
  const form = new FormData();
  form.append('photos', new Blob([bytes as unknown as BlobPart], { type: 'image/jpeg' }), 'bench.jpg');
  const response = await fetch(`${base}/api/participant/contests/${contestId}/photos`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const body = (await response.json()) as { items?: { id: string; image?: { thumbUrl?: string } }[] };
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  const item = body.items?.[0];
  if (!item) throw new Error(`upload: no entry in ${JSON.stringify(body)}`);
  const thumbUrl = item.image?.thumbUrl ?? `/api/images/${item.id}/thumb`;
  const thumb = await fetch(base + thumbUrl, { headers: { cookie } });
  await thumb.arrayBuffer();
  if (thumb.status !== 200) throw new Error(`thumbnail: ${thumb.status}`);
  return { id: item.id, ms: performance.now() - t };
}

/** uploadEntry's time alone. */
export async function uploadOnce(base: string, cookie: string, contestId: string, original: Buffer) {
  return (await uploadEntry(base, cookie, contestId, original)).ms;
}

/** Removes the uploader's entries and their files (the bench's uploads leave the data set as seeded). */
export async function clearUploads(pool: Database['$client'], uploaderId: string): Promise<void> {
  const { rows } = await pool.query<{ file_key: string }>(
    'DELETE FROM submissions WHERE user_id = $1 RETURNING file_key',
    [uploaderId],
  );
  for (const { file_key } of rows) {
    for (const suffix of ['', '.preview.webp', '.thumb.webp']) {
      rmSync(path.join(BENCH_DATA_DIR, 'uploads', ...file_key.split('/')) + suffix, { force: true });
    }
  }
}
