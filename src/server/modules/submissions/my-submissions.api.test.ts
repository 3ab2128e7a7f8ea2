import { describe, expect, it } from 'vitest';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { jsonValues, useApi } from '../../test/api';
import type { MySubmission } from './my-submission';

const DAY = 24 * 60 * 60 * 1000;

const t = useApi({ ownDataDir: true });
function listMine(cookie: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/participant/submissions${query}`, headers: { cookie } });
}
function myFilters(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/api/participant/submissions/filters', headers: { cookie } });
}

async function scored(
  contestId: string,
  userId: string,
  values: Omit<Parameters<typeof createSubmission>[1], 'contestId' | 'userId'>,
) {
  return createSubmission(t.app, { contestId, userId, ...values });
}

describe('my submissions', () => {
  it('lists only mine, hiding pre-filter status and scores while the contest does not show them', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const mine = await scored(contest.id, me.user.id, {
      preFilterStatus: 'approved',
      judge1Score: 8,
      judge2Score: 7,
      finalScore: 7.5,
      award: 'awarded',
      judge1Comment: 'Lovely light',
    });
    await scored(contest.id, other.user.id, {});

    const res = await listMine(me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([mine.id]);
    const [item] = body.items;
    // Lean rows: the contest by id, named once on the page; no image URL (they follow from the id).
    expect(item.contestId).toBe(contest.id);
    expect(item).not.toHaveProperty('contest');
    expect(body.contests).toEqual([
      expect.objectContaining({ id: contest.id, category: 'photo', showEvaluations: false, hasEnded: false }),
    ]);
    expect(JSON.stringify(body)).not.toContain('/api/images/');
    expect(item).not.toHaveProperty('preFilterStatus');
    expect(item).not.toHaveProperty('evaluation');
    expect(jsonValues(body)).not.toContain(7.5);
    expect(JSON.stringify(body)).not.toContain('Lovely light');

    // Filters and order on hidden data reveal nothing either.
    for (const query of ['?status=approved', '?award=awarded']) {
      expect((await listMine(me.cookie, query)).json().total).toBe(0);
    }
    const summary = (await listMine(me.cookie, `?contestId=${contest.id}`)).json().summary;
    expect(summary).toEqual({
      contestId: contest.id,
      total: 1,
      approved: null,
      awarded: null,
      honorable: null,
    });
  });

  it('shows pre-filter status and evaluations once the contest shows them; no judge 2 in extra contests', async () => {
    const me = await signedInUser(t.app);
    const normal = await createContest(t.app, {
      showEvaluations: true,
      showPreFilterResults: true,
      startsAt: new Date(Date.now() - 20 * DAY),
      deadline: new Date(Date.now() - 10 * DAY),
    });
    const extra = await createContest(t.app, { isExtra: true, showEvaluations: true });
    const a = await scored(normal.id, me.user.id, {
      preFilterStatus: 'approved',
      judge1Score: 7,
      judge2Score: 6,
      finalScore: 6.5,
      award: 'honorable',
      judge1Comment: 'Good',
      judge2Comment: 'Crop tighter',
    });
    await t.db.$client.query(
      `UPDATE submissions SET judge2_feedback = ARRAY['composition','light'] WHERE id = $1`,
      [a.id],
    );
    const b = await scored(normal.id, me.user.id, { preFilterStatus: 'rejected' });
    const c = await scored(extra.id, me.user.id, {
      preFilterStatus: 'approved',
      judge1Score: 6,
      finalScore: 6,
      award: 'honorable',
      judge2Comment: 'stray',
    });

    const items = (await listMine(me.cookie)).json().items as MySubmission[];
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId[a.id].preFilterStatus).toBe('approved');
    expect(byId[a.id].evaluation).toEqual({
      status: 'evaluated',
      finalScore: 6.5,
      award: 'honorable',
      judge1: { score: 7, comment: 'Good', feedback: [] },
      judge2: { score: 6, comment: 'Crop tighter', feedback: ['composition', 'light'] },
      adjudication: null,
    });
    expect(byId[b.id]).toMatchObject({
      preFilterStatus: 'rejected',
      evaluation: { status: 'not_judged', finalScore: null },
    });
    expect(byId[c.id]).not.toHaveProperty('preFilterStatus');
    expect(byId[c.id].evaluation).toEqual({
      status: 'evaluated',
      finalScore: 6,
      award: 'honorable',
      judge1: { score: 6, comment: null, feedback: [] },
      adjudication: null,
    });

    expect(
      (await listMine(me.cookie, '?status=rejected')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([b.id]);
    // The award filter needs the contest to have ended: the extra one is still open.
    expect(
      (await listMine(me.cookie, '?award=honorable')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([a.id]);
    const sorted = (await listMine(me.cookie, `?contestId=${normal.id}&sort=score`)).json();
    expect(sorted.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    expect(sorted.summary).toEqual({ contestId: normal.id, total: 2, approved: 1, awarded: 0, honorable: 1 });
  });

  it('filters by year in São Paulo time and offers the years and contests as filters', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app);
    // 2025-01-01 01:00 UTC is still 31 December 2024 in São Paulo.
    const old = await scored(contest.id, me.user.id, { createdAt: new Date('2025-01-01T01:00:00Z') });
    const recent = await scored(contest.id, me.user.id, { createdAt: new Date('2025-06-01T12:00:00Z') });
    expect((await listMine(me.cookie, '?year=2024')).json().items.map((i: { id: string }) => i.id)).toEqual([
      old.id,
    ]);
    expect((await listMine(me.cookie, '?year=2025')).json().items.map((i: { id: string }) => i.id)).toEqual([
      recent.id,
    ]);
    // The filters come in their own request (fetched once by the page), not with every page of the list.
    expect((await listMine(me.cookie)).json()).not.toHaveProperty('facets');
    const facets = (await myFilters(me.cookie)).json();
    expect(facets.years).toEqual([2025, 2024]);
    expect(facets.contests.map((c: { id: string }) => c.id)).toEqual([contest.id]);
    expect((await listMine(me.cookie, '?contestId=nope')).statusCode).toBe(400);
  });

  it('offers only my contests in the filters, with what decides the other filters and nothing more', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const deadline = new Date(Date.now() - 10 * DAY);
    const ended = await createContest(t.app, {
      title: 'Ended wedding contest',
      showEvaluations: true,
      startsAt: new Date(Date.now() - 20 * DAY),
      deadline,
    });
    const open = await createContest(t.app, { category: 'video', showPreFilterResults: true });
    const notMine = await createContest(t.app);
    await scored(ended.id, me.user.id, {});
    await scored(ended.id, me.user.id, {});
    await scored(open.id, me.user.id, { videoUrl: 'https://vimeo.com/76979871' });
    await scored(notMine.id, other.user.id, {});

    const res = await myFilters(me.cookie);
    expect(res.statusCode).toBe(200);
    const contests = res.json().contests as { id: string }[];
    // Newest start first, each contest once however many entries it holds.
    expect(contests.map((c) => c.id)).toEqual([open.id, ended.id]);
    expect(contests[1]).toEqual({
      id: ended.id,
      title: 'Ended wedding contest',
      category: 'photo',
      showPreFilterResults: false,
      showEvaluations: true,
      deadline: deadline.toISOString(),
    });
    expect(contests[0]).toMatchObject({
      category: 'video',
      showPreFilterResults: true,
      showEvaluations: false,
    });
    expect((await myFilters(other.cookie)).json().contests.map((c: { id: string }) => c.id)).toEqual([
      notMine.id,
    ]);
    const nobody = await signedInUser(t.app);
    expect((await myFilters(nobody.cookie)).json()).toEqual({ years: [], contests: [] });
  });

  it('pages past the last page with the total, and counts with the filters that need the contest', async () => {
    const me = await signedInUser(t.app);
    const shown = await createContest(t.app, { showPreFilterResults: true });
    const hidden = await createContest(t.app);
    await scored(shown.id, me.user.id, { preFilterStatus: 'approved' });
    await scored(shown.id, me.user.id, { preFilterStatus: 'rejected' });
    await scored(hidden.id, me.user.id, { preFilterStatus: 'approved' });
    expect((await listMine(me.cookie, '?page=2')).json()).toMatchObject({ items: [], total: 3, page: 2 });
    expect((await listMine(me.cookie, '?status=approved')).json().total).toBe(1);
    expect((await listMine(me.cookie, '?status=approved&page=3')).json()).toMatchObject({
      items: [],
      total: 1,
    });
  });
});

describe('overall scores', () => {
  const overall = (cookie: string, contestId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/participant/contests/${contestId}/overall${query}`,
      headers: { cookie },
    });

  it('is refused until the contest publishes its entries', async () => {
    const me = await signedInUser(t.app);
    const contest = await createContest(t.app);
    const res = await overall(me.cookie, contest.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUBMISSIONS_NOT_PUBLISHED');
    expect((await overall(me.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('lists every entry with usernames but no emails, hiding what the flags hide', async () => {
    const me = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const contest = await createContest(t.app, { showSubmissions: true });
    const a = await scored(contest.id, me.user.id, {
      preFilterStatus: 'approved',
      judge1Score: 9,
      judge2Score: 9,
      finalScore: 9,
      award: 'awarded',
    });
    const b = await scored(contest.id, other.user.id, { preFilterStatus: 'rejected' });
    const res = await overall(me.cookie, contest.id, '?status=rejected&award=awarded');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2); // filters on hidden data are ignored
    const text = JSON.stringify(body);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain('preFilterStatus');
    expect(text).not.toContain('evaluation');
    const byId = Object.fromEntries(body.items.map((i: { id: string }) => [i.id, i]));
    expect(byId[a.id]).toMatchObject({ username: me.user.username, isMine: true, kind: 'photo' });
    expect(byId[b.id]).toMatchObject({ username: other.user.username, isMine: false });

    await t.db.$client.query(
      'UPDATE contests SET show_pre_filter_results = true, show_evaluations = true WHERE id = $1',
      [contest.id],
    );
    const shown = (await overall(me.cookie, contest.id)).json();
    expect(shown.items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
    expect(shown.items[0]).toMatchObject({
      preFilterStatus: 'approved',
      evaluation: { finalScore: 9, award: 'awarded', judge1Score: 9, judge2Score: 9 },
    });
    expect(shown.items[0].evaluation).not.toHaveProperty('judge1Comment');
    expect(
      (await overall(me.cookie, contest.id, '?status=rejected'))
        .json()
        .items.map((i: { id: string }) => i.id),
    ).toEqual([b.id]);
    expect(
      (await overall(me.cookie, contest.id, '?award=awarded')).json().items.map((i: { id: string }) => i.id),
    ).toEqual([a.id]);
    expect((await overall(me.cookie, contest.id, '?kind=video')).json().total).toBe(0);
  });
});
