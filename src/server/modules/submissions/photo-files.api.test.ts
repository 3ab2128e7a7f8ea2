import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';
import { scratchDirOf } from '../../lib/scratch';
import {
  hugePng,
  jpegWithOrientation6,
  listFiles,
  photoForm,
  seedPackage,
  smallJpeg,
  truncatedJpeg,
  uniqueJpeg,
  uploadPhotos,
  photoRowsOf,
  photoContestWithJudges,
  type SignedIn,
} from './submissions.test-support';

const t = useApi({ ownDataDir: true });
let photo2: string; // photo package of 2 entries
let photo4: string;
let jpeg: Buffer;

beforeAll(async () => {
  photo2 = await seedPackage(t.app, 'photo', 2, { BRL: 40, USD: 8 });
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
  jpeg = await smallJpeg();
});

const paid = (packageId: string, currency = 'BRL') => ({ packageId, currency, paymentConfirmed: 'true' });

/** Starts the app on a real port (once): aborts and early answers need a real connection. */
async function listeningPort(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const rowsOf = (userId: string) => photoRowsOf(t.app, userId);

describe('bad files', () => {
  let cases: { name: string; file: Buffer; status: number; code: string }[];
  beforeAll(async () => {
    cases = [
      { name: 'a truncated JPEG', file: await truncatedJpeg(), status: 400, code: 'INVALID_IMAGE' },
      {
        name: 'a text file named .jpg',
        file: Buffer.from('this is not a photo\n'.repeat(20)),
        status: 400,
        code: 'INVALID_IMAGE',
      },
      { name: 'a 0-byte file', file: Buffer.alloc(0), status: 400, code: 'IMAGE_EMPTY' },
      {
        name: 'an SVG',
        file: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        status: 415,
        code: 'UNSUPPORTED_IMAGE_TYPE',
      },
      {
        name: 'a GIF',
        file: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        status: 415,
        code: 'UNSUPPORTED_IMAGE_TYPE',
      },
      { name: 'a 120-megapixel PNG', file: await hugePng(), status: 413, code: 'IMAGE_TOO_MANY_PIXELS' },
      {
        name: 'a file over 40 MB',
        file: Buffer.concat([jpeg, Buffer.alloc(40 * 1024 * 1024)]),
        status: 413,
        code: 'IMAGE_TOO_LARGE',
      },
    ];
  });

  it('each gets a 4xx with a code and leaves no row and no file', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const before = await listFiles(t.config.uploadsDir);
    for (const c of cases) {
      const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo4), [
        { data: c.file, filename: 'photo.jpg' },
      ]);
      expect({ name: c.name, status: res.statusCode, code: res.json().code }).toEqual({
        name: c.name,
        status: c.status,
        code: c.code,
      });
    }
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await listFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('an upload aborted half-way leaves no row, no stored file and no temporary file', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const before = await listFiles(t.config.uploadsDir);
    const temporaries = async () =>
      (await readdir(scratchDirOf(t.config.dataDir)).catch(() => [])).filter((f) => f.startsWith('upload-'));
    const port = await listeningPort();
    const boundary = 'jurado-test-boundary';
    const big = await jpegWithOrientation6();
    const head = [
      ...Object.entries(paid(photo2)).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ].join('');
    await new Promise<void>((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/participant/contests/${contest.id}/photos`,
        headers: {
          cookie,
          origin: t.config.trustedOrigins[0],
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + big.length + 100),
        },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(big.subarray(0, Math.floor(big.length / 2)), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    await expect.poll(temporaries, { timeout: 5000 }).toEqual([]);
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await listFiles(t.config.uploadsDir)).toEqual(before);
  });

  it('a refusal before the photo is read leaves the connection free for the next request', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    for (let i = 0; i < 2; i++) await createSubmission(t.app, { contestId: contest.id, userId: user.id });
    const port = await listeningPort();
    const big = Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024, 1)]);
    const res = await fetch(`http://127.0.0.1:${port}/api/participant/contests/${contest.id}/photos`, {
      method: 'POST',
      headers: { cookie, origin: t.config.trustedOrigins[0] },
      body: photoForm(paid(photo2), [{ data: big }]),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('ENTRY_LIMIT_REACHED');
    // The client stops sending once it has the answer; unless the server lets the rest of the body
    // through, the connection stays mid-request for good (and a server shutdown waits on it).
    const openConnections = () =>
      new Promise<number>((resolve) => {
        t.app.server.closeIdleConnections();
        t.app.server.getConnections((_error, count) => resolve(count));
      });
    await expect.poll(openConnections, { timeout: 5000, interval: 100 }).toBe(0);
  });

  it('a request without a file is refused', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await uploadPhotos(t.app, cookie, contest.id, paid(photo2), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ files: 'errors.photoRequired' });
  });
});

describe('serving images', () => {
  async function uploadOne(cookie: string, contestId: string) {
    const res = await uploadPhotos(t.app, cookie, contestId, paid(photo4), [{ data: await uniqueJpeg() }]);
    expect(res.statusCode).toBe(201);
    return res.json().items[0].id as string;
  }
  const get = (id: string, variant: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/images/${id}/${variant}`,
      headers: cookie ? { cookie, ...headers } : headers,
    });

  let owner: SignedIn, preFilter: SignedIn, judge1: SignedIn, contestId: string;
  beforeEach(async () => {
    ({ owner, preFilter, judge1, contestId } = await photoContestWithJudges(t.app));
  });

  it('serves the owner’s thumbnail and preview privately cached, with an ETag, but not the original', async () => {
    const id = await uploadOne(owner.cookie, contestId);
    const thumb = await get(id, 'thumb', owner.cookie);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const etag = thumb.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(id, 'thumb', owner.cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(id, 'original', owner.cookie)).statusCode).toBe(404);
  });

  it('answers 404 to another participant, to judges of other contests and before approval to photo judges', async () => {
    const id = await uploadOne(owner.cookie, contestId);
    const stranger = await signedInUser(t.app);
    const otherJudge = await signedInUser(t.app, 'pre_filter_judge');
    for (const variant of ['thumb', 'preview', 'original']) {
      expect((await get(id, variant, stranger.cookie)).statusCode).toBe(404);
      expect((await get(id, variant, otherJudge.cookie)).statusCode).toBe(404);
      expect((await get(id, variant, judge1.cookie)).statusCode).toBe(404);
    }
    // The same answer as for an id that does not exist.
    expect((await get('00000000-0000-4000-8000-000000000000', 'thumb', stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await get(id, 'thumb')).statusCode).toBe(401);
  });

  it('lets the contest’s pre-filter judge see every photo and its photo judge the approved ones', async () => {
    const id = await uploadOne(owner.cookie, contestId);
    expect((await get(id, 'preview', preFilter.cookie)).statusCode).toBe(200);
    expect((await get(id, 'original', preFilter.cookie)).statusCode).toBe(404);
    await t.db.$client.query(`UPDATE submissions SET pre_filter_status = 'approved' WHERE id = $1`, [id]);
    expect((await get(id, 'preview', judge1.cookie)).statusCode).toBe(200);
    expect((await get(id, 'thumb', judge1.cookie)).statusCode).toBe(200);
  });

  it('lets other participants see thumbnails and previews once the contest publishes its entries', async () => {
    const id = await uploadOne(owner.cookie, contestId);
    const other = await signedInUser(t.app);
    await t.db.$client.query('UPDATE contests SET show_submissions = true WHERE id = $1', [contestId]);
    expect((await get(id, 'thumb', other.cookie)).statusCode).toBe(200);
    expect((await get(id, 'original', other.cookie)).statusCode).toBe(404);
  });

  it('removes every file of a deleted submission', async () => {
    const id = await uploadOne(owner.cookie, contestId);
    const { rows } = await t.db.$client.query('SELECT file_key FROM submissions WHERE id = $1', [id]);
    const key = rows[0].file_key as string;
    const mine = async () => (await listFiles(t.config.uploadsDir)).filter((f) => f.startsWith(key));
    await expect.poll(async () => (await mine()).length).toBe(3);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/participant/submissions/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(204);
    expect(await mine()).toEqual([]);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await get(id, 'original', await signIn(t.app, admin))).statusCode).toBe(404);
  });
});
