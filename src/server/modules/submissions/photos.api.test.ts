import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { entryImageUrl } from '../../../contract/entry-urls';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';
import {
  jpegWithOrientation6,
  listFiles,
  pngImage,
  seedPackage,
  uniqueJpeg,
  uploadPhotos,
  photoRowsOf,
} from './submissions.test-support';

const DAY = 24 * 60 * 60 * 1000;

const t = useApi({ ownDataDir: true });
let photo2: string; // photo package of 2 entries
let photo4: string;
let video2: string;

beforeAll(async () => {
  photo2 = await seedPackage(t.app, 'photo', 2, { BRL: 40, USD: 8 });
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
  video2 = await seedPackage(t.app, 'video', 2);
});

const paid = (packageId: string, currency = 'BRL') => ({ packageId, currency, paymentConfirmed: 'true' });

const rowsOf = (userId: string) => photoRowsOf(t.app, userId);

describe('uploading photos', () => {
  it('stores the original, and a preview and thumbnail turned upright by the EXIF orientation', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const original = await jpegWithOrientation6();
    const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo2, 'USD'), [{ data: original }]);
    expect(res.statusCode).toBe(201);
    const [item] = res.json().items;
    expect(item).toMatchObject({
      kind: 'photo',
      isPaid: false,
      package: { id: photo2, items: 2, currency: 'USD', amount: 8 },
      // Its URLs follow from the id (contract/entry-urls), so the answer carries only the size.
      image: { width: 1000, height: 2000 },
      canDelete: true,
    });
    expect(Object.keys(item.image).sort()).toEqual(['height', 'width']);
    expect(item).not.toHaveProperty('preFilterStatus');
    expect(item).not.toHaveProperty('evaluation');

    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      package_id: photo2,
      currency: 'USD',
      amount: 8,
      is_paid: false,
      file_bytes: original.length,
    });
    expect(row.file_key).toMatch(new RegExp(`^photos/${contest.id}/[0-9a-f]{32}\\.jpg$`));

    const preview = await t.app.inject({
      method: 'GET',
      url: entryImageUrl(item.id, 'preview'),
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    const previewMeta = await sharp(preview.rawPayload).metadata();
    // 2000×1000 stored sideways is 1000×2000 upright; fit inside 1600×1600 gives 800×1600.
    expect([previewMeta.width, previewMeta.height]).toEqual([800, 1600]);
    expect(previewMeta.orientation).toBeUndefined();
    expect(previewMeta.exif).toBeUndefined();
    const thumb = await t.app.inject({
      method: 'GET',
      url: entryImageUrl(item.id, 'thumb'),
      headers: { cookie },
    });
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([200, 400]);

    // The preview is made right after the answer; one that is missing (a restart before it was made)
    // is made when first asked for, so the viewer never shows a broken image.
    const previewFile = `${row.file_key}.preview.webp`;
    await expect.poll(() => t.app.ctx.storage.exists(previewFile)).toBe(true);
    await t.app.ctx.storage.delete([previewFile]);
    const again = await t.app.inject({
      method: 'GET',
      url: entryImageUrl(item.id, 'preview'),
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect(await sharp(again.rawPayload).metadata()).toMatchObject({ width: 800, height: 1600 });
    expect(await t.app.ctx.storage.exists(previewFile)).toBe(true);

    const admin = await signedInUser(t.app, 'admin');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/images/${item.id}/original`,
      headers: { cookie: admin.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="jurado-${item.id}.jpg"`);
    expect(Buffer.compare(download.rawPayload, original)).toBe(0);
  });

  it('accepts PNG by content whatever the file is called', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo2), [
      { data: await pngImage(), filename: 'holiday.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.$client.query('SELECT file_key FROM submissions WHERE id = $1', [
      res.json().items[0].id,
    ]);
    expect(rows[0].file_key).toMatch(/\.png$/);
  });

  it('takes several photos in one request, all or nothing', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo4), [
      { data: await uniqueJpeg() },
      { data: await uniqueJpeg() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().items).toHaveLength(2);
    const bad = await uploadPhotos(t.app, cookie, contest.id, paid(photo4), [
      { data: await uniqueJpeg() },
      { data: Buffer.from('nope') },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });
});

describe('the package limit', () => {
  it('is counted over all the participant’s requests, not per request', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    expect(
      (await uploadPhotos(t.app, cookie, contest.id, paid(photo2), [{ data: await uniqueJpeg() }]))
        .statusCode,
    ).toBe(201);
    expect(
      (await uploadPhotos(t.app, cookie, contest.id, paid(photo2), [{ data: await uniqueJpeg() }]))
        .statusCode,
    ).toBe(201);
    const third = await uploadPhotos(t.app, cookie, contest.id, paid(photo2), [{ data: await uniqueJpeg() }]);
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ENTRY_LIMIT_REACHED');
    expect(await rowsOf(user.id)).toHaveLength(2);
    // Another contest has its own count.
    const other = await createContest(t.app);
    expect(
      (await uploadPhotos(t.app, cookie, other.id, paid(photo2), [{ data: await uniqueJpeg() }])).statusCode,
    ).toBe(201);
  });

  it('holds under five parallel uploads with one place left', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    for (let i = 0; i < 3; i++) await createSubmission(t.app, { contestId: contest.id, userId: user.id });
    const before = await listFiles(t.config.uploadsDir);
    const results = await Promise.all(
      (await Promise.all(Array.from({ length: 5 }, () => uniqueJpeg()))).map((data) =>
        uploadPhotos(t.app, cookie, contest.id, paid(photo4), [{ data }]),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await rowsOf(user.id)).toHaveLength(4);
    // One photo's three files (original, thumbnail, and the preview made right after the answer);
    // the refused ones left nothing behind.
    const added = async () => (await listFiles(t.config.uploadsDir)).filter((f) => !before.includes(f));
    await expect.poll(async () => (await added()).length).toBe(3);
  });

  it('caps a VIP at the safety limit, without package or payment, and marks entries paid', async () => {
    const { user, cookie } = await signedInUser(t.app, 'participant', 'vip');
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, cookie, contest.id, {}, [{ data: await uniqueJpeg() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0]).toMatchObject({ isPaid: true, package: null });
    await t.db.$client.query(
      `INSERT INTO submissions (contest_id, user_id, file_key) SELECT $1, $2, 'test/vip-' || g FROM generate_series(1, 49) g`,
      [contest.id, user.id],
    );
    const over = await uploadPhotos(t.app, cookie, contest.id, {}, [{ data: await uniqueJpeg() }]);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('ENTRY_LIMIT_REACHED');
  });
});

describe('package and payment choice', () => {
  it('requires a package, an allowed currency and the payment confirmation from non-VIPs', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const none = await uploadPhotos(t.app, cookie, contest.id, {}, [{ data: await uniqueJpeg() }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({
      packageId: 'errors.photoPackageRequired',
      currency: 'errors.currencyRequired',
      paymentConfirmed: 'errors.paymentNotConfirmed',
    });
    const euro = await uploadPhotos(t.app, cookie, contest.id, paid(photo2, 'EUR'), [
      { data: await uniqueJpeg() },
    ]);
    expect(euro.json().fields).toEqual({ currency: 'errors.currencyNotAllowed' });
    const unconfirmed = await uploadPhotos(
      t.app,
      cookie,
      contest.id,
      { ...paid(photo2), paymentConfirmed: 'false' },
      [{ data: await uniqueJpeg() }],
    );
    expect(unconfirmed.json().fields).toEqual({ paymentConfirmed: 'errors.paymentNotConfirmed' });
  });

  it('refuses a video package, an inactive package and an unknown one', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const inactive = await seedPackage(t.app, 'photo', 77, { BRL: 1, USD: 1 }, { isActive: false });
    for (const packageId of [video2, inactive, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await uploadPhotos(t.app, cookie, contest.id, paid(packageId), [
        { data: await uniqueJpeg() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ packageId: 'errors.packageUnavailable' });
    }
  });

  it('refuses photos for a video contest and answers 404 for an unknown contest', async () => {
    const { cookie } = await signedInUser(t.app);
    const video = await createContest(t.app, { category: 'video' });
    const res = await uploadPhotos(t.app, cookie, video.id, paid(video2), [{ data: await uniqueJpeg() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONTEST_CATEGORY_MISMATCH');
    const missing = await uploadPhotos(t.app, cookie, '00000000-0000-4000-8000-000000000000', paid(photo2), [
      { data: await uniqueJpeg() },
    ]);
    expect(missing.statusCode).toBe(404);
  });
});

describe('deadlines', () => {
  it('refuses a participant after the deadline; a VIP may submit for two more days, not after', async () => {
    const regular = await signedInUser(t.app);
    const vip = await signedInUser(t.app, 'participant', 'vip');
    const justClosed = await createContest(t.app, {
      startsAt: new Date(Date.now() - 10 * DAY),
      deadline: new Date(Date.now() - 60_000),
    });
    const longClosed = await createContest(t.app, {
      startsAt: new Date(Date.now() - 10 * DAY),
      deadline: new Date(Date.now() - 3 * DAY),
    });

    const late = await uploadPhotos(t.app, regular.cookie, justClosed.id, paid(photo2), [
      { data: await uniqueJpeg() },
    ]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONTEST_CLOSED');
    expect(
      (await uploadPhotos(t.app, vip.cookie, justClosed.id, {}, [{ data: await uniqueJpeg() }])).statusCode,
    ).toBe(201);
    const vipLate = await uploadPhotos(t.app, vip.cookie, longClosed.id, {}, [{ data: await uniqueJpeg() }]);
    expect(vipLate.statusCode).toBe(409);
    expect(vipLate.json().code).toBe('CONTEST_CLOSED');
    expect(await rowsOf(regular.user.id)).toEqual([]);
  });
});

describe('who may upload', () => {
  it('refuses anonymous callers, admins and judges', async () => {
    const contest = await createContest(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/participant/contests/${contest.id}/photos`,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['admin', 'pre_filter_judge', 'photo_judge_1'] as const) {
      const { cookie } = await signedInUser(t.app, role);
      const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo2), [{ data: await uniqueJpeg() }]);
      expect(res.statusCode).toBe(403);
    }
  });
});
