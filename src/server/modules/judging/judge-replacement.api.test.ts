import { beforeAll, describe, expect, it } from 'vitest';
import { contestFormBody, expectRefused, useApi } from '../../test/api';
import {
  createContest,
  createSubmission,
  createUser,
  signedInUser,
  type TestUser,
} from '../../test/factories';

// A score belongs to the judge who gave it, not to the slot. A judge who takes
// over a slot never sees or overwrites the previous judge's scores; the admin decides what becomes
// of them; a user with entries in a contest cannot judge it.

const t = useApi();
let participant: TestUser;
beforeAll(async () => {
  participant = await createUser(t.app, { role: 'participant' });
});

const SCORES = [8, 9, 7, 5, 6];

/** A judge's score and comment on an entry. */
const scoreAs = (cookie: string, id: string, score: number) =>
  t.call('PUT', `/api/judge/submissions/${id}/score`, { score }, cookie);
const commentAs = (cookie: string, id: string, comment: string) =>
  t.call('PUT', `/api/judge/submissions/${id}/feedback`, { comment }, cookie);

/** The scenario: photo judge 2 has scored all 5 approved photos of a contest. */
async function scoredContest() {
  const pj1 = await signedInUser(t.app, 'photo_judge_1');
  const previous = await signedInUser(t.app, 'photo_judge_2');
  const contest = await createContest(t.app, {
    photoJudge1Id: pj1.user.id,
    photoJudge2Id: previous.user.id,
  });
  const ids: string[] = [];
  for (const score of SCORES) {
    const { id } = await createSubmission(t.app, {
      contestId: contest.id,
      userId: participant.id,
      preFilterStatus: 'approved',
    });
    ids.push(id);
    expect((await scoreAs(pj1.cookie, id, score)).statusCode).toBe(200);
    expect((await scoreAs(previous.cookie, id, score)).statusCode).toBe(200);
    await commentAs(previous.cookie, id, `nota ${score} do jurado anterior`);
  }
  const form = (await t.get(`/api/admin/contests/${contest.id}`)).json();
  return { contest: contest.id, form, pj1, previous, ids };
}

/** Saves the contest form as the admin, with these changes. */
function saveForm(contestId: string, form: Record<string, unknown>, changes: Record<string, unknown>) {
  return t.call('PUT', `/api/admin/contests/${contestId}`, contestFormBody(form, changes));
}

async function countsOf(cookie: string, contestId: string) {
  const items = (await t.get('/api/judge/contests', cookie)).json().items as {
    id: string;
    counts: { total: number; pending: number; high: number; low: number };
  }[];
  return items.find((c) => c.id === contestId)?.counts;
}

async function submissionRow(id: string) {
  const { rows } = await t.db.$client.query(
    `SELECT judge2_score, judge2_id, judge2_comment, final_score::float8 AS final_score, award
     FROM submissions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

describe('replacing a judge who has scored', () => {
  it('the edit form learns who has evaluated what on each slot', async () => {
    const { form, previous } = await scoredContest();
    expect(form.evaluations.photoJudge2Id).toEqual([
      { judgeId: previous.user.id, username: previous.user.username, scored: 5, commented: 0 },
    ]);
    expect(form.evaluations.videoJudge1Id).toBeUndefined();
  });

  it('is refused until the admin says what becomes of the scores, naming the slot', async () => {
    const { contest, form } = await scoredContest();
    const next = await signedInUser(t.app, 'photo_judge_2');
    const res = await saveForm(contest, form, { photoJudge2Id: next.user.id });
    expectRefused(res, 409, 'JUDGE_REPLACEMENT_DECISION_REQUIRED', {
      photoJudge2Id: 'errors.contest.replacementDecisionRequired',
    });
    // Unassigning first and assigning later asks just the same.
    const cleared = await saveForm(contest, form, { photoJudge2Id: null });
    expect(cleared.statusCode).toBe(200);
    const again = await saveForm(contest, form, { photoJudge2Id: next.user.id });
    expect(again.json().code).toBe('JUDGE_REPLACEMENT_DECISION_REQUIRED');
  });

  it('keep: the new judge sees none of the previous scores and cannot overwrite them; they still count', async () => {
    const { contest, form, previous, ids } = await scoredContest();
    const before = await submissionRow(ids[0]);
    const next = await signedInUser(t.app, 'photo_judge_2');
    const res = await saveForm(contest, form, { photoJudge2Id: next.user.id, previousEvaluations: 'keep' });
    expect(res.statusCode).toBe(200);

    // The issue saw "Pending 0, ≥ 7: 3, ≤ 6: 2" with the previous judge's scores as the new judge's own.
    expect(await countsOf(next.cookie, contest)).toMatchObject({ total: 0, pending: 0, high: 0, low: 0 });
    for (const tab of ['pending', 'high', 'low']) {
      const page = (
        await t.get(`/api/judge/photo/submissions?contestId=${contest}&tab=${tab}`, next.cookie)
      ).json();
      expect(page.items, tab).toEqual([]);
    }
    expect((await scoreAs(next.cookie, ids[0], 1)).statusCode).toBe(404);
    expect((await commentAs(next.cookie, ids[0], 'x')).statusCode).toBe(404);
    expect(await submissionRow(ids[0])).toEqual(before);
    expect(before.judge2_id).toBe(previous.user.id);

    const [audit] = await t.auditOf(contest, 'contest.judge_replace');
    expect(audit.before).toMatchObject({ slot: 'photoJudge2Id', judgeId: previous.user.id });
    expect(audit.after).toMatchObject({ judgeId: next.user.id, decision: 'keep', kept: 5, setAside: 0 });
  });

  it('keep: a new entry is the new judge’s work, scored in their own name', async () => {
    const { contest, form, pj1 } = await scoredContest();
    const next = await signedInUser(t.app, 'photo_judge_2');
    await saveForm(contest, form, { photoJudge2Id: next.user.id, previousEvaluations: 'keep' });
    const { id } = await createSubmission(t.app, {
      contestId: contest,
      userId: participant.id,
      preFilterStatus: 'approved',
    });
    expect(await countsOf(next.cookie, contest)).toMatchObject({ total: 1, pending: 1 });
    await scoreAs(pj1.cookie, id, 8);
    const saved = await scoreAs(next.cookie, id, 6);
    expect(saved.json().submission.score).toBe(6);
    expect(await submissionRow(id)).toMatchObject({
      judge2_score: 6,
      judge2_id: next.user.id,
      final_score: 7,
    });
  });

  it('fresh: the previous scores are set aside (kept on record), the new judge sees every entry pending', async () => {
    const { contest, form, previous, ids } = await scoredContest();
    const next = await signedInUser(t.app, 'photo_judge_2');
    const res = await saveForm(contest, form, { photoJudge2Id: next.user.id, previousEvaluations: 'fresh' });
    expect(res.statusCode).toBe(200);
    expect(await countsOf(next.cookie, contest)).toMatchObject({ total: 5, pending: 5, high: 0, low: 0 });
    const page = (
      await t.get(`/api/judge/photo/submissions?contestId=${contest}&tab=pending`, next.cookie)
    ).json();
    expect(page.items).toHaveLength(5);
    for (const item of page.items) expect(item).toMatchObject({ score: null, comment: null });

    // Judge 2's score no longer counts: the final score waits for the new judge.
    expect(await submissionRow(ids[0])).toMatchObject({
      judge2_score: null,
      judge2_id: null,
      judge2_comment: null,
      final_score: null,
      award: null,
    });
    const { rows: filed } = await t.db.$client.query(
      `SELECT judge_id, score, comment, side FROM set_aside_evaluations WHERE submission_id = ANY($1::uuid[])
       ORDER BY score`,
      [ids],
    );
    expect(filed.map((r) => r.score)).toEqual([...SCORES].sort((a, b) => a - b));
    expect(filed[0]).toMatchObject({
      judge_id: previous.user.id,
      side: 2,
      comment: 'nota 5 do jurado anterior',
    });

    const [audit] = await t.auditOf(contest, 'contest.judge_replace');
    expect(audit.after).toMatchObject({ decision: 'fresh', setAside: 5, kept: 0 });

    const saved = await scoreAs(next.cookie, ids[0], 10);
    expect(saved.statusCode).toBe(200);
    expect(await submissionRow(ids[0])).toMatchObject({ judge2_score: 10, final_score: 9, award: 'awarded' });
  });

  it('the previous judge, assigned again, finds their own scores', async () => {
    const { contest, form, previous, ids } = await scoredContest();
    const next = await signedInUser(t.app, 'photo_judge_2');
    await saveForm(contest, form, { photoJudge2Id: next.user.id, previousEvaluations: 'keep' });
    const back = await saveForm(contest, form, { photoJudge2Id: previous.user.id });
    expect(back.statusCode).toBe(200);
    expect(await countsOf(previous.cookie, contest)).toMatchObject({ total: 5, pending: 0, high: 3, low: 2 });
    const page = (
      await t.get(`/api/judge/photo/submissions?contestId=${contest}&tab=high`, previous.cookie)
    ).json();
    expect(page.items.map((i: { id: string }) => i.id).sort()).toEqual(ids.slice(0, 3).sort());
  });
});

describe('conflict of interest', () => {
  it('refuses a judge who has entries in the contest, in any slot, with 409 and the slot named', async () => {
    const pf = await signedInUser(t.app, 'pre_filter_judge');
    const pj2 = await signedInUser(t.app, 'photo_judge_2');
    const contest = await createContest(t.app, {});
    await createSubmission(t.app, { contestId: contest.id, userId: pf.user.id });
    await createSubmission(t.app, { contestId: contest.id, userId: pj2.user.id });
    const form = (await t.get(`/api/admin/contests/${contest.id}`)).json();
    expect(form.entrantJudgeIds.sort()).toEqual([pf.user.id, pj2.user.id].sort());

    const res = await saveForm(contest.id, form, {
      preFilterJudgeId: pf.user.id,
      photoJudge2Id: pj2.user.id,
    });
    expectRefused(res, 409, 'JUDGE_HAS_ENTRIES', {
      preFilterJudgeId: 'errors.contest.judgeHasEntries',
      photoJudge2Id: 'errors.contest.judgeHasEntries',
    });
    const { rows } = await t.db.$client.query(
      'SELECT pre_filter_judge_id, photo_judge_2_id FROM contests WHERE id = $1',
      [contest.id],
    );
    expect(rows[0]).toEqual({ pre_filter_judge_id: null, photo_judge_2_id: null });

    const other = await signedInUser(t.app, 'photo_judge_2');
    const ok = await saveForm(contest.id, form, { photoJudge2Id: other.user.id });
    expect(ok.statusCode).toBe(200);
  });

  it('only admins edit contests: a judge is refused with 403', async () => {
    const pj2 = await signedInUser(t.app, 'photo_judge_2');
    const contest = await createContest(t.app, {});
    const res = await t.get(`/api/admin/contests/${contest.id}`, pj2.cookie);
    expect(res.statusCode).toBe(403);
  });
});
