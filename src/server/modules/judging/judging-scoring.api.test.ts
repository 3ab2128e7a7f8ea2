import { describe, expect, it } from 'vitest';
import type { JudgeRole } from '../../../domain/roles';
import { AWARD_SQL, FINAL_SCORE_SQL } from '../../../domain/awards';
import { createContest } from '../../test/factories';
import type { Method } from '../../test/api';
import { useJudgingWorld } from './judging.test-world';

const { t, w, call, as, photo, video, row } = useJudgingWorld();

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

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
    expect(await t.auditOf(id, 'submission.judge2_score')).toEqual([
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
    expect(await t.auditOf(id, 'submission.judge1_score')).toHaveLength(1);
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
    expect(await t.auditOf(id, 'submission.judge2_comment')).toHaveLength(3);
    expect((await t.auditOf(id, 'submission.judge2_comment'))[0]).toMatchObject({
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
