import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LARGE_MAX_SIZE } from '../../../domain/renditions';
import { imageKeysOf } from '../../lib/images';
import { createUser, signIn, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  seedPackage,
  uniqueDataDir,
  uploadPhotos,
  photoContestWithJudges,
  type SignedIn,
} from './submissions.test-support';

// The zoom's large rendition: GET /api/images/:id/large.

let t: TestApp;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: uniqueDataDir() } });
  packageId = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

let photoCount = 0;

/** A 4000×3000 camera-like JPEG: EXIF orientation 6 (portrait once upright), an author and a GPS fix. */
async function cameraJpeg(): Promise<Buffer> {
  photoCount += 1;
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 90 + photoCount, g: 120, b: 60 } },
  })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Artist: 'Marta Fotografa', Copyright: 'Marta Fotografa 2026' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

it('makes test photos that carry what must not leak', async () => {
  const meta = await sharp(await cameraJpeg()).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.exif?.includes('Marta')).toBe(true);
});

describe('the large rendition for zooming', () => {
  let owner: SignedIn, preFilter: SignedIn, judge1: SignedIn, contestId: string;
  beforeEach(async () => {
    ({ owner, preFilter, judge1, contestId } = await photoContestWithJudges(t.app));
  });

  async function uploadOne(): Promise<{ id: string; fileKey: string }> {
    const res = await uploadPhotos(
      t.app,
      owner.cookie,
      contestId,
      { packageId, currency: 'BRL', paymentConfirmed: 'true' },
      [{ data: await cameraJpeg() }],
    );
    expect(res.statusCode).toBe(201);
    const id = res.json().items[0].id as string;
    const { rows } = await t.db.$client.query('SELECT file_key FROM submissions WHERE id = $1', [id]);
    return { id, fileKey: rows[0].file_key as string };
  }
  const get = (id: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api/images/${id}/large`, headers: cookie ? { cookie } : {} });
  const approve = (id: string) =>
    t.db.$client.query(`UPDATE submissions SET pre_filter_status = 'approved' WHERE id = $1`, [id]);

  it('is made on its first request: upright, within 3000 px, WebP, with none of the original’s metadata', async () => {
    const { id, fileKey } = await uploadOne();
    const largeKey = imageKeysOf(fileKey).large;
    // The preview is made after the upload; the large rendition only when someone zooms.
    await expect
      .poll(() => t.app.ctx.storage.exists(imageKeysOf(fileKey).preview), { timeout: 15_000 })
      .toBe(true);
    expect(await t.app.ctx.storage.exists(largeKey)).toBe(false);

    const res = await get(id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 2250, LARGE_MAX_SIZE]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(res.rawPayload.includes('Marta')).toBe(false);
    expect(await t.app.ctx.storage.exists(largeKey)).toBe(true);
  });

  it('serves the second request from storage, without making it again', async () => {
    const { id, fileKey } = await uploadOne();
    expect((await get(id, owner.cookie)).statusCode).toBe(200);
    // Replace the stored rendition with a marker: the next answer must be the stored bytes.
    const marker = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    await t.app.ctx.storage.put(imageKeysOf(fileKey).large, marker);
    const again = await get(id, owner.cookie);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, marker)).toBe(0);
  });

  it('follows the preview’s rule: the contest’s judges and admins, the owner, nobody else', async () => {
    const { id } = await uploadOne();
    const admin = await signIn(t.app, await createUser(t.app, { role: 'admin' }));
    const stranger = await signedInUser(t.app);
    const otherPreFilter = await signedInUser(t.app, 'pre_filter_judge');
    const otherJudge1 = await signedInUser(t.app, 'photo_judge_1');
    const videoJudge = await signedInUser(t.app, 'video_judge_1');

    expect((await get(id)).statusCode).toBe(401);
    expect((await get(id, stranger.cookie)).statusCode).toBe(404);
    expect((await get(id, otherPreFilter.cookie)).statusCode).toBe(404);
    expect((await get(id, otherJudge1.cookie)).statusCode).toBe(404);
    expect((await get(id, videoJudge.cookie)).statusCode).toBe(404);
    // A photo judge sees a photo only once the pre-filter approved it.
    expect((await get(id, judge1.cookie)).statusCode).toBe(404);
    expect((await get(id, preFilter.cookie)).statusCode).toBe(200);
    expect((await get(id, admin)).statusCode).toBe(200);
    await approve(id);
    expect((await get(id, judge1.cookie)).statusCode).toBe(200);
    expect((await get(id, otherJudge1.cookie)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
  });

  it('is removed with its entry', async () => {
    const { id, fileKey } = await uploadOne();
    expect((await get(id, owner.cookie)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/participant/submissions/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.app.ctx.storage.exists(imageKeysOf(fileKey).large)).toBe(false);
  });
});
