import { describe, expect, it } from 'vitest';
import { contestFormBody, expectRefused, useApi } from '../../test/api';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';

// Publishing shows what is still open and needs an explicit
// confirmation (nothing published, nothing emailed without it); after publication a change is an
// admin amendment with a reason, audit-logged, the award recomputed, the participant told in their
// language, and the verification page says "amended on".

const t = useApi();
const DAY = 24 * 60 * 60 * 1000;

async function saveForm(contestId: string, changes: Record<string, unknown>, as?: string) {
  const form = (await t.get(`/api/admin/contests/${contestId}`)).json();
  return t.call('PUT', `/api/admin/contests/${contestId}`, contestFormBody(form, changes), as);
}

async function contestWithWork(options: { closed?: boolean } = {}) {
  const pj1 = await signedInUser(t.app, 'photo_judge_1');
  const pj2 = await signedInUser(t.app, 'photo_judge_2');
  const participant = await createUser(t.app, { locale: 'en' });
  const contest = await createContest(t.app, {
    title: `Integridade ${Date.now().toString(36)}`,
    ...(options.closed
      ? { startsAt: new Date(Date.now() - 20 * DAY), deadline: new Date(Date.now() - 10 * DAY) }
      : {}),
    photoJudge1Id: pj1.user.id,
    photoJudge2Id: pj2.user.id,
  });
  const entry = async (status: 'approved' | 'pending' = 'approved') =>
    (
      await createSubmission(t.app, {
        contestId: contest.id,
        userId: participant.id,
        preFilterStatus: status,
      })
    ).id;
  return { contestId: contest.id, pj1, pj2, participant, entry };
}

const scoreAs = (cookie: string, id: string, score: number) =>
  t.call('PUT', `/api/judge/submissions/${id}/score`, { score }, cookie);

async function emailsTo(address: string) {
  const { rows } = await t.db.$client.query<{ subject: string; text: string; dedupe_key: string }>(
    'SELECT subject, text, dedupe_key FROM emails WHERE to_address = $1 ORDER BY created_at',
    [address],
  );
  return rows;
}

describe('the publish checklist', () => {
  it('lists what is open and refuses to publish without confirmation; nothing stored, nothing emailed', async () => {
    const { contestId, pj1, pj2, participant, entry } = await contestWithWork();
    const flagged = await entry();
    const single = await entry();
    await entry('pending');
    await scoreAs(pj1.cookie, flagged, 10);
    await scoreAs(pj2.cookie, flagged, 3);
    await scoreAs(pj1.cookie, single, 7);

    const lifecycle = (await t.get(`/api/admin/contests/${contestId}/lifecycle`)).json();
    expect(lifecycle).toMatchObject({
      phase: 'submissions',
      publishedAt: null,
      checklist: {
        submissionsOpen: true,
        pendingPreFilter: 1,
        judgesNotComplete: 2,
        unadjudicatedDisagreements: 1,
        singleScored: 1,
        open: [
          'submissionsOpen',
          'pendingPreFilter',
          'judgesNotComplete',
          'unadjudicatedDisagreements',
          'singleScored',
        ],
      },
    });
    expect(lifecycle.judges).toHaveLength(2);

    const refused = await saveForm(contestId, { showEvaluations: true });
    expectRefused(refused, 409, 'PUBLISH_CONFIRMATION_REQUIRED', {
      submissionsOpen: 'errors.lifecycle.checklist.submissionsOpen',
      unadjudicatedDisagreements: 'errors.lifecycle.checklist.unadjudicatedDisagreements',
    });
    expect((await t.get(`/api/admin/contests/${contestId}`)).json().showEvaluations).toBe(false);
    expect(await emailsTo(participant.email)).toEqual([]);

    const published = await saveForm(contestId, { showEvaluations: true, confirmPublish: true });
    expect(published.statusCode, published.body).toBe(200);
    const after = (await t.get(`/api/admin/contests/${contestId}/lifecycle`)).json();
    expect(after.phase).toBe('published');
    expect(after.publishedAt).toEqual(expect.any(String));
    const [audit] = await t.auditOf(contestId, 'contest.publish');
    expect(audit.after).toMatchObject({ checklist: { judgesNotComplete: 2, unadjudicatedDisagreements: 1 } });
  });

  it('publishes at once when nothing is open', async () => {
    const { contestId, pj1, pj2, entry } = await contestWithWork({ closed: true });
    const id = await entry();
    await scoreAs(pj1.cookie, id, 8);
    await scoreAs(pj2.cookie, id, 8);
    for (const judge of [pj1, pj2]) {
      expect(
        (await t.call('POST', `/api/judge/contests/${contestId}/complete`, undefined, judge.cookie))
          .statusCode,
      ).toBe(200);
    }
    const lifecycle = (await t.get(`/api/admin/contests/${contestId}/lifecycle`)).json();
    expect(lifecycle).toMatchObject({ phase: 'judging_closed', checklist: { open: [] } });
    expect((await saveForm(contestId, { showEvaluations: true })).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    const { contestId, pj1 } = await contestWithWork();
    expect((await t.get(`/api/admin/contests/${contestId}/lifecycle`, '')).statusCode).toBe(401);
    expect((await t.get(`/api/admin/contests/${contestId}/lifecycle`, pj1.cookie)).statusCode).toBe(403);
    expect((await t.get(`/api/admin/contests/${crypto.randomUUID()}/lifecycle`)).statusCode).toBe(404);
    expect((await t.get('/api/admin/contests/nope/lifecycle')).statusCode).toBe(404);
  });
});

describe('amendments after publication', () => {
  async function published() {
    const world = await contestWithWork({ closed: true });
    const id = await world.entry();
    await scoreAs(world.pj1.cookie, id, 8);
    await scoreAs(world.pj2.cookie, id, 7);
    await t.db.$client.query(
      'UPDATE contests SET show_evaluations = true, results_published_at = now() WHERE id = $1',
      [world.contestId],
    );
    return { ...world, id };
  }
  const amend = (id: string, body: unknown, as?: string) =>
    t.call('POST', `/api/admin/submissions/${id}/amendment`, body, as);

  it('needs a reason and a change; only admins; only published results', async () => {
    const { id, pj1, contestId } = await published();
    expectRefused(await amend(id, { judge1Score: 3 }), 400, 'VALIDATION_FAILED', {
      reason: 'errors.lifecycle.reasonRequired',
    });
    expectRefused(
      await amend(id, { judge1Score: 11, reason: 'Erro de digitação' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefused(
      await amend(id, { judge1Score: 8, reason: 'Erro de digitação' }),
      409,
      'AMENDMENT_UNCHANGED',
    );
    expect((await amend(id, { judge1Score: 3, reason: 'Erro de digitação' }, '')).statusCode).toBe(401);
    expect((await amend(id, { judge1Score: 3, reason: 'Erro de digitação' }, pj1.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await amend(crypto.randomUUID(), { judge1Score: 3, reason: 'Erro de digitação' })).statusCode,
    ).toBe(404);
    await t.db.$client.query('UPDATE contests SET show_evaluations = false WHERE id = $1', [contestId]);
    expectRefused(
      await amend(id, { judge1Score: 3, reason: 'Erro de digitação' }),
      409,
      'RESULTS_NOT_PUBLISHED',
    );
  });

  it('recomputes the award, audits with the reason, tells the participant in their language, and the verification page says so', async () => {
    const { id, contestId, participant } = await published();
    const participantCookie = await signIn(t.app, participant);
    const before = await t.app.inject({ method: 'GET', url: `/verify/${id}?lang=en` });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('amended');

    const res = await amend(id, { judge2Score: 9, reason: 'Judge 2 typed 7 for 9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      notified: true,
      amendment: {
        submissionId: id,
        reason: 'Judge 2 typed 7 for 9',
        before: { finalScore: 7.5, award: 'awarded' },
        after: { finalScore: 8.5, award: 'awarded' },
      },
    });
    const [audit] = await t.auditOf(id, 'submission.amend');
    expect(audit).toMatchObject({
      actor_id: t.admin.id,
      before: { judge2Score: 7, finalScore: 7.5, award: 'awarded' },
      after: { judge2Score: 9, finalScore: 8.5, reason: 'Judge 2 typed 7 for 9', certificate: 'unchanged' },
    });
    const [email] = await emailsTo(participant.email);
    expect(email.subject).toContain('Result amended');
    expect(email.text).toContain('Judge 2 typed 7 for 9');
    expect(email.text).toContain('8.5');

    const verify = await t.app.inject({ method: 'GET', url: `/verify/${id}?lang=en` });
    expect(verify.body).toMatch(/Result amended on /);
    const pt = await t.app.inject({ method: 'GET', url: `/verify/${id}?lang=pt` });
    expect(pt.body).toMatch(/Resultado retificado em /);

    // An amendment that takes the award away revokes the certificate and badge.
    const down = await amend(id, { judge1Score: 2, judge2Score: 3, reason: 'Plágio comprovado' });
    expect(down.json().amendment.after).toEqual({ finalScore: 2.5, award: 'not_awarded' });
    expect((await t.auditOf(id, 'submission.amend'))[1].after).toMatchObject({ certificate: 'revoked' });
    const revoked = await t.app.inject({ method: 'GET', url: `/verify/${id}?lang=en` });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('revoked by an amendment');
    expect((await t.app.inject({ method: 'GET', url: `/verify/${id}/badge.svg` })).statusCode).toBe(404);

    const amendable = (await t.get(`/api/admin/contests/${contestId}/amendable`)).json();
    expect(amendable.items).toEqual([
      expect.objectContaining({ id, judge1Score: 2, judge2Score: 3, finalScore: 2.5, award: 'not_awarded' }),
    ]);
    expect((await t.get(`/api/admin/contests/${contestId}/amendable`, participantCookie)).statusCode).toBe(
      403,
    );
    const lifecycle = (await t.get(`/api/admin/contests/${contestId}/lifecycle`)).json();
    expect(lifecycle.amendments.map((a: { reason: string }) => a.reason)).toEqual([
      'Plágio comprovado',
      'Judge 2 typed 7 for 9',
    ]);
  });
});
