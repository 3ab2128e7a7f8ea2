import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { jsonValues } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';

// Every participant endpoint against the contest flags (show_evaluations, show_pre_filter_results,
// show_submissions): a participant learns a score, an award, a judge's comment or a pre-filter
// decision only when the contest shows it, and never the stale score of a photo the pre-filter moved
// out of approved (it keeps its scores for the judges, but it is not in the contest any more).

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

type Flags = { showEvaluations: boolean; showPreFilterResults: boolean; showSubmissions: boolean };
const FLAG_SETS: Flags[] = [];
for (const showEvaluations of [false, true]) {
  for (const showPreFilterResults of [false, true]) {
    for (const showSubmissions of [false, true])
      FLAG_SETS.push({ showEvaluations, showPreFilterResults, showSubmissions });
  }
}

/** An ended photo contest with the flags, where `me` has an awarded approved photo and a stale rejected one. */
async function world(flags: Flags) {
  const me = await signedInUser(t.app);
  const other = await signedInUser(t.app);
  const contest = await createContest(t.app, {
    ...flags,
    startsAt: new Date(Date.now() - 20 * DAY),
    deadline: new Date(Date.now() - 10 * DAY),
  });
  const judged = {
    judge1Score: 8,
    judge2Score: 7,
    finalScore: 7.5,
    award: 'awarded' as const,
    judge1Comment: 'SECRET-COMMENT',
  };
  const good = await createSubmission(t.app, {
    contestId: contest.id,
    userId: me.user.id,
    preFilterStatus: 'approved',
    ...judged,
  });
  // Scored while approved, then rejected by the pre-filter: its scores are stale.
  const stale = await createSubmission(t.app, {
    contestId: contest.id,
    userId: me.user.id,
    preFilterStatus: 'rejected',
    judge1Score: 10,
    judge2Score: 10,
    finalScore: 10,
    award: 'awarded',
    judge1Comment: 'STALE-COMMENT',
  });
  const theirs = await createSubmission(t.app, {
    contestId: contest.id,
    userId: other.user.id,
    preFilterStatus: 'approved',
    ...judged,
  });
  return { me, other, contest, good, stale, theirs };
}

type Item = { id: string; preFilterStatus?: string; evaluation?: Record<string, unknown> };

describe('participants see results only as the contest flags allow', () => {
  for (const flags of FLAG_SETS) {
    const name = Object.entries(flags)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');

    it(`my submissions, their summary and filters (${name})`, async () => {
      const w = await world(flags);
      const body = (await get(w.me.cookie, `/api/participant/submissions?contestId=${w.contest.id}`)).json();
      const byId = Object.fromEntries((body.items as Item[]).map((i) => [i.id, i]));
      const text = JSON.stringify(body);
      expect(text).not.toContain('STALE-COMMENT');
      expect(text).not.toContain(w.other.user.email);

      if (flags.showPreFilterResults) {
        expect(byId[w.good.id].preFilterStatus).toBe('approved');
        expect(byId[w.stale.id].preFilterStatus).toBe('rejected');
        expect(body.summary.approved).toBe(1);
      } else {
        expect(text).not.toContain('preFilterStatus');
        expect(body.summary.approved).toBeNull();
      }

      if (flags.showEvaluations) {
        expect(byId[w.good.id].evaluation).toMatchObject({
          status: 'evaluated',
          finalScore: 7.5,
          award: 'awarded',
        });
        expect(text).toContain('SECRET-COMMENT');
        // The rejected photo reads as never judged: no stale score, award or comment.
        expect(byId[w.stale.id].evaluation).toEqual({
          status: 'not_judged',
          finalScore: null,
          award: null,
          judge1: { score: null, comment: null, feedback: [] },
          judge2: { score: null, comment: null, feedback: [] },
          adjudication: null,
        });
        expect(body.summary).toMatchObject({ awarded: 1, honorable: 0 });
      } else {
        expect(text).not.toContain('evaluation');
        expect(text).not.toContain('SECRET-COMMENT');
        expect(jsonValues(body)).not.toContain(7.5);
        expect(body.summary).toMatchObject({ awarded: null, honorable: null });
      }

      // Filters and order never reveal more than the entries do.
      const ids = async (query: string) =>
        (await get(w.me.cookie, `/api/participant/submissions?contestId=${w.contest.id}${query}`))
          .json()
          .items.map((i: Item) => i.id);
      expect(await ids('&status=rejected')).toEqual(flags.showPreFilterResults ? [w.stale.id] : []);
      expect(await ids('&award=awarded')).toEqual(flags.showEvaluations ? [w.good.id] : []);
      if (flags.showEvaluations) expect((await ids('&sort=score'))[0]).toBe(w.good.id);
    });

    it(`overall scores (${name})`, async () => {
      const w = await world(flags);
      const res = await get(w.me.cookie, `/api/participant/contests/${w.contest.id}/overall`);
      if (!flags.showSubmissions) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('SUBMISSIONS_NOT_PUBLISHED');
        return;
      }
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const byId = Object.fromEntries((body.items as Item[]).map((i) => [i.id, i]));
      const text = JSON.stringify(body);
      expect(text).not.toContain('SECRET-COMMENT');
      expect(text).not.toContain('STALE-COMMENT');
      expect(text).not.toContain('@');
      expect(Object.keys(byId).sort()).toEqual([w.good.id, w.stale.id, w.theirs.id].sort());
      if (flags.showPreFilterResults) expect(byId[w.stale.id].preFilterStatus).toBe('rejected');
      else expect(text).not.toContain('preFilterStatus');
      if (flags.showEvaluations) {
        expect(byId[w.theirs.id].evaluation).toMatchObject({
          finalScore: 7.5,
          award: 'awarded',
          judge1Score: 8,
          judge2Score: 7,
        });
        expect(byId[w.stale.id].evaluation).toEqual({
          finalScore: null,
          award: null,
          judge1Score: null,
          judge2Score: null,
          adjudication: null,
        });
        // The stale 10 neither leads the score order nor matches the award filter.
        expect(body.items[body.items.length - 1].id).toBe(w.stale.id);
        const awarded = (
          await get(w.me.cookie, `/api/participant/contests/${w.contest.id}/overall?award=awarded`)
        ).json();
        expect(awarded.items.map((i: Item) => i.id).sort()).toEqual([w.good.id, w.theirs.id].sort());
        expect(awarded.total).toBe(2);
      } else {
        expect(text).not.toContain('evaluation');
        expect(
          (await get(w.me.cookie, `/api/participant/contests/${w.contest.id}/overall?award=awarded`)).json()
            .total,
        ).toBe(3);
      }
    });
  }

  it('the dashboard counts only awards the participant can see, never a stale one', async () => {
    const w = await world({ showEvaluations: true, showPreFilterResults: false, showSubmissions: false });
    const hidden = await world({ showEvaluations: false, showPreFilterResults: true, showSubmissions: true });
    expect((await get(w.me.cookie, '/api/participant/dashboard')).json().awardsThisYear).toBe(1);
    expect((await get(hidden.me.cookie, '/api/participant/dashboard')).json().awardsThisYear).toBe(0);
  });

  it('the contest lists carry flags, never results', async () => {
    const w = await world({ showEvaluations: true, showPreFilterResults: true, showSubmissions: true });
    const open = await createContest(t.app, { showEvaluations: true, showSubmissions: true });
    await createSubmission(t.app, {
      contestId: open.id,
      userId: w.me.user.id,
      preFilterStatus: 'approved',
      judge1Score: 9,
      finalScore: 9,
      award: 'awarded',
      judge1Comment: 'SECRET-COMMENT',
    });
    for (const url of ['/api/participant/contests', '/api/participant/published-contests']) {
      const text = (await get(w.me.cookie, url)).body;
      expect(text).not.toMatch(/SECRET-COMMENT|finalScore|award"|judge1/);
    }
  });
});
