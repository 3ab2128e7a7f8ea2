import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../lib/s3-storage';
import type { Storage } from '../../lib/storage';
import { createContest, signedInUser } from '../../test/factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { imageKeysOf } from '../../lib/images';
import {
  jpegWithOrientation6,
  listFiles,
  seedPackage,
  uniqueDataDir,
  uploadPhotos,
} from './submissions.test-support';

// The photo routes with the files in an S3 bucket (S3_* set): same answers and the same permission
// checks as on disk, the bytes going through the server (no bucket address ever reaches a browser).

let s3: TestS3Server;
let t: TestApp;
let bucket: Storage;
let photo2: string;

beforeAll(async () => {
  // Its own DATA_DIR: uploads are received in DATA_DIR/tmp, apart from other files' leftovers.
  s3 = await startS3Server();
  t = await createTestApp({ env: { DATA_DIR: uniqueDataDir(), ...s3.env } });
  bucket = createS3Storage(s3.settings);
  photo2 = await seedPackage(t.app, 'photo', 2);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (t) await rm(t.config.dataDir, { recursive: true, force: true });
});

const paid = { packageId: '', currency: 'BRL', paymentConfirmed: 'true' };

describe('photos in an S3 bucket', () => {
  it('are stored in the bucket, served only to who may see them, and removed on withdrawal', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    const preFilter = await signedInUser(t.app, 'pre_filter_judge');
    const contest = await createContest(t.app, { preFilterJudgeId: preFilter.user.id });
    const original = await jpegWithOrientation6();

    const res = await uploadPhotos(t.app, owner.cookie, contest.id, { ...paid, packageId: photo2 }, [
      { data: original, filename: 'Maria Silva - wedding.jpg' },
    ]);
    expect(res.statusCode).toBe(201);
    const [item] = res.json().items;
    const { rows } = await t.db.$client.query('SELECT file_key FROM submissions WHERE id = $1', [item.id]);
    const keys = imageKeysOf(rows[0].file_key);
    expect(await bucket.exists(keys.original)).toBe(true);
    expect(await bucket.exists(keys.thumb)).toBe(true);
    // The preview is made right after the answer (lib/previews.ts).
    await expect.poll(() => bucket.exists(keys.preview), { timeout: 10_000 }).toBe(true);
    expect(await listFiles(t.config.uploadsDir)).toEqual([]);

    const get = (cookie: string, variant: string) =>
      t.app.inject({ method: 'GET', url: `/api/images/${item.id}/${variant}`, headers: { cookie } });

    const thumb = await get(owner.cookie, 'thumb');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 200, height: 400 });
    const preview = await get(preFilter.cookie, 'preview');
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).exif).toBeUndefined();
    // The judge's copy says nothing of the author, and a cached copy is revalidated by its tag.
    expect(preview.headers['content-disposition']).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/images/${item.id}/preview`,
      headers: { cookie: preFilter.cookie, 'if-none-match': preview.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const download = await get(admin.cookie, 'original');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="jurado-${item.id}.jpg"`);
    expect(Buffer.compare(download.rawPayload, original)).toBe(0);

    // Who may not: another participant (not even the thumbnail), a judge (not the original), the owner.
    expect((await get(other.cookie, 'thumb')).statusCode).toBe(404);
    expect((await get(preFilter.cookie, 'original')).statusCode).toBe(404);
    expect((await get(owner.cookie, 'original')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${item.id}/thumb` })).statusCode).toBe(401);

    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/participant/submissions/${item.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(withdrawn.statusCode).toBe(204);
    for (const key of Object.values(keys)) expect(await bucket.exists(key), key).toBe(false);
    expect((await get(admin.cookie, 'original')).statusCode).toBe(404);
  });

  it('answers 404, not an error, when an object is missing from the bucket', async () => {
    const owner = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, owner.cookie, contest.id, { ...paid, packageId: photo2 }, [
      { data: await jpegWithOrientation6() },
    ]);
    const [item] = res.json().items;
    const { rows } = await t.db.$client.query('SELECT file_key FROM submissions WHERE id = $1', [item.id]);
    await bucket.delete([imageKeysOf(rows[0].file_key).thumb]);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/api/images/${item.id}/thumb`,
      headers: { cookie: owner.cookie },
    });
    expect(thumb.statusCode).toBe(404);
  });
});
