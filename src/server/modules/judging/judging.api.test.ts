import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeRole } from '../../../domain/roles';
import { AWARD_SQL, FINAL_SCORE_SQL } from '../../../domain/awards';
import { createContest, createSubmission } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJudgingWorld, YOUTUBE_URL, type JudgingWorld } from './judging.test-support';

let t: TestApp;
let w: JudgingWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createJudgingWorld(t.app);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PATCH' | 'PUT' | 'POST';
function call(cookie: string | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}
const as = (role: JudgeRole) => w.judges[role].cookie;
const stranger = (role: JudgeRole) => w.strangers[role].cookie;

function photo(contestId: string, values: Partial<Parameters<typeof createSubmission>[1]> = {}) {
  return createSubmission(t.app, { contestId, userId: w.participant.user.id, ...values }).then((s) => s.id);
}
function video(contestId: string, values: Partial<Parameters<typeof createSubmission>[1]> = {}) {
  return createSubmission(t.app, {
    contestId,
    userId: w.participant.user.id,
    videoUrl: YOUTUBE_URL,
    ...values,
  }).then((s) => s.id);
}
async function row(id: string) {
  const { rows } = await t.db.$client.query(
    `SELECT pre_filter_status, judge1_score, judge2_score, final_score::float8 AS final_score, award,
       judge1_comment, judge2_comment, judge1_feedback, judge2_feedback
     FROM submissions WHERE id = $1`,
    [id],
  );
  return rows[0];
}
async function auditRows(entityId: string, action?: string) {
  const { rows } = await t.db.$client.query(
    `SELECT actor_id, action, before, after FROM audit_log WHERE entity_id = $1 AND ($2::text IS NULL OR action = $2)
     ORDER BY id`,
    [entityId, action ?? null],
  );
  return rows;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('who may call the judge endpoints', () => {
  const endpoints: [Method, string, unknown?][] = [
    ['GET', '/api/judge/contests'],
    ['GET', '/api/judge/pre-filter/submissions'],
    ['PATCH', `/api/judge/pre-filter/submissions/${UNKNOWN_ID}`, { status: 'approved' }],
    ['GET', '/api/judge/photo/submissions'],
    ['GET', '/api/judge/video/submissions'],
    ['PUT', `/api/judge/submissions/${UNKNOWN_ID}/score`, { score: 7 }],
    ['PUT', `/api/judge/submissions/${UNKNOWN_ID}/feedback`, { comment: 'x' }],
    ['POST', `/api/judge/contests/${UNKNOWN_ID}/complete`],
  ];

  it('refuses anonymous callers with 401 and participants and admins with 403, on every endpoint', async () => {
    for (const [method, url, payload] of endpoints) {
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [w.participant.cookie, w.admin.cookie]) {
        const res = await call(cookie, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('keeps each judge role to its own screens', async () => {
    const expectStatus = async (
      role: JudgeRole,
      method: Method,
      url: string,
      status: number,
      payload?: unknown,
    ) =>
      expect((await call(as(role), method, url, payload)).statusCode, `${role} ${method} ${url}`).toBe(
        status,
      );
    for (const role of ['photo_judge_1', 'photo_judge_2', 'video_judge_1', 'video_judge_2'] as const) {
      await expectStatus(role, 'GET', '/api/judge/pre-filter/submissions', 403);
      await expectStatus(role, 'PATCH', `/api/judge/pre-filter/submissions/${UNKNOWN_ID}`, 403, {
        status: 'approved',
      });
    }
    for (const role of ['pre_filter_judge', 'video_judge_1', 'video_judge_2'] as const) {
      await expectStatus(role, 'GET', '/api/judge/photo/submissions', 403);
    }
    for (const role of ['pre_filter_judge', 'photo_judge_1', 'photo_judge_2'] as const) {
      await expectStatus(role, 'GET', '/api/judge/video/submissions', 403);
    }
    // The pre-filter judge approves and rejects; it never scores or comments.
    await expectStatus('pre_filter_judge', 'PUT', `/api/judge/submissions/${UNKNOWN_ID}/score`, 403, {
      score: 7,
    });
    await expectStatus('pre_filter_judge', 'PUT', `/api/judge/submissions/${UNKNOWN_ID}/feedback`, 403, {
      comment: 'x',
    });
  });
});

describe('assignment and category', () => {
  it('lists only the contests where the judge holds the matching slot', async () => {
    const titles = async (role: JudgeRole, cookie = as(role)) =>
      ((await call(cookie, 'GET', '/api/judge/contests')).json().items as { title: string }[])
        .map((c) => c.title)
        .sort();
    expect(await titles('pre_filter_judge')).toEqual(['Casamentos 2026', 'Extra fotos']);
    expect(await titles('photo_judge_1')).toEqual(['Casamentos 2026', 'Extra fotos']);
    // Extra contests have no second judge.
    expect(await titles('photo_judge_2')).toEqual(['Casamentos 2026']);
    expect(await titles('video_judge_1')).toEqual(['Extra filmes', 'Filmes 2026']);
    expect(await titles('video_judge_2')).toEqual(['Filmes 2026']);
    for (const role of Object.keys(w.strangers) as JudgeRole[]) {
      expect(await titles(role, stranger(role))).toEqual([]);
    }
  });

  it('refuses every judge role on contests where it is not assigned, with 404', async () => {
    const cases: [JudgeRole, string, string][] = [
      ['pre_filter_judge', '/api/judge/pre-filter/submissions', w.otherPhotoContest],
      ['photo_judge_1', '/api/judge/photo/submissions', w.otherPhotoContest],
      ['photo_judge_2', '/api/judge/photo/submissions', w.otherPhotoContest],
      ['video_judge_1', '/api/judge/video/submissions', w.otherVideoContest],
      ['video_judge_2', '/api/judge/video/submissions', w.otherVideoContest],
      // The right contest but not their category.
      ['photo_judge_1', '/api/judge/photo/submissions', w.videoContest],
      ['video_judge_1', '/api/judge/video/submissions', w.photoContest],
      ['pre_filter_judge', '/api/judge/pre-filter/submissions', w.videoContest],
      // The second judge of an extra contest does not exist.
      ['photo_judge_2', '/api/judge/photo/submissions', w.extraPhotoContest],
      ['video_judge_2', '/api/judge/video/submissions', w.extraVideoContest],
    ];
    for (const [role, url, contestId] of cases) {
      const list = await call(as(role), 'GET', `${url}?contestId=${contestId}`);
      expect(list.statusCode, `${role} list ${contestId}`).toBe(404);
      const complete = await call(as(role), 'POST', `/api/judge/contests/${contestId}/complete`);
      expect(complete.statusCode, `${role} complete ${contestId}`).toBe(404);
    }
  });

  it('refuses to score, comment or pre-filter entries of contests the judge does not judge', async () => {
    const otherPhoto = await photo(w.otherPhotoContest, { preFilterStatus: 'approved' });
    const otherVideo = await video(w.otherVideoContest);
    const myPhoto = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const myVideo = await video(w.videoContest);
    const cases: [JudgeRole, string][] = [
      ['photo_judge_1', otherPhoto],
      ['photo_judge_2', otherPhoto],
      ['video_judge_1', otherVideo],
      ['video_judge_2', otherVideo],
      // Wrong category: a photo judge on a video of… no contest of theirs, and the reverse.
      ['photo_judge_1', myVideo],
      ['video_judge_1', myPhoto],
    ];
    for (const [role, id] of cases) {
      for (const cookie of [as(role), stranger(role)]) {
        const score = await call(cookie, 'PUT', `/api/judge/submissions/${id}/score`, { score: 5 });
        expect(score.statusCode, `${role} score ${id}`).toBe(404);
        const comment = await call(cookie, 'PUT', `/api/judge/submissions/${id}/feedback`, { comment: 'hi' });
        expect(comment.statusCode, `${role} comment ${id}`).toBe(404);
      }
    }
    const pending = await photo(w.otherPhotoContest);
    const patch = await call(
      as('pre_filter_judge'),
      'PATCH',
      `/api/judge/pre-filter/submissions/${pending}`,
      {
        status: 'approved',
      },
    );
    expect(patch.statusCode).toBe(404);
    expect(await row(otherPhoto)).toMatchObject({
      judge1_score: null,
      judge2_score: null,
      judge1_comment: null,
    });
    expect(await row(pending)).toMatchObject({ pre_filter_status: 'pending' });
  });

  it('shows photo judges approved photos only, and lets them score nothing else', async () => {
    const pending = await photo(w.photoContest);
    const rejected = await photo(w.photoContest, { preFilterStatus: 'rejected' });
    const approved = await photo(w.photoContest, { preFilterStatus: 'approved' });
    for (const role of ['photo_judge_1', 'photo_judge_2'] as const) {
      const ids: string[] = [];
      for (const tab of ['pending', 'high', 'low']) {
        const res = await call(
          as(role),
          'GET',
          `/api/judge/photo/submissions?contestId=${w.photoContest}&tab=${tab}`,
        );
        expect(res.statusCode).toBe(200);
        ids.push(...res.json().items.map((i: { id: string }) => i.id));
      }
      expect(ids).toContain(approved);
      expect(ids).not.toContain(pending);
      expect(ids).not.toContain(rejected);
      // A photo the pre-filter has not approved (or took back) is said so, with a code the screen
      // translates and reacts to (refetch), not a 404 that reads as "try again" (issue 14).
      for (const id of [pending, rejected]) {
        const score = await call(as(role), 'PUT', `/api/judge/submissions/${id}/score`, { score: 8 });
        expect(score.statusCode).toBe(409);
        expect(score.json().code).toBe('ENTRY_NOT_APPROVED');
        const feedback = await call(as(role), 'PUT', `/api/judge/submissions/${id}/feedback`, {
          comment: 'x',
        });
        expect(feedback.statusCode).toBe(409);
        expect(feedback.json().code).toBe('ENTRY_NOT_APPROVED');
      }
      // The same photo in a contest the judge does not judge stays a plain 404.
      const elsewhere = await photo(w.otherPhotoContest, { preFilterStatus: 'rejected' });
      expect(
        (await call(as(role), 'PUT', `/api/judge/submissions/${elsewhere}/score`, { score: 8 })).statusCode,
      ).toBe(404);
    }
    expect(await row(pending)).toMatchObject({ judge1_score: null, judge2_score: null });
    expect(await row(rejected)).toMatchObject({ judge1_score: null, judge2_score: null });
  });
});

describe('pre-filter', () => {
  it('lists 100 photos a page, newest first, with the total and no participant identity', async () => {
    const { app } = t;
    const contest = (
      await createContest(app, {
        title: 'Muitas fotos',
        preFilterJudgeId: w.judges.pre_filter_judge.user.id,
      })
    ).id;
    const start = Date.now() - 1_000_000;
    for (let i = 0; i < 105; i++) await photo(contest, { createdAt: new Date(start + i * 1000) });
    const first = await call(
      as('pre_filter_judge'),
      'GET',
      `/api/judge/pre-filter/submissions?contestId=${contest}`,
    );
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 105, page: 1, pageSize: 100 });
    expect(body.items).toHaveLength(100);
    const times = body.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.items[0]).sort()).toEqual(
      [
        'contestId',
        'contestTitle',
        'createdAt',
        'height',
        'id',
        'preFilterStatus',
        'previewUrl',
        'thumbUrl',
        'width',
      ].sort(),
    );
    expect(body.items[0]).toMatchObject({
      contestId: contest,
      contestTitle: 'Muitas fotos',
      preFilterStatus: 'pending',
      thumbUrl: `/api/images/${body.items[0].id}/thumb`,
      previewUrl: `/api/images/${body.items[0].id}/preview`,
    });
    const second = await call(
      as('pre_filter_judge'),
      'GET',
      `/api/judge/pre-filter/submissions?contestId=${contest}&status=pending&page=2`,
    );
    expect(second.json().items).toHaveLength(5);
    const approvedTab = await call(
      as('pre_filter_judge'),
      'GET',
      `/api/judge/pre-filter/submissions?contestId=${contest}&status=approved`,
    );
    expect(approvedTab.json()).toMatchObject({ items: [], total: 0 });
    // Without a contest: every assigned photo contest at once.
    const all = await call(as('pre_filter_judge'), 'GET', '/api/judge/pre-filter/submissions');
    expect(all.json().total).toBeGreaterThanOrEqual(105);
  });

  it('answers the total past the last page, and an empty tab of an assigned contest as an empty page', async () => {
    const contest = (await createContest(t.app, { preFilterJudgeId: w.judges.pre_filter_judge.user.id })).id;
    for (let i = 0; i < 3; i++) await photo(contest, {});
    const url = `/api/judge/pre-filter/submissions?contestId=${contest}`;
    const past = await call(as('pre_filter_judge'), 'GET', `${url}&page=4`);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ items: [], total: 3, page: 4 });
    const empty = await call(as('pre_filter_judge'), 'GET', `${url}&status=rejected&page=2`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ items: [], total: 0 });
  });

  it('approves, rejects and moves back to pending, with the counters and the audit log following', async () => {
    const contest = (await createContest(t.app, { preFilterJudgeId: w.judges.pre_filter_judge.user.id })).id;
    const a = await photo(contest);
    const b = await photo(contest);
    await photo(contest);
    const patch = (id: string, status: string) =>
      call(as('pre_filter_judge'), 'PATCH', `/api/judge/pre-filter/submissions/${id}`, { status });

    const approve = await patch(a, 'approved');
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({
      submission: { id: a, preFilterStatus: 'approved' },
      counts: { total: 3, evaluated: 1, pending: 2, approved: 1, rejected: 0 },
    });
    const reject = await patch(b, 'rejected');
    expect(reject.json().counts).toEqual({ total: 3, evaluated: 2, pending: 1, approved: 1, rejected: 1 });

    // Approved ↔ rejected goes through pending, as on the screen.
    const direct = await patch(a, 'rejected');
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe('PRE_FILTER_TRANSITION_NOT_ALLOWED');
    expect((await row(a)).pre_filter_status).toBe('approved');

    const back = await patch(b, 'pending');
    expect(back.json().counts).toEqual({ total: 3, evaluated: 1, pending: 2, approved: 1, rejected: 0 });
    // A repeated click changes nothing and is not an error.
    const again = await patch(b, 'pending');
    expect(again.statusCode).toBe(200);

    expect(await auditRows(b, 'submission.pre_filter')).toEqual([
      expect.objectContaining({
        actor_id: w.judges.pre_filter_judge.user.id,
        before: { preFilterStatus: 'pending' },
        after: { preFilterStatus: 'rejected' },
      }),
      expect.objectContaining({
        before: { preFilterStatus: 'rejected' },
        after: { preFilterStatus: 'pending' },
      }),
    ]);

    const cards = (await call(as('pre_filter_judge'), 'GET', '/api/judge/contests')).json().items;
    expect(cards.find((c: { id: string }) => c.id === contest)).toMatchObject({
      counts: { total: 3, evaluated: 1, pending: 2 },
      completedAt: null,
    });
  });

  it('ignores videos and refuses an unknown status', async () => {
    const videoId = await video(w.videoContest);
    const patch = await call(
      as('pre_filter_judge'),
      'PATCH',
      `/api/judge/pre-filter/submissions/${videoId}`,
      {
        status: 'approved',
      },
    );
    expect(patch.statusCode).toBe(404);
    const id = await photo(w.photoContest);
    const bad = await call(as('pre_filter_judge'), 'PATCH', `/api/judge/pre-filter/submissions/${id}`, {
      status: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('scoring', () => {
  it('judge 1 = 8 and judge 2 = 7 give 7.5, awarded; each save is audited', async () => {
    const id = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const first = await call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 8 });
    expect(first.statusCode).toBe(200);
    expect(first.json().submission).toMatchObject({ id, score: 8 });
    expect(await row(id)).toMatchObject({
      judge1_score: 8,
      judge2_score: null,
      final_score: null,
      award: null,
    });
    const second = await call(as('photo_judge_2'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 7 });
    expect(second.json().submission).toMatchObject({ id, score: 7 });
    expect(await row(id)).toMatchObject({
      judge1_score: 8,
      judge2_score: 7,
      final_score: 7.5,
      award: 'awarded',
    });
    // Judge 2 changes their mind: 6 → 7.0, still awarded; 5 → 6.5, honourable.
    await call(as('photo_judge_2'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 5 });
    expect(await row(id)).toMatchObject({ final_score: 6.5, award: 'honorable' });
    expect(await auditRows(id, 'submission.judge2_score')).toEqual([
      expect.objectContaining({
        actor_id: w.judges.photo_judge_2.user.id,
        before: { score: null, finalScore: null, award: null },
        after: { score: 7, finalScore: 7.5, award: 'awarded' },
      }),
      expect.objectContaining({
        before: { score: 7, finalScore: 7.5, award: 'awarded' },
        after: { score: 5, finalScore: 6.5, award: 'honorable' },
      }),
    ]);
  });

  it('an extra contest is judged by judge 1 alone: 6 is an honourable mention', async () => {
    const id = await photo(w.extraPhotoContest, { preFilterStatus: 'approved' });
    await call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 6 });
    expect(await row(id)).toMatchObject({ judge1_score: 6, final_score: 6, award: 'honorable' });
    const videoId = await video(w.extraVideoContest);
    await call(as('video_judge_1'), 'PUT', `/api/judge/submissions/${videoId}/score`, { score: 7 });
    expect(await row(videoId)).toMatchObject({ final_score: 7, award: 'awarded' });
    // No second judge: judge 2 cannot score it.
    const res = await call(as('video_judge_2'), 'PUT', `/api/judge/submissions/${videoId}/score`, {
      score: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('50 concurrent identical saves leave one consistent row, one audit entry and the right final score', async () => {
    const id = await photo(w.photoContest, { preFilterStatus: 'approved', judge2Score: 6 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 9 }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(await row(id)).toMatchObject({
      judge1_score: 9,
      judge2_score: 6,
      final_score: 7.5,
      award: 'awarded',
    });
    expect(await auditRows(id, 'submission.judge1_score')).toHaveLength(1);
  });

  it('both judges saving at once never lose each other’s score', async () => {
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => photo(w.photoContest, { preFilterStatus: 'approved' })),
    );
    await Promise.all(
      ids.flatMap((id) => [
        call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 7 }),
        call(as('photo_judge_2'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 6 }),
      ]),
    );
    for (const id of ids) {
      expect(await row(id)).toMatchObject({
        judge1_score: 7,
        judge2_score: 6,
        final_score: 6.5,
        award: 'honorable',
      });
    }
  });

  it('refuses scores that are not whole numbers from 1 to 10 with 400', async () => {
    const id = await photo(w.photoContest, { preFilterStatus: 'approved' });
    for (const score of [0, 11, 7.5, 'x', '7', null, -1, 1e9]) {
      const res = await call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score });
      expect(res.statusCode, String(score)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { score: 'errors.judging.invalidScore' },
      });
    }
    expect(
      (await call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, {})).statusCode,
    ).toBe(400);
    expect(await row(id)).toMatchObject({ judge1_score: null });
  });

  it('answers a malformed id with 400 and an unknown one with 404, never 500', async () => {
    const urls: [Method, string, JudgeRole, unknown][] = [
      ['PUT', '/api/judge/submissions/ID/score', 'photo_judge_1', { score: 5 }],
      ['PUT', '/api/judge/submissions/ID/feedback', 'photo_judge_1', { comment: 'ok' }],
      ['PATCH', '/api/judge/pre-filter/submissions/ID', 'pre_filter_judge', { status: 'approved' }],
      ['POST', '/api/judge/contests/ID/complete', 'video_judge_1', undefined],
    ];
    for (const [method, url, role, payload] of urls) {
      for (const bad of ['not-a-uuid', '1', "x'or'1'='1", '00000000-0000-0000-0000-00000000000g']) {
        const res = await call(as(role), method, url.replace('ID', encodeURIComponent(bad)), payload);
        expect(res.statusCode, `${url} ${bad}`).toBe(400);
      }
      const unknown = await call(as(role), method, url.replace('ID', UNKNOWN_ID), payload);
      expect(unknown.statusCode, url).toBe(404);
    }
    const badQuery = await call(as('photo_judge_1'), 'GET', '/api/judge/photo/submissions?contestId=nope');
    expect(badQuery.statusCode).toBe(400);
    const badTab = await call(as('photo_judge_1'), 'GET', '/api/judge/photo/submissions?tab=mine');
    expect(badTab.statusCode).toBe(400);
    const farPage = await call(
      as('photo_judge_1'),
      'GET',
      '/api/judge/photo/submissions?page=9007199254740991',
    );
    expect(farPage.statusCode).toBe(200);
    expect(farPage.json().items).toEqual([]);
    const unsafePage = await call(
      as('photo_judge_1'),
      'GET',
      '/api/judge/photo/submissions?page=99999999999999999999',
    );
    expect(unsafePage.statusCode).toBe(400);
  });

  it('splits a judge’s photos into pending, ≥ 7 and ≤ 6 by their own score', async () => {
    const contest = (
      await createContest(t.app, {
        photoJudge1Id: w.judges.photo_judge_1.user.id,
        photoJudge2Id: w.judges.photo_judge_2.user.id,
      })
    ).id;
    const seven = await photo(contest, { preFilterStatus: 'approved', judge1Score: 7, judge2Score: 2 });
    const six = await photo(contest, { preFilterStatus: 'approved', judge1Score: 6, judge2Score: 9 });
    const none = await photo(contest, { preFilterStatus: 'approved', judge2Score: 10 });
    await photo(contest, { preFilterStatus: 'pending' });
    const tab = async (name: string) =>
      (
        await call(
          as('photo_judge_1'),
          'GET',
          `/api/judge/photo/submissions?contestId=${contest}&tab=${name}`,
        )
      )
        .json()
        .items.map((i: { id: string }) => i.id);
    expect(await tab('pending')).toEqual([none]);
    expect(await tab('high')).toEqual([seven]);
    expect(await tab('low')).toEqual([six]);
    const cards = (await call(as('photo_judge_1'), 'GET', '/api/judge/contests')).json().items;
    expect(cards.find((c: { id: string }) => c.id === contest).counts).toEqual({
      total: 3,
      evaluated: 2,
      pending: 1,
      high: 1,
      low: 1,
    });
  });
});

describe('comments and improvement areas', () => {
  it('trims comments, stores empty ones and empty selections as null, and keeps areas in canonical order', async () => {
    const id = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const save = (body: unknown) =>
      call(as('photo_judge_2'), 'PUT', `/api/judge/submissions/${id}/feedback`, body);
    const res = await save({ comment: '  Linda luz.  ', feedback: ['originality', 'light'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({
      id,
      comment: 'Linda luz.',
      feedback: ['light', 'originality'],
    });
    expect(await row(id)).toMatchObject({
      judge2_comment: 'Linda luz.',
      judge2_feedback: ['light', 'originality'],
    });
    // Leaving a field out keeps it.
    await save({ feedback: ['composition'] });
    expect(await row(id)).toMatchObject({ judge2_comment: 'Linda luz.', judge2_feedback: ['composition'] });
    await save({ comment: '   ', feedback: [] });
    expect(await row(id)).toMatchObject({
      judge2_comment: null,
      judge2_feedback: null,
      judge1_comment: null,
    });
    expect(await auditRows(id, 'submission.judge2_comment')).toHaveLength(3);
    expect((await auditRows(id, 'submission.judge2_comment'))[0]).toMatchObject({
      actor_id: w.judges.photo_judge_2.user.id,
      before: { comment: null, feedback: null },
      after: { comment: 'Linda luz.', feedback: ['light', 'originality'] },
    });
  });

  it('refuses unknown or repeated areas, over-long comments, and areas on videos', async () => {
    const id = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const save = (body: unknown) =>
      call(as('photo_judge_1'), 'PUT', `/api/judge/submissions/${id}/feedback`, body);
    expect((await save({ feedback: ['colour'] })).statusCode).toBe(400);
    expect((await save({ feedback: ['light', 'light'] })).statusCode).toBe(400);
    const long = await save({ comment: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ comment: 'errors.judging.commentTooLong' });
    expect((await save({ comment: 42 })).statusCode).toBe(400);

    const videoId = await video(w.videoContest);
    const videoSave = await call(as('video_judge_1'), 'PUT', `/api/judge/submissions/${videoId}/feedback`, {
      comment: 'Bom ritmo',
      feedback: ['light'],
    });
    expect(videoSave.statusCode).toBe(400);
    expect(videoSave.json().fields).toEqual({ feedback: 'errors.judging.feedbackNotForFilms' });
    const ok = await call(as('video_judge_1'), 'PUT', `/api/judge/submissions/${videoId}/feedback`, {
      comment: 'Bom ritmo',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().submission).toMatchObject({ id: videoId, comment: 'Bom ritmo' });
    expect(ok.json().submission).not.toHaveProperty('feedback');
  });
});

describe('videos', () => {
  it('gives video judges every video of their contest with the embed and thumbnail, and their own score', async () => {
    const contest = (
      await createContest(t.app, {
        category: 'video',
        videoJudge1Id: w.judges.video_judge_1.user.id,
        videoJudge2Id: w.judges.video_judge_2.user.id,
      })
    ).id;
    const id = await video(contest, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42' });
    const list = await call(as('video_judge_2'), 'GET', `/api/judge/video/submissions?contestId=${contest}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(list.json().items[0]).toEqual({
      id,
      contestId: contest,
      contestTitle: expect.any(String),
      createdAt: expect.any(String),
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      score: null,
      comment: null,
    });
    const scored = await call(as('video_judge_2'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 4 });
    expect(scored.json()).toMatchObject({ submission: { id, score: 4 } });
    // The save answers the entry only; the counters come from the contest list (decisions.md).
    const cards = (await call(as('video_judge_2'), 'GET', '/api/judge/contests')).json().items;
    expect(cards.find((c: { id: string }) => c.id === contest).counts).toEqual({
      total: 1,
      evaluated: 1,
      pending: 0,
      high: 0,
      low: 1,
    });
  });
});

describe('completion', () => {
  it('is refused while anything is pending for the judge, then recorded once', async () => {
    const contest = (
      await createContest(t.app, {
        category: 'video',
        videoJudge1Id: w.judges.video_judge_1.user.id,
        videoJudge2Id: w.judges.video_judge_2.user.id,
      })
    ).id;
    const id = await video(contest, { judge2Score: 8 });
    const complete = (role: JudgeRole) => call(as(role), 'POST', `/api/judge/contests/${contest}/complete`);

    const refused = await complete('video_judge_1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EVALUATION_PENDING');
    // Judge 2 has nothing pending here; their completion is their own.
    expect((await complete('video_judge_2')).statusCode).toBe(200);

    await call(as('video_judge_1'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 7 });
    const first = await complete('video_judge_1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ contestId: contest, counts: { pending: 0, evaluated: 1 } });
    const [second, third] = await Promise.all([complete('video_judge_1'), complete('video_judge_1')]);
    expect(second.statusCode).toBe(200);
    expect(third.statusCode).toBe(200);
    expect(second.json().completedAt).toBe(first.json().completedAt);
    expect(third.json().completedAt).toBe(first.json().completedAt);

    const { rows } = await t.db.$client.query(
      'SELECT count(*)::int AS n FROM evaluation_completions WHERE contest_id = $1 AND judge_id = $2',
      [contest, w.judges.video_judge_1.user.id],
    );
    expect(rows[0].n).toBe(1);
    expect(await auditRows(contest, 'completion.create')).toHaveLength(2);
    const card = (await call(as('video_judge_1'), 'GET', '/api/judge/contests'))
      .json()
      .items.find((c: { id: string }) => c.id === contest);
    expect(card.completedAt).toBe(first.json().completedAt);
  });

  it('lets a pre-filter judge complete once no photo is pending', async () => {
    const contest = (await createContest(t.app, { preFilterJudgeId: w.judges.pre_filter_judge.user.id })).id;
    const id = await photo(contest);
    const complete = () => call(as('pre_filter_judge'), 'POST', `/api/judge/contests/${contest}/complete`);
    expect((await complete()).statusCode).toBe(409);
    await call(as('pre_filter_judge'), 'PATCH', `/api/judge/pre-filter/submissions/${id}`, {
      status: 'rejected',
    });
    const done = await complete();
    expect(done.statusCode).toBe(200);
    expect(done.json().counts).toEqual({ total: 1, evaluated: 1, pending: 0, approved: 0, rejected: 1 });
  });
});

describe('blind and independent judging', () => {
  it('never sends a judge the participant’s identity or the other judge’s evaluation', async () => {
    const p = w.participant.user;
    const photoId = await photo(w.photoContest, {
      preFilterStatus: 'approved',
      judge2Score: 3,
      judge2Comment: 'OTHER-JUDGE-SECRET',
      finalScore: null,
    });
    await t.db.$client.query(`UPDATE submissions SET judge2_feedback = ARRAY['editing'] WHERE id = $1`, [
      photoId,
    ]);
    const videoId = await video(w.videoContest, { judge1Score: 3, judge1Comment: 'OTHER-JUDGE-SECRET' });
    const pending = await photo(w.photoContest);

    const bodies: string[] = [];
    const grab = async (cookie: string, method: Method, url: string, payload?: unknown) => {
      const res = await call(cookie, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
      bodies.push(res.body);
      return res;
    };
    const pj1 = as('photo_judge_1');
    await grab(pj1, 'GET', '/api/judge/contests');
    await grab(pj1, 'GET', `/api/judge/photo/submissions?contestId=${w.photoContest}&tab=pending`);
    await grab(pj1, 'PUT', `/api/judge/submissions/${photoId}/score`, { score: 9 });
    await grab(pj1, 'PUT', `/api/judge/submissions/${photoId}/feedback`, {
      comment: 'Meu comentário',
      feedback: ['light'],
    });
    await grab(pj1, 'GET', `/api/judge/photo/submissions?contestId=${w.photoContest}&tab=high`);
    const vj2 = as('video_judge_2');
    await grab(vj2, 'GET', `/api/judge/video/submissions?contestId=${w.videoContest}`);
    await grab(vj2, 'PUT', `/api/judge/submissions/${videoId}/score`, { score: 9 });
    await grab(vj2, 'PUT', `/api/judge/submissions/${videoId}/feedback`, { comment: 'Meu comentário' });
    await grab(vj2, 'GET', `/api/judge/video/submissions?contestId=${w.videoContest}&tab=high`);
    const pf = as('pre_filter_judge');
    await grab(pf, 'GET', `/api/judge/pre-filter/submissions?contestId=${w.photoContest}&status=approved`);
    await grab(pf, 'GET', `/api/judge/pre-filter/submissions?status=pending`);
    await grab(pf, 'PATCH', `/api/judge/pre-filter/submissions/${pending}`, { status: 'approved' });

    for (const body of bodies) {
      expect(body).not.toContain(p.id);
      expect(body).not.toContain(p.username);
      expect(body).not.toContain(p.email);
      expect(body).not.toContain('Zefa');
      expect(body).not.toContain('OTHER-JUDGE-SECRET');
      expect(body).not.toContain('editing');
      expect(body).not.toMatch(/"score":3[,}]/);
      expect(body).not.toMatch(/judge[12]|final|award|userId|username|email/i);
    }
    // Their own work did arrive.
    expect(bodies.join('\n')).toContain('Meu comentário');
    expect(bodies.join('\n')).toMatch(/"score":9[,}]/);
  });
});

describe('stored results', () => {
  // Runs last in this file: every row a judge has scored above must match the SQL twins that
  // rankings and statistics use.
  it('every row a judge scored agrees with FINAL_SCORE_SQL and AWARD_SQL', async () => {
    const { rows } = await t.db.$client.query(
      `SELECT s.id, s.final_score::float8 AS stored_final, (${FINAL_SCORE_SQL})::float8 AS sql_final,
         s.award::text AS stored_award, (${AWARD_SQL}) AS sql_award
       FROM submissions s JOIN contests c ON c.id = s.contest_id
       WHERE s.id::text IN (SELECT entity_id FROM audit_log WHERE action LIKE 'submission.judge%_score')`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      expect({ id: r.id, final: r.stored_final, award: r.stored_award }).toEqual({
        id: r.id,
        final: r.sql_final,
        award: r.sql_award,
      });
    }
  });
});
