import { describe, expect, it } from 'vitest';
import { expectRefused, useApi } from '../../test/api';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';

// A judge's completion locks the scores and decisions they gave (an
// admin may reopen it, with a reason, audit-logged); once results are published no judge or
// pre-filter request changes a result.

const t = useApi();
const DAY = 24 * 60 * 60 * 1000;

const scoreAs = (cookie: string, id: string, score: number) =>
  t.call('PUT', `/api/judge/submissions/${id}/score`, { score }, cookie);
const commentAs = (cookie: string, id: string, comment: string) =>
  t.call('PUT', `/api/judge/submissions/${id}/feedback`, { comment }, cookie);
const decideAs = (cookie: string, id: string, status: string) =>
  t.call('PATCH', `/api/judge/pre-filter/submissions/${id}`, { status }, cookie);
const decideAllAs = (cookie: string, ids: string[], status: string) =>
  t.call('POST', '/api/judge/pre-filter/decisions', { ids, status }, cookie);
const completeAs = (cookie: string, contestId: string) =>
  t.call('POST', `/api/judge/contests/${contestId}/complete`, undefined, cookie);
const reopen = (contestId: string, judgeId: string, body: unknown, as?: string) =>
  t.call('POST', `/api/admin/contests/${contestId}/completions/${judgeId}/reopen`, body, as);

async function judgedContest() {
  const pre = await signedInUser(t.app, 'pre_filter_judge');
  const pj1 = await signedInUser(t.app, 'photo_judge_1');
  const pj2 = await signedInUser(t.app, 'photo_judge_2');
  const participant = await createUser(t.app);
  const contest = await createContest(t.app, {
    startsAt: new Date(Date.now() - 20 * DAY),
    deadline: new Date(Date.now() - 10 * DAY),
    preFilterJudgeId: pre.user.id,
    photoJudge1Id: pj1.user.id,
    photoJudge2Id: pj2.user.id,
  });
  const entry = (preFilterStatus: 'approved' | 'pending' = 'approved') =>
    createSubmission(t.app, { contestId: contest.id, userId: participant.id, preFilterStatus });
  const first = (await entry()).id;
  const pending = (await entry('pending')).id;
  return { contestId: contest.id, pre, pj1, pj2, first, pending, entry };
}

async function scores(id: string) {
  const { rows } = await t.db.$client.query(
    `SELECT judge1_score, judge2_score, pre_filter_status, final_score::float8 AS final_score, award::text AS award
     FROM submissions WHERE id = $1`,
    [id],
  );
  return rows[0];
}

async function publish(contestId: string) {
  await t.db.$client.query('UPDATE contests SET show_evaluations = true WHERE id = $1', [contestId]);
}

describe("a judge's completion locks their scores", () => {
  it('refuses a re-score and a comment after completion; a late approval may still be scored', async () => {
    const { contestId, pre, pj1, first, pending } = await judgedContest();
    expect((await scoreAs(pj1.cookie, first, 8)).statusCode).toBe(200);
    expect((await completeAs(pj1.cookie, contestId)).statusCode).toBe(200);
    expectRefused(await scoreAs(pj1.cookie, first, 2), 409, 'EVALUATION_LOCKED');
    expectRefused(await commentAs(pj1.cookie, first, 'mudei de ideia'), 409, 'EVALUATION_LOCKED');
    expect(await scores(first)).toMatchObject({ judge1_score: 8 });
    // Approved after the completion: new work, not a change of what was given.
    expect((await decideAs(pre.cookie, pending, 'approved')).statusCode).toBe(200);
    expect((await scoreAs(pj1.cookie, pending, 6)).statusCode).toBe(200);
    expectRefused(await scoreAs(pj1.cookie, pending, 7), 409, 'EVALUATION_LOCKED');
  });

  it("locks a completed pre-filter's decisions, but not its new pending photos", async () => {
    const { contestId, pre, pending, entry } = await judgedContest();
    expect((await decideAs(pre.cookie, pending, 'rejected')).statusCode).toBe(200);
    expect((await completeAs(pre.cookie, contestId)).statusCode).toBe(200);
    expectRefused(await decideAs(pre.cookie, pending, 'pending'), 409, 'EVALUATION_LOCKED');
    const late = (await entry('pending')).id;
    expect((await decideAs(pre.cookie, late, 'approved')).statusCode).toBe(200);
    expectRefused(await decideAllAs(pre.cookie, [late], 'pending'), 409, 'EVALUATION_LOCKED');
  });

  it('an admin reopens it with a reason (audit-logged); then the judge may correct', async () => {
    const { contestId, pj1, first } = await judgedContest();
    await scoreAs(pj1.cookie, first, 8);
    await completeAs(pj1.cookie, contestId);
    expectRefused(await reopen(contestId, pj1.user.id, { reason: '' }), 400, 'VALIDATION_FAILED', {
      reason: 'errors.lifecycle.reasonRequired',
    });
    expectRefused(await reopen(contestId, pj1.user.id, {}), 400, 'VALIDATION_FAILED');
    const res = await reopen(contestId, pj1.user.id, { reason: 'Nota digitada errada' });
    expect(res.statusCode).toBe(200);
    const [audit] = await t.auditOf(contestId, 'completion.reopen');
    expect(audit).toMatchObject({
      actor_id: t.admin.id,
      after: { judgeId: pj1.user.id, reason: 'Nota digitada errada' },
    });
    expect((await scoreAs(pj1.cookie, first, 9)).statusCode).toBe(200);
    expectRefused(await reopen(contestId, pj1.user.id, { reason: 'outra vez' }), 404, 'COMPLETION_NOT_FOUND');
  });

  it('only admins reopen; unknown contests are 404', async () => {
    const { contestId, pj1, first } = await judgedContest();
    await scoreAs(pj1.cookie, first, 8);
    await completeAs(pj1.cookie, contestId);
    const body = { reason: 'Nota digitada errada' };
    expect((await reopen(contestId, pj1.user.id, body, '')).statusCode).toBe(401);
    expect((await reopen(contestId, pj1.user.id, body, pj1.cookie)).statusCode).toBe(403);
    expect((await reopen(crypto.randomUUID(), pj1.user.id, body)).statusCode).toBe(404);
    expectRefused(await scoreAs(pj1.cookie, first, 2), 409, 'EVALUATION_LOCKED');
  });
});

describe('after publication no judge or pre-filter request changes a result', () => {
  it('refuses a re-score, a first score, a comment, a move back to pending, a bulk move and a reopening', async () => {
    const { contestId, pre, pj1, pj2, first, pending } = await judgedContest();
    await scoreAs(pj1.cookie, first, 8);
    await scoreAs(pj2.cookie, first, 9);
    await completeAs(pj1.cookie, contestId);
    await publish(contestId);
    const mine = (await t.get('/api/judge/contests', pj2.cookie)).json().items;
    expect(mine.find((c: { id: string }) => c.id === contestId)).toMatchObject({ resultsPublished: true });
    expectRefused(await scoreAs(pj1.cookie, first, 2), 409, 'RESULTS_PUBLISHED');
    expectRefused(await scoreAs(pj2.cookie, first, 2), 409, 'RESULTS_PUBLISHED');
    expectRefused(await commentAs(pj2.cookie, first, 'depois'), 409, 'RESULTS_PUBLISHED');
    expectRefused(await decideAs(pre.cookie, first, 'pending'), 409, 'RESULTS_PUBLISHED');
    expectRefused(await decideAs(pre.cookie, pending, 'approved'), 409, 'RESULTS_PUBLISHED');
    expectRefused(await decideAllAs(pre.cookie, [first], 'pending'), 409, 'RESULTS_PUBLISHED');
    expectRefused(
      await reopen(contestId, pj1.user.id, { reason: 'Nota digitada errada' }),
      409,
      'RESULTS_PUBLISHED',
    );
    expect(await scores(first)).toMatchObject({
      judge1_score: 8,
      judge2_score: 9,
      pre_filter_status: 'approved',
      final_score: 8.5,
      award: 'awarded',
    });
  });

  it('the answers read in both languages', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const locale of ['pt', 'en']) {
      // Signed-in screens' messages (web/i18n/errors), which is where these refusals are shown.
      const catalog = JSON.parse(await readFile(`src/web/i18n/errors/${locale}.json`, 'utf8'));
      for (const code of ['RESULTS_PUBLISHED', 'EVALUATION_LOCKED', 'PUBLISH_CONFIRMATION_REQUIRED']) {
        expect(catalog.errors[code], `${locale} ${code}`).toBeTruthy();
      }
    }
  });
});
