import { describe, expect, it } from 'vitest';
import type { JudgeRole } from '../../../domain/roles';
import { createContest } from '../../test/factories';
import type { Method } from '../../test/api';
import { useJudgingWorld } from './judging.test-world';

const { t, w, call, as, stranger, photo, video, row } = useJudgingWorld();

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
      // translates and reacts to (refetch), not a 404 that reads as "try again".
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
    // The contest is named once, on the page; a row carries its id and no URL.
    expect(body).toMatchObject({
      total: 105,
      page: 1,
      pageSize: 100,
      contests: [{ id: contest, title: 'Muitas fotos' }],
    });
    expect(body.items).toHaveLength(100);
    const times = body.items.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['contestId', 'createdAt', 'height', 'id', 'preFilterStatus', 'width'].sort(),
    );
    expect(body.items[0]).toMatchObject({
      contestId: contest,
      preFilterStatus: 'pending',
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

    expect(await t.auditOf(b, 'submission.pre_filter')).toEqual([
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
