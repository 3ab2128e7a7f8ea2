import { describe, expect, it } from 'vitest';
import { useApi } from '../../test/api';
import { createSubmission, createUser, signIn } from '../../test/factories';
import { JUDGE_ASSIGNED_QUEUE, sendAssignmentNotice, type AssignmentNotice } from './assignment-notice';

// Every new judge and adjudicator is told, in their language, which contest, what
// to do and by when; the change queues the notice with itself, and the email is stored once.

const t = useApi();

async function queued(): Promise<AssignmentNotice[]> {
  const { rows } = await t.db.$client.query<{ data: AssignmentNotice }>(
    // Jobs queued in one transaction share created_on: the slot orders them within it.
    `SELECT data FROM pgboss.job WHERE name = $1 ORDER BY created_on, data->>'slot', data->>'judgeId'`,
    [JUDGE_ASSIGNED_QUEUE],
  );
  return rows.map((r) => r.data);
}

async function emailsTo(address: string) {
  const { rows } = await t.db.$client.query<{ dedupe_key: string; subject: string; text: string }>(
    `SELECT dedupe_key, subject, text FROM emails WHERE to_address = $1 ORDER BY created_at`,
    [address],
  );
  return rows;
}

async function deliverQueued() {
  for (const notice of await queued()) await sendAssignmentNotice(t.app.ctx, notice);
}

const contestBody = (title: string, judges: Record<string, string | null>) => ({
  title,
  category: 'photo',
  photoCategory: 'wedding',
  startDay: '2026-03-01',
  endDay: '2026-03-20',
  resultDay: '2026-04-10',
  judgingDeadlineDay: '2026-04-01',
  ...judges,
});

describe('assignment emails', () => {
  it('tell each judge of a new contest, in their language, what to do and by when, once', async () => {
    const ana = await createUser(t.app, { role: 'photo_judge_1' });
    const bob = await createUser(t.app, { role: 'photo_judge_2' });
    await t.db.$client.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [bob.id]);
    const res = await t.call(
      'POST',
      '/api/admin/contests',
      contestBody('Casamentos 2026', {
        photoJudge1Id: ana.id,
        photoJudge2Id: bob.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const contestId = res.json().id as string;
    expect((await queued()).filter((n) => n.contestId === contestId)).toEqual([
      { kind: 'slot', contestId, judgeId: ana.id, slot: 'photoJudge1Id' },
      { kind: 'slot', contestId, judgeId: bob.id, slot: 'photoJudge2Id' },
    ]);
    await deliverQueued();
    await deliverQueued(); // a retried job stores nothing twice
    const [pt] = await emailsTo(ana.email);
    expect(pt.subject).toBe('Você foi designado para “Casamentos 2026” (jurado de foto 1)');
    expect(pt.text).toContain('dar uma nota de 1 a 10 a cada foto aprovada');
    expect(pt.text).toContain('Prazo de avaliação: 1 de abril de 2026.');
    expect(pt.text).toContain('/judge/photo');
    expect(pt.dedupe_key).toBe(`judge-assigned:${contestId}:photoJudge1Id:${ana.id}`);
    const en = await emailsTo(bob.email);
    expect(en).toHaveLength(1);
    expect(en[0].subject).toBe('You were assigned to “Casamentos 2026” (photo judge 2)');
    expect(en[0].text).toContain('Judging deadline: 1 April 2026.');

    // Saving the form again with the same judges tells nobody; a new judge 2 alone is told.
    const before = (await queued()).length;
    const form = (await t.get(`/api/admin/contests/${contestId}`)).json();
    const same = await t.call(
      'PUT',
      `/api/admin/contests/${contestId}`,
      contestBody('Casamentos 2026', {
        photoJudge1Id: ana.id,
        photoJudge2Id: bob.id,
      }),
    );
    expect(same.statusCode, same.body).toBe(200);
    expect((await queued()).length).toBe(before);
    const cy = await createUser(t.app, { role: 'photo_judge_2' });
    const changed = await t.call('PUT', `/api/admin/contests/${contestId}`, {
      ...contestBody('Casamentos 2026', { photoJudge1Id: ana.id, photoJudge2Id: cy.id }),
      resultDay: form.resultDay,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await queued()).slice(before)).toEqual([
      { kind: 'slot', contestId, judgeId: cy.id, slot: 'photoJudge2Id' },
    ]);
    await deliverQueued();
    expect(await emailsTo(cy.email)).toHaveLength(1);
    expect(await emailsTo(ana.email)).toHaveLength(1);
  });

  it('tell nobody when the judge no longer holds the slot by the time the job runs', async () => {
    const dan = await createUser(t.app, { role: 'photo_judge_1' });
    const res = await t.call(
      'POST',
      '/api/admin/contests',
      contestBody('Família', { photoJudge1Id: dan.id }),
    );
    const contestId = res.json().id as string;
    await t.db.$client.query('UPDATE contests SET photo_judge_1_id = NULL WHERE id = $1', [contestId]);
    const stored = await sendAssignmentNotice(t.app.ctx, {
      kind: 'slot',
      contestId,
      judgeId: dan.id,
      slot: 'photoJudge1Id',
    });
    expect(stored).toBe(false);
    expect(await emailsTo(dan.email)).toEqual([]);
  });

  it('tell an adjudicator how many entries wait for them; a judge may not assign one', async () => {
    const j1 = await createUser(t.app, { role: 'photo_judge_1' });
    const j2 = await createUser(t.app, { role: 'photo_judge_2' });
    const eve = await createUser(t.app, { role: 'photo_judge_1' });
    const author = await createUser(t.app, { role: 'participant' });
    const res = await t.call(
      'POST',
      '/api/admin/contests',
      contestBody('Divergências', {
        photoJudge1Id: j1.id,
        photoJudge2Id: j2.id,
      }),
    );
    const contestId = res.json().id as string;
    const entry = await createSubmission(t.app, {
      contestId,
      userId: author.id,
      preFilterStatus: 'approved',
      judge1Score: 10,
      judge2Score: 3,
      finalScore: 6.5,
    });
    const url = `/api/admin/submissions/${entry.id}/adjudicator`;
    const asJudge = await t.call('PUT', url, { adjudicatorId: eve.id }, await signIn(t.app, j1));
    expect(asJudge.statusCode).toBe(403);
    expect((await queued()).filter((n) => n.kind === 'adjudicator')).toEqual([]);

    expect((await t.call('PUT', url, { adjudicatorId: eve.id })).statusCode).toBe(200);
    expect((await queued()).filter((n) => n.kind === 'adjudicator')).toEqual([
      { kind: 'adjudicator', contestId, judgeId: eve.id },
    ]);
    await deliverQueued();
    const [mail] = await emailsTo(eve.email);
    expect(mail.subject).toBe('Você foi designado para “Divergências” (jurado de desempate)');
    expect(mail.text).toContain('os dois jurados divergiram em 1 inscrição');
    expect(mail.text).toContain('/judge/adjudication');
    expect(mail.dedupe_key).toMatch(
      new RegExp(`^adjudicator-assigned:${contestId}:${eve.id}:\\d{4}-\\d{2}-\\d{2}$`),
    );
  });
});
