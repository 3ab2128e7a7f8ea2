import { beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { expectRefused, useApi } from '../../test/api';
import { seedPackage } from './submissions.test-support';

const DAY = 24 * 60 * 60 * 1000;

const t = useApi({ ownDataDir: true });
let video2: string;
let photo2: string;
beforeAll(async () => {
  video2 = await seedPackage(t.app, 'video', 2, { BRL: 40, EUR: 8 });
  photo2 = await seedPackage(t.app, 'photo', 2);
});

function submitVideos(cookie: string, contestId: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/participant/contests/${contestId}/films`,
    headers: { cookie },
    payload,
  });
}
function listMine(cookie: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/participant/submissions${query}`, headers: { cookie } });
}
const paidVideo = { packageId: '', currency: 'EUR', paymentConfirmed: true };

async function scored(
  contestId: string,
  userId: string,
  values: Omit<Parameters<typeof createSubmission>[1], 'contestId' | 'userId'>,
) {
  return createSubmission(t.app, { contestId, userId, ...values });
}

describe('video links', () => {
  it('stores the canonical link with the package, currency and amount', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const res = await submitVideos(cookie, contest.id, {
      ...paidVideo,
      packageId: video2,
      urls: ['https://youtu.be/dQw4w9WgXcQ?t=42', '', 'vimeo.com/76979871'],
    });
    expect(res.statusCode).toBe(201);
    const items = res.json().items;
    expect(items.map((i: { video: { url: string } }) => i.video.url).sort()).toEqual([
      'https://vimeo.com/76979871',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]);
    expect(items[0]).toMatchObject({
      kind: 'video',
      image: null,
      package: { id: video2, currency: 'EUR', amount: 8 },
    });
    const yt = items.find((i: { video: { provider: string } }) => i.video.provider === 'youtube');
    expect(yt.video).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const { rows } = await t.db.$client.query(
      'SELECT video_url, file_key, currency, amount::float8 AS amount FROM submissions WHERE user_id = $1 ORDER BY video_url',
      [user.id],
    );
    expect(rows).toEqual([
      { video_url: 'https://vimeo.com/76979871', file_key: null, currency: 'EUR', amount: 8 },
      {
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        file_key: null,
        currency: 'EUR',
        amount: 8,
      },
    ]);
  });

  it('refuses lookalike hosts and other links per index, and stores nothing', async () => {
    const { user, cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const urls = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com.attacker.example/76979871',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    ];
    const res = await submitVideos(cookie, contest.id, { ...paidVideo, packageId: video2, urls });
    expectRefused(res, 400, 'VALIDATION_FAILED', {
      'urls.1': 'errors.videoUrlInvalid',
      'urls.2': 'errors.videoUrlInvalid',
      'urls.3': 'errors.videoUrlInvalid',
      'urls.4': 'errors.videoUrlInvalid',
      'urls.5': 'errors.videoUrlInvalid',
      'urls.6': 'errors.videoUrlInvalid',
    });
    expect(res.json().fields).not.toHaveProperty('urls.0');
    const { rowCount } = await t.db.$client.query('SELECT 1 FROM submissions WHERE user_id = $1', [user.id]);
    expect(rowCount).toBe(0);
  });

  it('needs at least one link, a video package and no link twice', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const empty = await submitVideos(cookie, contest.id, { ...paidVideo, packageId: video2, urls: ['  '] });
    expect(empty.json().fields).toEqual({ urls: 'errors.videoUrlRequired' });
    const noPackage = await submitVideos(cookie, contest.id, { urls: ['https://vimeo.com/1'] });
    expect(noPackage.json().fields).toMatchObject({ packageId: 'errors.videoPackageRequired' });
    const photoPackage = await submitVideos(cookie, contest.id, {
      ...paidVideo,
      currency: 'BRL',
      packageId: photo2,
      urls: ['https://vimeo.com/1'],
    });
    expect(photoPackage.json().fields).toEqual({ packageId: 'errors.packageUnavailable' });
    const dollars = await submitVideos(cookie, contest.id, {
      ...paidVideo,
      currency: 'USD',
      packageId: video2,
      urls: ['https://vimeo.com/1'],
    });
    expect(dollars.json().fields).toEqual({ currency: 'errors.currencyNotAllowed' });
    expect(
      (
        await submitVideos(cookie, contest.id, {
          ...paidVideo,
          packageId: video2,
          urls: ['https://vimeo.com/1'],
        })
      ).statusCode,
    ).toBe(201);
    const twice = await submitVideos(cookie, contest.id, {
      ...paidVideo,
      packageId: video2,
      urls: ['https://www.vimeo.com/1'],
    });
    expect(twice.json().fields).toEqual({ 'urls.0': 'errors.videoUrlDuplicate' });
  });

  it('counts the package over several requests', async () => {
    const { cookie } = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const body = (id: number) => ({ ...paidVideo, packageId: video2, urls: [`https://vimeo.com/${id}`] });
    expect((await submitVideos(cookie, contest.id, body(1))).statusCode).toBe(201);
    expect((await submitVideos(cookie, contest.id, body(2))).statusCode).toBe(201);
    const third = await submitVideos(cookie, contest.id, body(3));
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('ENTRY_LIMIT_REACHED');
    const bulk = await submitVideos(cookie, (await createContest(t.app, { category: 'video' })).id, {
      ...paidVideo,
      packageId: video2,
      urls: ['https://vimeo.com/1', 'https://vimeo.com/2', 'https://vimeo.com/3'],
    });
    expect(bulk.statusCode).toBe(409);
  });

  it('lets a VIP submit during the extension without a package, but not after it', async () => {
    const vip = await signedInUser(t.app, 'participant', 'vip');
    const regular = await signedInUser(t.app);
    const closed = await createContest(t.app, {
      category: 'video',
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - DAY),
    });
    const res = await submitVideos(vip.cookie, closed.id, { urls: ['https://youtu.be/dQw4w9WgXcQ'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0]).toMatchObject({ isPaid: true, package: null });
    const late = await submitVideos(regular.cookie, closed.id, {
      ...paidVideo,
      packageId: video2,
      urls: ['https://youtu.be/dQw4w9WgXcQ'],
    });
    expect(late.json().code).toBe('CONTEST_CLOSED');
    const gone = await createContest(t.app, {
      category: 'video',
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - 2 * DAY - 60_000),
    });
    expect(
      (await submitVideos(vip.cookie, gone.id, { urls: ['https://youtu.be/dQw4w9WgXcQ'] })).json().code,
    ).toBe('CONTEST_CLOSED');
  });
});

describe('deleting', () => {
  const del = (cookie: string, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/participant/submissions/${id}`, headers: { cookie } });

  it('deletes my pending entry while the contest is open', async () => {
    const me = await signedInUser(t.app);
    const s = await scored((await createContest(t.app, { category: 'video' })).id, me.user.id, {
      videoUrl: 'https://vimeo.com/5',
    });
    expect((await del(me.cookie, s.id)).statusCode).toBe(204);
    expect((await t.db.$client.query('SELECT 1 FROM submissions WHERE id = $1', [s.id])).rowCount).toBe(0);
  });

  it('answers 404 for someone else’s entry and leaves it alone', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const theirs = await scored((await createContest(t.app)).id, other.user.id, {});
    expect((await del(me.cookie, theirs.id)).statusCode).toBe(404);
    expect((await del(me.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await t.db.$client.query('SELECT 1 FROM submissions WHERE id = $1', [theirs.id])).rowCount).toBe(
      1,
    );
  });

  it('refuses once judging started (when the contest shows it) or after the contest closed', async () => {
    const me = await signedInUser(t.app);
    const open = await createContest(t.app, { showPreFilterResults: true });
    const closed = await createContest(t.app, {
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - DAY),
    });
    const approved = await scored(open.id, me.user.id, { preFilterStatus: 'approved' });
    const late = await scored(closed.id, me.user.id, {});
    for (const id of [approved.id, late.id]) {
      const res = await del(me.cookie, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SUBMISSION_NOT_DELETABLE');
    }
    const items = (await listMine(me.cookie)).json().items as { id: string; canDelete: boolean }[];
    expect(items.every((i) => i.canDelete === false)).toBe(true);
  });

  it('does not tell, by the delete button, that judging happened while every result flag is off', async () => {
    const me = await signedInUser(t.app);
    const open = await createContest(t.app);
    const untouched = await createSubmission(t.app, { contestId: open.id, userId: me.user.id });
    const touched = await scored(open.id, me.user.id, { preFilterStatus: 'rejected' });
    const items = (await listMine(me.cookie)).json().items as { id: string; canDelete: boolean }[];
    expect(items.map((i) => i.canDelete)).toEqual([true, true]);
    const answer = (await listMine(me.cookie)).body;
    expect(answer).not.toContain('rejected');
    // The withdrawal goes through, judged or not: the two answers are the same.
    expect((await del(me.cookie, touched.id)).statusCode).toBe(204);
    expect((await del(me.cookie, untouched.id)).statusCode).toBe(204);
  });

  it('offers a VIP the withdrawal during the extension, read from the current status', async () => {
    const vip = await signedInUser(t.app, 'participant', 'vip');
    const closed = await createContest(t.app, {
      startsAt: new Date(Date.now() - 9 * DAY),
      deadline: new Date(Date.now() - DAY),
    });
    await scored(closed.id, vip.user.id, {});
    expect((await listMine(vip.cookie)).json().items[0].canDelete).toBe(true);
    await t.db.$client.query(`UPDATE users SET status = 'member' WHERE id = $1`, [vip.user.id]);
    expect((await listMine(vip.cookie)).json().items[0].canDelete).toBe(false);
  });
});

describe('who may call the participant submission routes', () => {
  it('refuses anonymous callers with 401, and admins and judges with 403', async () => {
    const contest = await createContest(t.app, { showSubmissions: true });
    const routes = [
      { method: 'GET' as const, url: '/api/participant/submissions' },
      { method: 'GET' as const, url: '/api/participant/submissions/filters' },
      { method: 'DELETE' as const, url: '/api/participant/submissions/00000000-0000-4000-8000-000000000000' },
      {
        method: 'POST' as const,
        url: `/api/participant/contests/${contest.id}/films`,
        payload: { urls: ['https://vimeo.com/1'] },
      },
      { method: 'GET' as const, url: `/api/participant/contests/${contest.id}/overall` },
    ];
    const admin = await signedInUser(t.app, 'admin');
    const judge = await signedInUser(t.app, 'video_judge_1');
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect((await t.app.inject({ ...route, headers: { cookie: admin.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ ...route, headers: { cookie: judge.cookie } })).statusCode).toBe(403);
    }
  });
});
