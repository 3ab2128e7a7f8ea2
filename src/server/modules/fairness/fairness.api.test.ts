import { describe, expect, it } from 'vitest';
import { contestFormBody, expectRefused, jsonValues, useApi } from '../../test/api';
import { signedInUser } from '../../test/factories';
import { workedExampleContest } from './fairness.test-world';

// The admin's fairness figures per contest and per year, the award basis chosen before
// publication (stored finals follow it, audit-logged), and who may not see or change any of it.

const t = useApi();

async function saveForm(contestId: string, changes: Record<string, unknown>) {
  const form = (await t.get(`/api/admin/contests/${contestId}`)).json();
  return t.call('PUT', `/api/admin/contests/${contestId}`, contestFormBody(form, changes));
}

async function stored(id: string) {
  const { rows } = await t.db.$client.query<{ final_score: string; award: string }>(
    'SELECT final_score, award FROM submissions WHERE id = $1',
    [id],
  );
  return { finalScore: Number(rows[0].final_score), award: rows[0].award };
}

describe('the contest’s fairness figures (admin)', () => {
  it('gives each judge’s distribution and distance, alpha, the normalised finals and award stability', async () => {
    const { contestId, pj1, pj2 } = await workedExampleContest(t);
    const res = await t.get(`/api/admin/fairness/contests/${contestId}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.awardBasis).toBe('raw');
    expect(body.panel.count).toBe(20);
    expect(body.panel.mean).toBe(6.5);
    expect(body.panel.sd).toBeCloseTo(Math.sqrt(1.75), 10);
    const a = body.judges.find((j: { judge: { id: string } }) => j.judge.id === pj1.user.id);
    const b = body.judges.find((j: { judge: { id: string } }) => j.judge.id === pj2.user.id);
    expect(a.distribution).toMatchObject({ count: 10, histogram: [0, 0, 0, 0, 0, 3, 4, 3, 0, 0], mean: 7 });
    expect(a.meanDifference).toBe(0.5);
    expect(b.meanDifference).toBe(-0.5);
    expect(b.spreadRatio).toBeCloseTo(Math.sqrt(2.4 / 1.75), 10);
    expect([a.isNormalised, b.isNormalised]).toEqual([true, true]);
    // Entries 1 and 3 change award (the worked example in docs/decisions/judging.md).
    expect(body.changedAwards).toBe(2);
    const first = body.entries.find((e: { title: string }) => e.title === 'Foto 1');
    expect(first).toMatchObject({
      rawFinal: 7,
      rawAward: 'awarded',
      normalisedFinal: 6.5,
      normalisedAward: 'honorable',
      isAwardChanged: true,
    });
    expect(body.agreement.disagreements).toEqual({ flagged: 1, total: 10, share: 0.1 });
    expect(body.agreement.adjudications).toEqual({ crossed: 0, adjudicated: 0, share: null });
    expect(typeof body.agreement.alpha).toBe('number');
    // Every entry with an award (raw), 1000 rounds, and the same figures on a second look.
    expect(body.stability.map((s: { rounds: number }) => s.rounds)).toEqual(Array(7).fill(1000));
    const again = (await t.get(`/api/admin/fairness/contests/${contestId}`)).json();
    expect(again.stability).toEqual(body.stability);
  });

  it('gives every judge over the year’s contests', async () => {
    const { pj1 } = await workedExampleContest(t);
    const res = await t.get(
      `/api/admin/fairness/years/${new Date(Date.now() - 20 * 86_400_000).getFullYear()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().judges.find((j: { judge: { id: string } }) => j.judge.id === pj1.user.id);
    expect(a.judge.username).toBe(pj1.user.username);
    expect(a.distribution.count).toBe(10);
  });

  it('refuses judges, participants and visitors, and answers bad input with a 4xx', async () => {
    const { contestId, pj1, participant } = await workedExampleContest(t);
    for (const url of [`/api/admin/fairness/contests/${contestId}`, '/api/admin/fairness/years/2026']) {
      expectRefused(await t.get(url, pj1.cookie), 403, 'FORBIDDEN');
      expectRefused(await t.get(url, participant.cookie), 403, 'FORBIDDEN');
      expectRefused(await t.get(url, ''), 401, 'UNAUTHENTICATED');
    }
    const basis = `/api/admin/fairness/contests/${contestId}/award-basis`;
    expectRefused(await t.call('PUT', basis, { basis: 'normalised' }, pj1.cookie), 403, 'FORBIDDEN');
    expectRefused(await t.call('PUT', basis, { basis: 'normalised' }, participant.cookie), 403, 'FORBIDDEN');
    expectRefused(await t.call('PUT', basis, { basis: 'normalised' }, ''), 401, 'UNAUTHENTICATED');
    expectRefused(await t.call('PUT', basis, { basis: 'median' }), 400, 'VALIDATION_FAILED', {
      basis: 'errors.invalidField',
    });
    expectRefused(await t.get('/api/admin/fairness/contests/not-a-uuid'), 400, 'VALIDATION_FAILED');
    expectRefused(await t.get('/api/admin/fairness/years/abc'), 400, 'VALIDATION_FAILED');
    expectRefused(
      await t.get('/api/admin/fairness/contests/00000000-0000-4000-8000-000000000000'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the award basis', () => {
  it('is chosen before publication, audit-logged, decides the published awards, and returns to raw when unpublished', async () => {
    const { contestId, ids } = await workedExampleContest(t);
    const basis = `/api/admin/fairness/contests/${contestId}/award-basis`;
    const set = await t.call('PUT', basis, { basis: 'normalised' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ contestId, awardBasis: 'normalised' });
    expect((await t.auditOf(contestId, 'contest.award_basis')).map((row) => [row.before, row.after])).toEqual(
      [[{ awardBasis: 'raw' }, { awardBasis: 'normalised' }]],
    );
    // Before publication the stored result stays raw.
    expect(await stored(ids[0])).toEqual({ finalScore: 7, award: 'awarded' });

    const published = await saveForm(contestId, { showEvaluations: true, confirmPublish: true });
    expect(published.statusCode, published.body).toBe(200);
    expect(await stored(ids[0])).toEqual({ finalScore: 6.5, award: 'honorable' });
    expect(await stored(ids[2])).toEqual({ finalScore: 6.5, award: 'honorable' });
    expect(await stored(ids[5])).toEqual({ finalScore: 8.21, award: 'awarded' });

    // A later save of the published contest (here a raised disagreement threshold) keeps them.
    expect((await saveForm(contestId, { disagreementThreshold: 5 })).statusCode).toBe(200);
    expect(await stored(ids[0])).toEqual({ finalScore: 6.5, award: 'honorable' });
    expectRefused(await t.call('PUT', basis, { basis: 'raw' }), 409, 'AWARD_BASIS_PUBLISHED');
    expectRefused(
      await t.call('POST', `/api/admin/submissions/${ids[0]}/amendment`, {
        judge1Score: 9,
        reason: 'Erro de digitação',
      }),
      409,
      'AMENDMENT_NORMALISED',
    );

    expect((await saveForm(contestId, { showEvaluations: false })).statusCode).toBe(200);
    expect(await stored(ids[0])).toEqual({ finalScore: 7, award: 'awarded' });
    expect((await t.call('PUT', basis, { basis: 'raw' })).statusCode).toBe(200);
    expect((await t.auditOf(contestId, 'contest.award_basis')).length).toBe(2);
  });

  it('leaves raw results alone when raw is kept', async () => {
    const { contestId, ids } = await workedExampleContest(t);
    expect((await saveForm(contestId, { showEvaluations: true, confirmPublish: true })).statusCode).toBe(200);
    expect(await stored(ids[0])).toEqual({ finalScore: 7, award: 'awarded' });
  });
});

describe('a scoring judge’s own calibration', () => {
  it('shows the judge’s own distribution beside the panel, with no other judge’s name, id or entry', async () => {
    const { contestId, pj1, pj2, ids } = await workedExampleContest(t);
    const res = await t.get(`/api/judge/contests/${contestId}/calibration`, pj1.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.own).toMatchObject({ count: 10, mean: 7, histogram: [0, 0, 0, 0, 0, 3, 4, 3, 0, 0] });
    expect(body.panel).toMatchObject({ count: 20, mean: 6.5 });
    expect(body.panelMissing).toBe(0);
    const values = jsonValues(body);
    for (const secret of [pj2.user.id, pj2.user.username, pj2.user.email, ...ids]) {
      expect(values).not.toContain(secret);
    }
    expect(Object.keys(body).sort()).toEqual(['contestId', 'own', 'panel', 'panelMissing']);
  });

  it('holds the panel back until the other judges gave ten scores', async () => {
    const { contestId, pj1 } = await workedExampleContest(t, { b: [8, 6, 4] });
    const body = (await t.get(`/api/judge/contests/${contestId}/calibration`, pj1.cookie)).json();
    expect(body.panel).toBeNull();
    expect(body.panelMissing).toBe(7);
    expect(body.own.count).toBe(10);
  });

  it('refuses a judge not on the contest, the pre-filter judge, admins, participants and visitors', async () => {
    const { contestId, participant } = await workedExampleContest(t);
    const url = `/api/judge/contests/${contestId}/calibration`;
    const other = await signedInUser(t.app, 'photo_judge_1');
    expectRefused(await t.get(url, other.cookie), 404, 'NOT_FOUND');
    const video = await signedInUser(t.app, 'video_judge_1');
    expectRefused(await t.get(url, video.cookie), 404, 'NOT_FOUND');
    const preFilter = await signedInUser(t.app, 'pre_filter_judge');
    expectRefused(await t.get(url, preFilter.cookie), 403, 'FORBIDDEN');
    expectRefused(await t.get(url), 403, 'FORBIDDEN');
    expectRefused(await t.get(url, participant.cookie), 403, 'FORBIDDEN');
    expectRefused(await t.get(url, ''), 401, 'UNAUTHENTICATED');
  });
});
