import { describe, expect, it } from 'vitest';
import { contestFormBody, expectRefused, useApi } from '../../test/api';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';
import { editOf } from '../users/users.test-support';

// Three adjudication faults, each reproduced as it was reported: an adjudication never produces a
// result no judge gave, one person never gives two of an entry's three scores, and a competitor
// never adjudicates. The rules hold whenever scores, slots or roles change, and at score time.

const t = useApi();

const scoreAs = (cookie: string, id: string, score: number) =>
  t.call('PUT', `/api/judge/submissions/${id}/score`, { score }, cookie);
const adjudicateAs = (cookie: string, id: string, score: number) =>
  t.call('PUT', `/api/judge/adjudications/${id}/score`, { score }, cookie);
const assign = (id: string, adjudicatorId: string) =>
  t.call('PUT', `/api/admin/submissions/${id}/adjudicator`, { adjudicatorId });

async function stored(id: string) {
  const { rows } = await t.db.$client.query<{
    final_score: number | null;
    award: string | null;
    adjudicator_id: string | null;
    adjudicator_score: number | null;
    judge1_score: number | null;
  }>(
    `SELECT final_score::float8 AS final_score, award::text AS award, adjudicator_id, adjudicator_score,
       judge1_score FROM submissions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** A contest whose entry the two judges scored 10 and 3 (7 apart, threshold 3), and a free judge. */
async function disagreement() {
  const pj1 = await signedInUser(t.app, 'photo_judge_1');
  const pj2 = await signedInUser(t.app, 'photo_judge_2');
  const adjudicator = await signedInUser(t.app, 'photo_judge_1');
  const participant = await createUser(t.app);
  const contest = await createContest(t.app, { photoJudge1Id: pj1.user.id, photoJudge2Id: pj2.user.id });
  const { id } = await createSubmission(t.app, {
    contestId: contest.id,
    userId: participant.id,
    preFilterStatus: 'approved',
  });
  expect((await scoreAs(pj1.cookie, id, 10)).statusCode).toBe(200);
  expect((await scoreAs(pj2.cookie, id, 3)).statusCode).toBe(200);
  expect((await assign(id, adjudicator.user.id)).statusCode).toBe(200);
  return { contestId: contest.id, id, pj1, pj2, adjudicator };
}

async function saveForm(contestId: string, changes: Record<string, unknown>) {
  const form = (await t.get(`/api/admin/contests/${contestId}`)).json();
  return t.call('PUT', `/api/admin/contests/${contestId}`, contestFormBody(form, changes));
}

describe('a correction that removes the disagreement clears the adjudication', () => {
  it('10/3 adjudicated 9 is 9.5 awarded; judge 1 corrects to 3: final 3, no award, no adjudication', async () => {
    const { id, pj1, adjudicator } = await disagreement();
    expect((await adjudicateAs(adjudicator.cookie, id, 9)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ final_score: 9.5, award: 'awarded', adjudicator_score: 9 });

    expect((await scoreAs(pj1.cookie, id, 3)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({
      judge1_score: 3,
      final_score: 3,
      award: 'not_awarded',
      adjudicator_id: null,
      adjudicator_score: null,
    });
    const cleared = await t.auditOf(id, 'submission.adjudicator_clear');
    expect(cleared).toEqual([
      expect.objectContaining({
        actor_id: pj1.user.id,
        before: { adjudicatorId: adjudicator.user.id, adjudicatorScore: 9 },
        after: { adjudicatorId: null, reason: 'disagreement_resolved' },
      }),
    ]);
    // The cleared adjudicator can no longer score it.
    expect((await adjudicateAs(adjudicator.cookie, id, 9)).statusCode).toBe(404);
  });

  it('a correction that keeps the disagreement keeps the adjudication', async () => {
    const { id, pj2, adjudicator } = await disagreement();
    expect((await adjudicateAs(adjudicator.cookie, id, 9)).statusCode).toBe(200);
    expect((await scoreAs(pj2.cookie, id, 4)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ adjudicator_id: adjudicator.user.id, final_score: 9.5 });
  });

  it('raising the threshold above the difference clears the adjudication and its effect', async () => {
    const { contestId, id, adjudicator } = await disagreement();
    expect((await adjudicateAs(adjudicator.cookie, id, 9)).statusCode).toBe(200);
    expect((await saveForm(contestId, { disagreementThreshold: 8 })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ adjudicator_id: null, final_score: 6.5, award: 'honorable' });
  });
});

describe('an adjudicator never holds one of the two slots', () => {
  it('making the assigned adjudicator photo judge 1 ("start fresh") is refused, the slot named', async () => {
    const { contestId, id, adjudicator } = await disagreement();
    const res = await saveForm(contestId, {
      photoJudge1Id: adjudicator.user.id,
      previousEvaluations: 'fresh',
    });
    expectRefused(res, 409, 'JUDGE_IS_ADJUDICATOR', { photoJudge1Id: 'errors.contest.judgeIsAdjudicator' });
    expect(await stored(id)).toMatchObject({ judge1_score: 10, adjudicator_id: adjudicator.user.id });
  });

  it('at score time too: a slot holder cannot adjudicate, an adjudicator cannot score as judge', async () => {
    const { contestId, id, adjudicator } = await disagreement();
    // However the slot came to them (data from before the rule), the saves check it again.
    await t.db.$client.query('UPDATE contests SET photo_judge_1_id = $2 WHERE id = $1', [
      contestId,
      adjudicator.user.id,
    ]);
    await t.db.$client.query('UPDATE submissions SET judge1_id = NULL, judge1_score = NULL WHERE id = $1', [
      id,
    ]);
    expectRefused(await scoreAs(adjudicator.cookie, id, 10), 409, 'ADJUDICATOR_ON_ENTRY');
    expectRefused(await adjudicateAs(adjudicator.cookie, id, 10), 409, 'ADJUDICATOR_ON_ENTRY');
    expect(await stored(id)).toMatchObject({ judge1_score: null, adjudicator_score: null });
  });
});

describe('a competitor never adjudicates', () => {
  it('switched to participant and back after entering: the open adjudication is gone', async () => {
    const { contestId, id, adjudicator } = await disagreement();
    const toParticipant = await t.call(
      'PUT',
      `/api/admin/users/${adjudicator.user.id}`,
      editOf(adjudicator.user, { role: 'participant' }),
    );
    expect(toParticipant.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ adjudicator_id: null });
    expect(await t.auditOf(id, 'submission.adjudicator_clear')).toEqual([
      expect.objectContaining({ after: { adjudicatorId: null, reason: 'role_changed' } }),
    ]);
    await createSubmission(t.app, { contestId, userId: adjudicator.user.id, preFilterStatus: 'approved' });
    const back = await t.call(
      'PUT',
      `/api/admin/users/${adjudicator.user.id}`,
      editOf(adjudicator.user, { role: 'photo_judge_1' }),
    );
    expect(back.statusCode).toBe(200);
    const cookie = await signIn(t.app, adjudicator.user);
    expect((await adjudicateAs(cookie, id, 10)).statusCode).toBe(404);
    expectRefused(await assign(id, adjudicator.user.id), 409, 'JUDGE_HAS_ENTRIES');
    expect(await stored(id)).toMatchObject({ final_score: 6.5, award: 'honorable' });
  });

  it('at score time: an adjudicator with an entry in the contest is refused', async () => {
    const { contestId, id, adjudicator } = await disagreement();
    await createSubmission(t.app, { contestId, userId: adjudicator.user.id, preFilterStatus: 'approved' });
    expectRefused(await adjudicateAs(adjudicator.cookie, id, 10), 409, 'JUDGE_HAS_ENTRIES');
    expect(await stored(id)).toMatchObject({ adjudicator_score: null, final_score: 6.5 });
  });

  it('a photo judge who stays a photo judge keeps their open adjudications', async () => {
    const { id, adjudicator } = await disagreement();
    const res = await t.call(
      'PUT',
      `/api/admin/users/${adjudicator.user.id}`,
      editOf(adjudicator.user, { role: 'photo_judge_2' }),
    );
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ adjudicator_id: adjudicator.user.id });
  });
});

describe('after publication', () => {
  it("the adjudicator's score is refused like a judge's", async () => {
    const { contestId, id, adjudicator } = await disagreement();
    await t.db.$client.query('UPDATE contests SET show_evaluations = true WHERE id = $1', [contestId]);
    expectRefused(await adjudicateAs(adjudicator.cookie, id, 9), 409, 'RESULTS_PUBLISHED');
    expect(await stored(id)).toMatchObject({ adjudicator_score: null, final_score: 6.5 });
  });
});
