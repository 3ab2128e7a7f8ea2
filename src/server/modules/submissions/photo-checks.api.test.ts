import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  listFiles,
  seedPackage,
  smallJpeg,
  uniqueDataDir,
  uniqueJpeg,
  uploadPhotos,
} from './submissions.test-support';

// Photo checks: HEIC refused with a hint (this sharp cannot decode HEVC), a contest's minimum size,
// the same file twice in one contest by one participant.

let t: TestApp;
let photo4: string;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: uniqueDataDir() } });
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const paid = () => ({ packageId: photo4, currency: 'BRL', paymentConfirmed: 'true' });

/** The first bytes of an iPhone HEIC file: an ISO-BMFF 'ftyp' box with the 'heic' brand. */
function heicHeader(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(2000, 0)]);
}

describe('photo checks', () => {
  it('this machine’s sharp cannot decode HEIC, so HEIC is refused with an export hint', async () => {
    expect(sharp.format.heif.input.fileSuffix).not.toContain('.heic');
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, me.cookie, contest.id, paid(), [
      { data: heicHeader(), filename: 'IMG_0001.HEIC', contentType: 'image/heic' },
    ]);
    expect([400, 415]).toContain(res.statusCode);
    expect(['HEIC_NOT_SUPPORTED', 'INVALID_IMAGE']).toContain(res.json().code);
  });

  it('refuses a photo under the contest’s minimum size, on its longer side', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app, { minPhotoLongSide: 1000 });
    const small = await sharp({ create: { width: 999, height: 600, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    const tooSmall = await uploadPhotos(t.app, me.cookie, contest.id, paid(), [{ data: small }]);
    expect(tooSmall.statusCode, tooSmall.body).toBe(400);
    expect(tooSmall.json().code).toBe('IMAGE_TOO_SMALL');
    // Portrait: the longer side is the height.
    const portrait = await sharp({ create: { width: 600, height: 1000, channels: 3, background: '#543' } })
      .jpeg()
      .toBuffer();
    expect((await uploadPhotos(t.app, me.cookie, contest.id, paid(), [{ data: portrait }])).statusCode).toBe(
      201,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/participant/contests',
      headers: { cookie: me.cookie },
    });
    expect(list.json().find((c: { id: string }) => c.id === contest.id).minPhotoLongSide).toBe(1000);
  });

  it('refuses the same file entered twice in one contest by one participant, not by another', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const jpeg = await smallJpeg();
    expect((await uploadPhotos(t.app, me.cookie, contest.id, paid(), [{ data: jpeg }])).statusCode).toBe(201);
    const again = await uploadPhotos(t.app, me.cookie, contest.id, paid(), [
      { data: jpeg, filename: 'renamed.jpg' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_PHOTO');
    const twiceInOne = await uploadPhotos(t.app, other.cookie, contest.id, paid(), [
      { data: jpeg },
      { data: jpeg },
    ]);
    expect(twiceInOne.statusCode).toBe(409);
    expect((await uploadPhotos(t.app, other.cookie, contest.id, paid(), [{ data: jpeg }])).statusCode).toBe(
      201,
    );
    const elsewhere = await createContest(t.app);
    expect((await uploadPhotos(t.app, me.cookie, elsewhere.id, paid(), [{ data: jpeg }])).statusCode).toBe(
      201,
    );
  });
  it('a server that stops finishes the previews it was making after an upload, then closes', async () => {
    const server = await createTestApp({ env: { DATA_DIR: uniqueDataDir() }, databaseUrl: t.databaseUrl });
    try {
      const me = await signedInUser(server.app);
      const contest = await createContest(server.app);
      const photos = [
        { data: await uniqueJpeg() },
        { data: await uniqueJpeg() },
        { data: await uniqueJpeg() },
      ];
      const res = await uploadPhotos(server.app, me.cookie, contest.id, paid(), photos);
      expect(res.statusCode, res.body).toBe(201);
      // Closed at once: the three previews are made after the answer, in the background.
      await server.close();
      const previews = (await listFiles(server.config.dataDir)).filter((file) => /preview/.test(file));
      expect(previews).toHaveLength(3);
    } finally {
      await rm(server.config.dataDir, { recursive: true, force: true });
    }
  });
});
