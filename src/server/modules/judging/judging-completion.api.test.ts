import { describe, expect, it } from 'vitest';
import type { JudgeRole } from '../../../domain/roles';
import { createContest } from '../../test/factories';
import type { Method } from '../../test/api';
import { useJudgingWorld } from './judging.test-world';

const { t, w, call, as, photo, video, videoContest } = useJudgingWorld();

describe('videos', () => {
  it('gives video judges every video of their contest with the embed and thumbnail, and their own score', async () => {
    const contest = await videoContest();
    const id = await video(contest, { videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42' });
    const list = await call(as('video_judge_2'), 'GET', `/api/judge/video/submissions?contestId=${contest}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pageSize: 50, contests: [{ id: contest }] });
    expect(list.json().items[0]).toEqual({
      id,
      contestId: contest,
      createdAt: expect.any(String),
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      provider: 'youtube',
      score: null,
      comment: null,
    });
    const scored = await call(as('video_judge_2'), 'PUT', `/api/judge/submissions/${id}/score`, { score: 4 });
    expect(scored.json()).toMatchObject({ submission: { id, score: 4 } });
    // The save answers the entry only; the counters come from the contest list (docs/decisions/judging.md).
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
    const contest = await videoContest();
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
    expect(await t.auditOf(contest, 'completion.create')).toHaveLength(2);
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
