import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contestFormBody, expectRefused, jsonValues, useApi } from '../../test/api';
import { createSubmission, signedInUser } from '../../test/factories';
import { workedExampleContest } from '../fairness/fairness.test-world';

// The entrant's feedback pack: both judges' comments and areas without who they
// are, the final, the contest's average and the percentile; only once evaluations are shown; a PDF.

const t = useApi();

async function publish(contestId: string) {
  const form = (await t.get(`/api/admin/contests/${contestId}`)).json();
  const res = await t.call(
    'PUT',
    `/api/admin/contests/${contestId}`,
    contestFormBody(form, { showEvaluations: true, confirmPublish: true }),
  );
  expect(res.statusCode, res.body).toBe(200);
}

async function withFeedback() {
  const world = await workedExampleContest(t);
  await t.db.$client.query(
    `UPDATE submissions SET judge1_comment = 'Luz bonita', judge1_feedback = ARRAY['composition','light'],
       judge2_comment = 'Enquadramento apertado', judge2_feedback = ARRAY['editing'] WHERE id = $1`,
    [world.ids[5]],
  );
  return world;
}

describe('the feedback pack', () => {
  it('is empty until the contest shows its evaluations', async () => {
    const { participant } = await withFeedback();
    const res = await t.get('/api/participant/feedback', participant.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('gives each entry both judges’ comments and areas, anonymous, the final, the average and the percentile', async () => {
    const { contestId, participant, pj1, pj2, ids } = await withFeedback();
    await publish(contestId);
    const body = (await t.get('/api/participant/feedback', participant.cookie)).json();
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    // Finals 7, 6.5, 6, 5, 6.5, 8, 5, 6.5, 8, 6.5: mean 6.5.
    expect(item.average).toBe(6.5);
    expect(item.entries).toHaveLength(10);
    const best = item.entries.find((e: { id: string }) => e.id === ids[5]);
    expect(best).toEqual({
      id: ids[5],
      title: 'Foto 6',
      kind: 'photo',
      number: 6, // the sixth photo its author sent (domain/entry-name)
      finalScore: 8,
      award: 'awarded',
      percentile: 90, // 8 below + 2 equal / 2 → 9/10
      judges: [
        { side: 1, comment: 'Luz bonita', areas: ['composition', 'light'] },
        { side: 2, comment: 'Enquadramento apertado', areas: ['editing'] },
      ],
    });
    const values = jsonValues(body);
    for (const secret of [pj1.user.id, pj1.user.username, pj2.user.id, pj2.user.username]) {
      expect(values).not.toContain(secret);
    }
    // No judge's score, no judge's name: only the sides.
    expect(JSON.stringify(body)).not.toMatch(/judge1|judge2|username|judgeId/);
  });

  it('holds nobody else’s entries', async () => {
    const { contestId } = await withFeedback();
    const other = await signedInUser(t.app, 'participant');
    await createSubmission(t.app, {
      contestId,
      userId: other.user.id,
      preFilterStatus: 'approved',
      judge1Score: 9,
      judge2Score: 9,
      finalScore: 9,
      award: 'awarded',
      judge1Comment: 'Só para o outro',
    });
    await publish(contestId);
    const body = (await t.get('/api/participant/feedback', other.cookie)).json();
    expect(body.items[0].entries).toHaveLength(1);
    expect(body.items[0].entries[0].judges[0].comment).toBe('Só para o outro');
    expect(body.items[0].entries[0].percentile).toBe(95);
  });

  it('is a one-page PDF in the participant’s language', async () => {
    const { contestId, participant } = await withFeedback();
    await publish(contestId);
    for (const locale of ['pt', 'en']) {
      const res = await t.get(`/api/participant/feedback.pdf?locale=${locale}`, participant.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${locale === 'pt' ? 'jurado-devolutiva.pdf' : 'jurado-feedback.pdf'}"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(
        `${locale === 'pt' ? 'Devolutiva dos jurados' : "The judges' feedback"} — ${participant.user.username}`,
      );
    }
    expectRefused(
      await t.get('/api/participant/feedback.pdf?locale=fr', participant.cookie),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses admins, judges and visitors', async () => {
    const { pj1 } = await withFeedback();
    for (const url of ['/api/participant/feedback', '/api/participant/feedback.pdf']) {
      expectRefused(await t.get(url), 403, 'FORBIDDEN');
      expectRefused(await t.get(url, pj1.cookie), 403, 'FORBIDDEN');
      expectRefused(await t.get(url, ''), 401, 'UNAUTHENTICATED');
    }
  });
});
