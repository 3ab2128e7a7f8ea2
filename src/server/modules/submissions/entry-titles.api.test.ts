import { rm } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../test/api';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedPackage, smallJpeg, uniqueDataDir, uploadPhotos } from './submissions.test-support';

// Entry titles and captions: set when submitting or later, until the deadline; shown to the owner,
// in published results and the admin's screens and CSV; never to judges unless the contest says so.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let photo4: string;
let video2: string;

beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: uniqueDataDir() } });
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
  video2 = await seedPackage(t.app, 'video', 2);
});
afterAll(async () => {
  await t.close();
  await rm(t.config.dataDir, { recursive: true, force: true });
});

const call = (cookie: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, payload: payload as never });

describe('entry titles', () => {
  it('a photo is sent with a title and caption, which its owner edits until the deadline', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const sent = await uploadPhotos(
      t.app,
      me.cookie,
      contest.id,
      {
        packageId: photo4,
        currency: 'BRL',
        paymentConfirmed: 'true',
        title: '  O primeiro\n olhar ',
        caption: 'Noiva e pai.',
      },
      [{ data: await smallJpeg() }],
    );
    expect(sent.statusCode).toBe(201);
    const [entry] = sent.json().items;
    expect(entry).toMatchObject({ title: 'O primeiro olhar', caption: 'Noiva e pai.', canEditText: true });

    const edited = await call(me.cookie, 'PATCH', `/api/participant/submissions/${entry.id}`, {
      title: 'Depois da chuva',
      caption: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Depois da chuva', caption: null });
    const mine = (await call(me.cookie, 'GET', '/api/participant/submissions')).json();
    expect(mine.items[0]).toMatchObject({ title: 'Depois da chuva', caption: null });

    // Too long, or not a string: a field error, nothing stored.
    const tooLong = await call(me.cookie, 'PATCH', `/api/participant/submissions/${entry.id}`, {
      title: 'x'.repeat(121),
    });
    expectRefused(tooLong, 400, 'VALIDATION_FAILED', { title: 'errors.entry.titleTooLong' });
    const notText = await call(me.cookie, 'PATCH', `/api/participant/submissions/${entry.id}`, { title: 42 });
    expect(notText.statusCode).toBe(400);

    // After the deadline: locked.
    await t.db.$client.query('UPDATE contests SET starts_at = $2, deadline = $3 WHERE id = $1', [
      contest.id,
      new Date(Date.now() - 10 * DAY),
      new Date(Date.now() - DAY),
    ]);
    const late = await call(me.cookie, 'PATCH', `/api/participant/submissions/${entry.id}`, {
      title: 'Tarde',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ENTRY_TEXT_LOCKED');
    expect((await call(me.cookie, 'GET', '/api/participant/submissions')).json().items[0]).toMatchObject({
      title: 'Depois da chuva',
      canEditText: false,
    });
  });

  it('videos have titles (one per link) and no caption', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app, { category: 'video' });
    const res = await call(me.cookie, 'POST', `/api/participant/contests/${contest.id}/films`, {
      packageId: video2,
      currency: 'BRL',
      paymentConfirmed: true,
      urls: ['https://vimeo.com/101', '', 'https://youtu.be/dQw4w9WgXcQ'],
      titles: ['Um dia', null, '  '],
    });
    expect(res.statusCode).toBe(201);
    const titles = res.json().items.map((i: { title: string | null }) => i.title);
    expect(titles.sort()).toEqual(['Um dia', null].sort());
    const videoId = res.json().items[0].id;
    const caption = await call(me.cookie, 'PATCH', `/api/participant/submissions/${videoId}`, {
      title: 'Filme',
      caption: 'Não',
    });
    expect(caption.statusCode).toBe(400);
    expect(caption.json().fields).toEqual({ caption: 'errors.entry.captionPhotoOnly' });
  });

  it('only the owner may edit; others get 404, other roles 403, anonymous 401', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const entry = await createSubmission(t.app, { contestId: contest.id, userId: owner.user.id });
    const url = `/api/participant/submissions/${entry.id}`;
    expect((await call(other.cookie, 'PATCH', url, { title: 'Meu' })).statusCode).toBe(404);
    expect(
      (await call(other.cookie, 'PATCH', '/api/participant/submissions/nope', { title: 'x' })).statusCode,
    ).toBe(404);
    const admin = await signedInUser(t.app, 'admin');
    expect((await call(admin.cookie, 'PATCH', url, { title: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url, payload: { title: 'x' } })).statusCode).toBe(401);
    const { rows } = await t.db.$client.query('SELECT title FROM submissions WHERE id = $1', [entry.id]);
    expect(rows[0].title).toBeNull();
  });

  it('judges see no title unless the contest shows them; results, overall scores and the CSV do', async () => {
    const judge = await createUser(t.app, { role: 'photo_judge_1' });
    const judgeCookie = await signIn(t.app, judge);
    const owner = await signedInUser(t.app);
    const contest = await createContest(t.app, {
      photoJudge1Id: judge.id,
      showSubmissions: true,
      title: 'Titled',
    });
    await createSubmission(t.app, {
      contestId: contest.id,
      userId: owner.user.id,
      preFilterStatus: 'approved',
      title: 'Retrato de Ana Souza',
      caption: 'Legenda',
    });
    const grid = () => call(judgeCookie, 'GET', `/api/judge/photo/submissions?contestId=${contest.id}`);
    const hidden = await grid();
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().items).toHaveLength(1);
    expect(hidden.body).not.toContain('Ana Souza');
    expect(hidden.body).not.toContain('Legenda');

    await t.db.$client.query('UPDATE contests SET show_titles_to_judges = true WHERE id = $1', [contest.id]);
    const shown = (await grid()).json();
    expect(shown.items[0].title).toBe('Retrato de Ana Souza');
    expect(JSON.stringify(shown)).not.toContain('Legenda');

    const overall = (
      await call(owner.cookie, 'GET', `/api/participant/contests/${contest.id}/overall`)
    ).json();
    expect(overall.items[0].title).toBe('Retrato de Ana Souza');

    const admin = await signedInUser(t.app, 'admin');
    const results = (
      await call(admin.cookie, 'GET', `/api/admin/results/submissions?contestId=${contest.id}`)
    ).json();
    expect(results.items[0]).toMatchObject({ title: 'Retrato de Ana Souza', caption: 'Legenda' });
    const csv = await call(
      admin.cookie,
      'GET',
      `/api/admin/results/submissions.csv?contestId=${contest.id}&locale=en`,
    );
    const [record] = parse(csv.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
    expect(record.Title).toBe('Retrato de Ana Souza');
    expect(record.Caption).toBe('Legenda');
  });
});
