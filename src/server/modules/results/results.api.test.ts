import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../domain/roles';
import { expectRefused } from '../../test/api';
import { createContest, signedInUser } from '../../test/factories';

import { COMMENT, useResultsWorld } from './results.test-world';

const { t, world, get, list, listAll } = useResultsWorld();

const ENDPOINTS = [
  '/api/admin/results/submissions',
  '/api/admin/results/submissions.csv',
  '/api/admin/results/contests',
  '/api/admin/results/years',
];

describe('who may read results', () => {
  it('refuses anonymous callers with 401 on every endpoint', async () => {
    for (const url of ENDPOINTS) expect((await get(url, null)).statusCode, url).toBe(401);
  });

  it('refuses participants and every judge role with 403 on every endpoint', async () => {
    const roles = ROLES.filter((role) => role !== 'admin');
    for (const role of roles) {
      const { cookie } = await signedInUser(t.app, role);
      for (const url of ENDPOINTS) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets admins read every endpoint', async () => {
    for (const url of ENDPOINTS) expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('the results list', () => {
  it('ranks by the final score that counts, highest first, unscored last and newest first among them', async () => {
    const { items, total, pageSize, summary } = await list();
    expect(total).toBe(9);
    expect(pageSize).toBe(50);
    expect(summary).toBeNull();
    expect(items.map((i) => i.id)).toEqual([
      world.ids.awarded, // 8
      world.ids.video, // 7.5
      world.ids.honorable, // 6.5
      world.ids.extra, // 6
      world.ids.low, // 5
      // No score that counts, newest first: the rejected photo's 9 does not count.
      world.ids.old,
      world.ids.videoPending,
      world.ids.rejected,
      world.ids.pending,
    ]);
  });

  it('sorts lowest first with unscored entries still last', async () => {
    const { items } = await list({ sort: 'asc' });
    expect(items.slice(0, 5).map((i) => i.id)).toEqual([
      world.ids.low,
      world.ids.extra,
      world.ids.honorable,
      world.ids.video,
      world.ids.awarded,
    ]);
    expect(items.slice(5).map((i) => i.finalScore)).toEqual([null, null, null, null]);
  });

  it('gives admins everything on a photo: participant email, judges by slot, scores, comments, areas, download', async () => {
    const { items, contests } = await list({ contestId: world.photoContest });
    const entry = items.find((i) => i.id === world.ids.awarded)!;
    // The contest is named once, on the page; each row carries its id.
    expect(contests).toEqual([
      {
        id: world.photoContest,
        title: 'Casamentos de Verão',
        category: 'photo',
        photoCategory: expect.anything(),
        isExtra: false,
        showEvaluations: expect.any(Boolean),
        judges: { preFilter: 'Pré Juíza', judge1: 'Jurado Foto Um', judge2: 'Jurada Foto Dois' },
      },
    ]);
    expect(Object.keys(entry)).not.toContain('contest');
    expect(entry).toMatchObject({
      kind: 'photo',
      contestId: world.photoContest,
      participant: { id: world.joao.id, username: 'João Ção', email: 'joao.cao@example.test' },
      // The size only: the URLs follow from the id (contract/entry-urls).
      image: { width: null, height: null },
      video: null,
      preFilterStatus: 'approved',
      evaluationStatus: 'evaluated',
      judge1: { score: 8, comment: COMMENT, feedback: [] },
      judge2: { score: 8, comment: null, feedback: ['composition', 'light'] },
      finalScore: 8,
      award: 'awarded',
      isPaid: true,
    });
  });

  it('never counts a photo the pre-filter has not approved, though its judges’ scores are kept', async () => {
    const { items } = await list({ contestId: world.photoContest });
    const rejected = items.find((i) => i.id === world.ids.rejected)!;
    expect(rejected.preFilterStatus).toBe('rejected');
    expect(rejected.judge1.score).toBe(9);
    expect(rejected.finalScore).toBeNull();
    expect(rejected.award).toBeNull();
    const awarded = await listAll({ award: 'awarded' });
    expect(awarded.map((i) => i.id).sort()).toEqual([world.ids.awarded, world.ids.video].sort());
  });

  it('shows videos with their embed and thumbnail and no pre-filter status', async () => {
    const { items, contests } = await list({ category: 'video' });
    expect(items.map((i) => i.id)).toEqual([world.ids.video, world.ids.videoPending]);
    expect(contests.find((c) => c.id === items[0].contestId)).toMatchObject({
      judges: { preFilter: null, judge1: 'Cineasta Um', judge2: 'Cineasta Dois' },
    });
    expect(items[0]).toMatchObject({
      kind: 'video',
      image: null,
      preFilterStatus: null,
      evaluationStatus: 'evaluated',
      judge2: { score: 7, comment: 'Bom ritmo' },
    });
    // The player and the thumbnail follow from the link (domain/video-url): the answer sends the link alone.
    expect(items[0].video).toEqual({
      provider: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(items[1]).toMatchObject({ evaluationStatus: 'pending', finalScore: null, award: null });
  });

  it('omits judge 2 in extra contests, whatever is stored', async () => {
    const { items, contests } = await list({ contestId: world.extraContest });
    expect(items).toHaveLength(1);
    expect(items[0].judge2).toBeUndefined();
    expect(contests[0].judges.judge2).toBeNull();
    expect(items[0]).toMatchObject({ finalScore: 6, award: 'honorable', evaluationStatus: 'evaluated' });
    expect(JSON.stringify(items[0])).not.toContain('não deve aparecer');
  });

  it('filters by the São Paulo year of the contest start', async () => {
    expect((await listAll({ year: 2024 })).map((i) => i.id)).toEqual([world.ids.old]);
    const year2026 = await listAll({ year: 2026 });
    expect(year2026).toHaveLength(8);
    expect(year2026.map((i) => i.id)).not.toContain(world.ids.old);
    expect(await listAll({ year: 2025 })).toEqual([]);
  });

  it('filters by pre-filter status (photos only), category and award', async () => {
    expect((await listAll({ preFilterStatus: 'pending' })).map((i) => i.id).sort()).toEqual(
      [world.ids.pending, world.ids.old].sort(),
    );
    expect((await listAll({ preFilterStatus: 'rejected' })).map((i) => i.id)).toEqual([world.ids.rejected]);
    expect((await listAll({ category: 'photo', award: 'honorable' })).map((i) => i.id)).toEqual([
      world.ids.honorable,
      world.ids.extra,
    ]);
    expect((await listAll({ award: 'not_awarded' })).map((i) => i.id)).toEqual([world.ids.low]);
    expect(
      (await listAll({ contestId: world.photoContest, preFilterStatus: 'approved', sort: 'asc' })).map(
        (i) => i.id,
      ),
    ).toEqual([world.ids.low, world.ids.honorable, world.ids.awarded]);
  });

  it('treats empty filters as no filter and refuses malformed ones with field keys', async () => {
    expect(
      (await list({ year: '', category: '', contestId: '', award: '', preFilterStatus: '' })).total,
    ).toBe(9);
    const res = await get('/api/admin/results/submissions?contestId=nope&year=abc&sort=up&page=0');
    expectRefused(res, 400, 'VALIDATION_FAILED', {
      contestId: 'errors.invalidId',
      year: 'errors.contest.yearInvalid',
      sort: 'errors.invalidField',
      page: 'errors.pagination.invalidPage',
    });
  });

  it('sums up one chosen contest: total, approved in pre-filter, awarded, honourable mentions', async () => {
    expect((await list({ contestId: world.photoContest })).summary).toEqual({
      contestId: world.photoContest,
      total: 5,
      approved: 3,
      awarded: 1, // the rejected photo's stored 'awarded' does not count
      honorable: 1,
    });
    // The summary is the contest's, whatever the other filters narrow the list to.
    expect((await list({ contestId: world.photoContest, award: 'honorable' })).summary?.total).toBe(5);
    expect((await list({ contestId: world.videoContest })).summary).toEqual({
      contestId: world.videoContest,
      total: 2,
      approved: null,
      awarded: 1,
      honorable: 0,
    });
    expect((await list({ contestId: '00000000-0000-4000-8000-000000000000' })).summary).toBeNull();
  });

  it('answers the total and the contest’s summary on an empty page too', async () => {
    const first = await list({ contestId: world.photoContest });
    const past = await list({ contestId: world.photoContest, page: 9 });
    expect(past).toMatchObject({ items: [], total: first.total, summary: first.summary });
    // A filter that matches nothing in the contest: videos have no pre-filter status.
    const none = await list({ contestId: world.videoContest, preFilterStatus: 'approved' });
    expect(none).toMatchObject({ items: [], total: 0, summary: { contestId: world.videoContest, total: 2 } });
  });

  it('pages by 50', async () => {
    const bulk = (await createContest(t.app, { title: 'Muitas fotos' })).id;
    await t.db.$client.query(
      `INSERT INTO submissions (contest_id, user_id, file_key, pre_filter_status, judge1_score, judge2_score, final_score, award, created_at)
       SELECT $1, $2, 'bulk/' || g, 'approved', 1 + g % 10, 1 + g % 10, 1 + g % 10,
         CASE WHEN 1 + g % 10 >= 7 THEN 'awarded' WHEN 1 + g % 10 >= 6.5 THEN 'honorable' ELSE 'not_awarded' END::award,
         now() - g * interval '1 minute'
       FROM generate_series(1, 60) g`,
      [bulk, world.ana.id],
    );
    const first = await list({ contestId: bulk });
    const second = await list({ contestId: bulk, page: 2 });
    expect(first.total).toBe(60);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(10);
    const scores = [...first.items, ...second.items].map((i) => i.finalScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(60);
    expect((await list({ contestId: bulk, page: 3 })).items).toEqual([]);
    await t.db.$client.query('DELETE FROM contests WHERE id = $1', [bulk]);
  });

  it('lists contests and years for the filters, newest first', async () => {
    const years = (await get('/api/admin/results/years')).json();
    expect(years.years).toEqual([2026, 2024]);
    const contests = (await get('/api/admin/results/contests?year=2026&category=photo')).json();
    expect(contests.items.map((c: { id: string }) => c.id)).toEqual([world.extraContest, world.photoContest]);
    expect(contests.items[0]).toMatchObject({
      title: 'Extra Família',
      category: 'photo',
      photoCategory: 'family',
      isExtra: true,
      startDay: '2026-06-10',
    });
  });
});
