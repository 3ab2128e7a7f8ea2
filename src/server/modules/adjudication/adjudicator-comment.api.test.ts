import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, useApi } from '../../test/api';
import { createContest, createSubmission, signedInUser } from '../../test/factories';

// The adjudicator works in the scoring viewer, comment included. The comment is
// theirs (only the assigned adjudicator writes it), audited, shown to the admin beside their score,
// never to the participant.

const t = useApi();
const world = {} as {
  adjudicator: Awaited<ReturnType<typeof signedInUser>>;
  other: Awaited<ReturnType<typeof signedInUser>>;
  author: Awaited<ReturnType<typeof signedInUser>>;
  contest: string;
  entry: string;
};

beforeAll(async () => {
  const j1 = await signedInUser(t.app, 'photo_judge_1');
  const j2 = await signedInUser(t.app, 'photo_judge_2');
  world.adjudicator = await signedInUser(t.app, 'photo_judge_1');
  world.other = await signedInUser(t.app, 'photo_judge_2');
  world.author = await signedInUser(t.app, 'participant');
  world.contest = (
    await createContest(t.app, {
      photoJudge1Id: j1.user.id,
      photoJudge2Id: j2.user.id,
      showEvaluations: true,
    })
  ).id;
  world.entry = (
    await createSubmission(t.app, {
      contestId: world.contest,
      userId: world.author.user.id,
      preFilterStatus: 'approved',
      judge1Score: 10,
      judge2Score: 3,
      finalScore: 6.5,
    })
  ).id;
  const assigned = await t.call('PUT', `/api/admin/submissions/${world.entry}/adjudicator`, {
    adjudicatorId: world.adjudicator.user.id,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});

const save = (cookie: string | null, comment: unknown, id = world.entry) =>
  t.call('PUT', `/api/judge/adjudications/${id}/feedback`, { comment }, cookie ?? '');

describe('PUT /api/judge/adjudications/:id/feedback', () => {
  it('saves the assigned adjudicator’s comment (trimmed), lists it to them and audits it once', async () => {
    const res = await save(world.adjudicator.cookie, '  Luz dura, mas forte.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: world.entry, comment: 'Luz dura, mas forte.' });
    expect((await save(world.adjudicator.cookie, 'Luz dura, mas forte.')).statusCode).toBe(200);
    const mine = (await t.get('/api/judge/adjudications', world.adjudicator.cookie)).json();
    expect(mine.items[0]).toMatchObject({ id: world.entry, comment: 'Luz dura, mas forte.', score: null });
    const audit = await t.auditOf(world.entry, 'submission.adjudicator_comment');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { comment: null }, after: { comment: 'Luz dura, mas forte.' } });
  });

  it('shows it to the admin beside the adjudication, never to the participant', async () => {
    const results = (await t.get(`/api/admin/results/submissions?contestId=${world.contest}`)).json();
    expect(results.items[0].adjudication).toMatchObject({ comment: 'Luz dura, mas forte.', score: null });
    const mine = await t.get(`/api/participant/submissions?contestId=${world.contest}`, world.author.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('Luz dura');
  });

  it('an empty comment clears it', async () => {
    const res = await save(world.adjudicator.cookie, '   ');
    expect(res.json()).toEqual({ id: world.entry, comment: null });
  });

  it('is refused to anyone but the assigned adjudicator, and to bad input', async () => {
    expect((await save(null, 'x')).statusCode).toBe(401);
    expectRefused(await save(world.author.cookie, 'x'), 403, 'FORBIDDEN');
    expect((await save(world.other.cookie, 'x')).statusCode).toBe(404);
    expect((await save(t.cookie, 'x')).statusCode).toBe(403);
    expectRefused(await save(world.adjudicator.cookie, 'x'.repeat(5001)), 400, 'VALIDATION_FAILED', {
      comment: 'errors.judging.commentTooLong',
    });
    expectRefused(await save(world.adjudicator.cookie, 5), 400, 'VALIDATION_FAILED');
    expectRefused(await save(world.adjudicator.cookie, 'x', 'not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});
