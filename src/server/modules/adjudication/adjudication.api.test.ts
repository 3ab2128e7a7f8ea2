import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles';
import { imageKeysOf } from '../../lib/images';
import { createContest, createSubmission, createUser, signIn, type TestUser } from '../../test/factories';
import { jsonValues } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/test-app';

// An entry whose judges disagree by the contest's threshold is flagged for
// the admin, who assigns an adjudicator (a judge not on the entry, without a conflict); the
// adjudicator scores blind and their score replaces the judge score further from it.

type Who = { user: TestUser; cookie: string };

let t: TestApp;
let admin: Who;
let pj1: Who;
let pj2: Who;
let adjudicator: Who;
let otherPhotoJudge: Who;
let entrantJudge: Who;
let filmJudge: Who;
let preFilter: Who;
let participant: Who;
let contestId: string;
let flagged: string;
let agreed: string;

async function who(role: Role, username?: string): Promise<Who> {
  const user = await createUser(t.app, { role, ...(username ? { username } : {}) });
  return { user, cookie: await signIn(t.app, user) };
}

function call(cookie: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

async function score(judge: Who, id: string, value: number) {
  const res = await call(judge.cookie, 'PUT', `/api/judge/submissions/${id}/score`, { score: value });
  expect(res.statusCode).toBe(200);
}

async function stored(id: string) {
  const { rows } = await t.app.ctx.db.$client.query<{
    final_score: number | null;
    award: string | null;
    adjudicator_id: string | null;
    adjudicator_score: number | null;
  }>(
    `SELECT final_score::float8 AS final_score, award::text AS award, adjudicator_id, adjudicator_score
     FROM submissions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await who('admin');
  pj1 = await who('photo_judge_1');
  pj2 = await who('photo_judge_2');
  adjudicator = await who('photo_judge_1', `Arbitra-${Date.now().toString(36)}`);
  otherPhotoJudge = await who('photo_judge_2');
  entrantJudge = await who('photo_judge_2');
  filmJudge = await who('video_judge_1');
  preFilter = await who('pre_filter_judge');
  participant = await who('participant', `Autora-${Date.now().toString(36)}`);
  contestId = (
    await createContest(t.app, {
      title: 'Divergências 2026',
      preFilterJudgeId: preFilter.user.id,
      photoJudge1Id: pj1.user.id,
      photoJudge2Id: pj2.user.id,
    })
  ).id;
  flagged = (
    await createSubmission(t.app, { contestId, userId: participant.user.id, preFilterStatus: 'approved' })
  ).id;
  agreed = (
    await createSubmission(t.app, { contestId, userId: participant.user.id, preFilterStatus: 'approved' })
  ).id;
  // A judge with an entry in the contest has a conflict of interest.
  await createSubmission(t.app, { contestId, userId: entrantJudge.user.id, preFilterStatus: 'approved' });
  // 10/3: the reported pair, 7 apart (threshold 3): 6.5, an honourable mention by the mean.
  await score(pj1, flagged, 10);
  await score(pj2, flagged, 3);
  await score(pj1, agreed, 8);
  await score(pj2, agreed, 7);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/contests/:id/disagreements', () => {
  it('lists the flagged entry with both judges and who may adjudicate it (admin)', async () => {
    const res = await call(admin.cookie, 'GET', `/api/admin/contests/${contestId}/disagreements`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contest).toMatchObject({ id: contestId, threshold: 3, isExtra: false });
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([flagged]);
    const [item] = body.items;
    expect(item).toMatchObject({
      flagged: true,
      difference: 7,
      judge1: { username: pj1.user.username, score: 10 },
      judge2: { username: pj2.user.username, score: 3 },
      adjudicator: null,
      finalScore: 6.5,
      award: 'honorable',
    });
    const refusal = (id: string) =>
      item.candidates.find((c: { id: string }) => c.id === id)?.refusal as string | null | undefined;
    expect(refusal(adjudicator.user.id)).toBeNull();
    expect(refusal(otherPhotoJudge.user.id)).toBeNull();
    expect(refusal(pj1.user.id)).toBe('ADJUDICATOR_ON_ENTRY');
    expect(refusal(pj2.user.id)).toBe('ADJUDICATOR_ON_ENTRY');
    expect(refusal(entrantJudge.user.id)).toBe('JUDGE_HAS_ENTRIES');
    // Only judges of the entry's category are offered.
    expect(refusal(filmJudge.user.id)).toBeUndefined();
    expect(refusal(preFilter.user.id)).toBeUndefined();
  });

  it('is refused to everyone but admins, and answers 404/400 for unknown or malformed ids', async () => {
    const url = `/api/admin/contests/${contestId}/disagreements`;
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    for (const caller of [participant, pj1, adjudicator, preFilter]) {
      expect((await call(caller.cookie, 'GET', url)).statusCode).toBe(403);
    }
    const missing = await call(
      admin.cookie,
      'GET',
      `/api/admin/contests/${crypto.randomUUID()}/disagreements`,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call(admin.cookie, 'GET', '/api/admin/contests/nope/disagreements')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/submissions/:id/adjudicator', () => {
  const url = () => `/api/admin/submissions/${flagged}/adjudicator`;

  it('is refused to everyone but admins', async () => {
    const body = { adjudicatorId: adjudicator.user.id };
    expect((await call(null, 'PUT', url(), body)).statusCode).toBe(401);
    for (const caller of [participant, pj1, adjudicator, preFilter]) {
      expect((await call(caller.cookie, 'PUT', url(), body)).statusCode).toBe(403);
    }
    expect((await stored(flagged)).adjudicator_id).toBeNull();
  });

  it('refuses a judge on the entry, a conflict, another category, an unknown user, an entry not flagged', async () => {
    const refused = async (id: string, adjudicatorId: string) => {
      const res = await call(admin.cookie, 'PUT', `/api/admin/submissions/${id}/adjudicator`, {
        adjudicatorId,
      });
      return { status: res.statusCode, code: res.json().code, fields: res.json().fields };
    };
    expect(await refused(flagged, pj1.user.id)).toMatchObject({ status: 409, code: 'ADJUDICATOR_ON_ENTRY' });
    expect(await refused(flagged, pj2.user.id)).toMatchObject({ status: 409, code: 'ADJUDICATOR_ON_ENTRY' });
    expect(await refused(flagged, entrantJudge.user.id)).toMatchObject({
      status: 409,
      code: 'JUDGE_HAS_ENTRIES',
    });
    expect(await refused(flagged, filmJudge.user.id)).toMatchObject({
      status: 409,
      code: 'ADJUDICATOR_ROLE_MISMATCH',
    });
    expect(await refused(flagged, participant.user.id)).toMatchObject({
      status: 409,
      code: 'ADJUDICATOR_ROLE_MISMATCH',
    });
    expect(await refused(flagged, 'no-such-user')).toMatchObject({
      status: 400,
      fields: { adjudicatorId: 'errors.adjudication.adjudicatorNotFound' },
    });
    expect(await refused(agreed, adjudicator.user.id)).toMatchObject({
      status: 409,
      code: 'ENTRY_NOT_IN_DISAGREEMENT',
    });
    expect((await refused(crypto.randomUUID(), adjudicator.user.id)).status).toBe(404);
    const empty = await call(admin.cookie, 'PUT', url(), {});
    expect(empty.statusCode).toBe(400);
    expect((await stored(flagged)).adjudicator_id).toBeNull();
  });

  it('assigns, may replace before the score, and audit-logs each assignment', async () => {
    expect(
      (await call(admin.cookie, 'PUT', url(), { adjudicatorId: otherPhotoJudge.user.id })).statusCode,
    ).toBe(200);
    expect((await call(admin.cookie, 'PUT', url(), { adjudicatorId: adjudicator.user.id })).statusCode).toBe(
      200,
    );
    expect((await stored(flagged)).adjudicator_id).toBe(adjudicator.user.id);
    const { rows } = await t.app.ctx.db.$client.query<{ actor_id: string; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM audit_log
       WHERE action = 'submission.adjudicator_assign' AND entity_id = $1 ORDER BY id`,
      [flagged],
    );
    expect(rows).toEqual([
      {
        actor_id: admin.user.id,
        before: { adjudicatorId: null },
        after: { adjudicatorId: otherPhotoJudge.user.id },
      },
      {
        actor_id: admin.user.id,
        before: { adjudicatorId: otherPhotoJudge.user.id },
        after: { adjudicatorId: adjudicator.user.id },
      },
    ]);
  });
});

describe('the adjudicator', () => {
  it('sees the entry and nothing of the other scores, the participant or the result (blind)', async () => {
    const res = await call(adjudicator.cookie, 'GET', '/api/judge/adjudications');
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: flagged, contestTitle: 'Divergências 2026', score: null });
    expect(Object.keys(items[0]).sort()).toEqual(
      ['comment', 'contestId', 'contestTitle', 'createdAt', 'id', 'image', 'score', 'video'].sort(),
    );
    expect(res.body).not.toContain(participant.user.username);
    expect(res.body).not.toContain(pj1.user.username);
    expect(jsonValues(res.json())).not.toContain(6.5);
    // The replaced candidate and the entry's own judges have nothing to adjudicate.
    for (const other of [otherPhotoJudge, pj1, pj2]) {
      expect((await call(other.cookie, 'GET', '/api/judge/adjudications')).json().items).toEqual([]);
    }
    expect((await call(preFilter.cookie, 'GET', '/api/judge/adjudications')).statusCode).toBe(403);
    expect((await call(admin.cookie, 'GET', '/api/judge/adjudications')).statusCode).toBe(403);
    expect((await call(participant.cookie, 'GET', '/api/judge/adjudications')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/judge/adjudications')).statusCode).toBe(401);
  });

  it("may see the entry's preview (the same check as the judges'), never the original", async () => {
    const { rows } = await t.app.ctx.db.$client.query<{ file_key: string }>(
      'SELECT file_key FROM submissions WHERE id = $1',
      [flagged],
    );
    await t.app.ctx.storage.put(imageKeysOf(rows[0].file_key).preview, Buffer.from('preview bytes'));
    const preview = `/api/images/${flagged}/preview`;
    expect((await call(adjudicator.cookie, 'GET', preview)).statusCode).toBe(200);
    expect((await call(adjudicator.cookie, 'GET', `/api/images/${flagged}/original`)).statusCode).toBe(404);
    expect((await call(otherPhotoJudge.cookie, 'GET', preview)).statusCode).toBe(404);
  });

  it('only the assigned adjudicator may score; the score replaces the further judge score', async () => {
    const url = `/api/judge/adjudications/${flagged}/score`;
    for (const other of [otherPhotoJudge, pj1, pj2]) {
      expect((await call(other.cookie, 'PUT', url, { score: 1 })).statusCode).toBe(404);
    }
    for (const other of [preFilter, admin, participant]) {
      expect((await call(other.cookie, 'PUT', url, { score: 1 })).statusCode).toBe(403);
    }
    expect((await call(null, 'PUT', url, { score: 1 })).statusCode).toBe(401);
    expect((await call(adjudicator.cookie, 'PUT', url, { score: 11 })).statusCode).toBe(400);
    expect((await stored(flagged)).adjudicator_score).toBeNull();

    const res = await call(adjudicator.cookie, 'PUT', url, { score: 9 });
    expect(res.statusCode).toBe(200);
    // 10/3 adjudicated 9: the 3 is replaced, (10 + 9) / 2 = 9.5, awarded.
    expect(await stored(flagged)).toMatchObject({ adjudicator_score: 9, final_score: 9.5, award: 'awarded' });
    const { rows } = await t.app.ctx.db.$client.query<{ actor_id: string; before: unknown; after: unknown }>(
      `SELECT actor_id, before, after FROM audit_log WHERE action = 'submission.adjudicator_score' AND entity_id = $1`,
      [flagged],
    );
    expect(rows).toEqual([
      {
        actor_id: adjudicator.user.id,
        before: { score: null, finalScore: 6.5, award: 'honorable' },
        after: { score: 9, finalScore: 9.5, award: 'awarded' },
      },
    ]);
    expect((await call(adjudicator.cookie, 'GET', '/api/judge/adjudications')).json().items[0].score).toBe(9);
  });

  it('the judges still see only their own score; a correction keeps the rule', async () => {
    const list = await call(pj2.cookie, 'GET', `/api/judge/photo/submissions?contestId=${contestId}&tab=low`);
    expect(list.statusCode).toBe(200);
    expect(jsonValues(list.json())).not.toContain(9.5);
    expect(list.body).not.toContain('adjudicat');
    await score(pj2, flagged, 4);
    // 10/4 adjudicated 9: the 4 is further, (10 + 9) / 2.
    expect(await stored(flagged)).toMatchObject({ final_score: 9.5, award: 'awarded' });
  });

  it('statistics, rankings and the disagreements follow; the adjudication can no longer change', async () => {
    const { rows } = await t.app.ctx.db.$client.query<{ year: number }>(
      `SELECT extract(year FROM starts_at AT TIME ZONE 'America/Sao_Paulo')::int AS year FROM contests WHERE id = $1`,
      [contestId],
    );
    const stats = await call(
      admin.cookie,
      'GET',
      `/api/admin/stats/contests?year=${rows[0].year}&contestId=${contestId}`,
    );
    expect(stats.statusCode).toBe(200);
    const contest = stats.json().contests[0];
    expect(contest.totals).toMatchObject({ disagreements: 1, adjudicated: 1, awarded: 2, honorable: 0 });

    const results = await call(admin.cookie, 'GET', `/api/admin/results/submissions?contestId=${contestId}`);
    expect(results.statusCode).toBe(200);
    const ranked = results.json().items.find((i: { id: string }) => i.id === flagged);
    expect(ranked).toMatchObject({ finalScore: 9.5, award: 'awarded' });

    const listed = (await call(admin.cookie, 'GET', `/api/admin/contests/${contestId}/disagreements`)).json();
    expect(listed.items[0]).toMatchObject({
      adjudicator: { id: adjudicator.user.id, username: adjudicator.user.username, score: 9 },
      finalScore: 9.5,
      award: 'awarded',
    });
    const again = await call(admin.cookie, 'PUT', `/api/admin/submissions/${flagged}/adjudicator`, {
      adjudicatorId: otherPhotoJudge.user.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ADJUDICATION_ALREADY_SCORED');
  });
});
