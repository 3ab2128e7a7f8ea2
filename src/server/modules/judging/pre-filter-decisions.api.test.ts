import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../lib/realtime';
import { createSubmission } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createJudgingWorld, YOUTUBE_URL, type JudgingWorld } from './judging.test-support';

// Bulk pre-filter decisions and the undo of the last decision: who may, who may not,
// all or nothing, audit-logged, live events as for one photo.

let t: TestApp;
let w: JudgingWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createJudgingWorld(t.app);
});
afterAll(async () => {
  await t.close();
});

const BULK = '/api/judge/pre-filter/decisions';
const UNDO = '/api/judge/pre-filter/decisions/undo';

async function photos(contestId: string, n: number, status: 'pending' | 'approved' | 'rejected' = 'pending') {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      (await createSubmission(t.app, { contestId, userId: w.participant.user.id, preFilterStatus: status }))
        .id,
    );
  }
  return ids;
}

async function statusesOf(ids: string[]) {
  const { rows } = await t.db.$client.query<{ id: string; pre_filter_status: string }>(
    'SELECT id, pre_filter_status FROM submissions WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return ids.map((id) => rows.find((r) => r.id === id)?.pre_filter_status);
}

async function auditOf(action: string, ids: string[]) {
  const { rows } = await t.db.$client.query<{
    entity_id: string;
    actor_id: string;
    before: unknown;
    after: unknown;
  }>('SELECT entity_id, actor_id, before, after FROM audit_log WHERE action = $1 AND entity_id = ANY($2)', [
    action,
    ids,
  ]);
  return rows;
}

function post(url: string, cookie: string, body?: object) {
  if (body === undefined) return t.app.inject({ method: 'POST', url, headers: { cookie } });
  return t.app.inject({ method: 'POST', url, headers: { cookie }, payload: body });
}

const judge = () => w.judges.pre_filter_judge.cookie;

/** Undoes whatever the pre-filter judge decided last, so each test starts from its own decision. */
async function clearUndo() {
  await t.db.$client.query('UPDATE pre_filter_decisions SET undone_at = now() WHERE undone_at IS NULL');
}

describe('POST /api/judge/pre-filter/decisions (bulk)', () => {
  it('approves a selection in one action, one audit entry per photo, one live event per contest', async () => {
    const ids = [...(await photos(w.photoContest, 3)), ...(await photos(w.extraPhotoContest, 2))];
    const events: RealtimeEvent[] = [];
    const stop = t.app.ctx.realtime.subscribe((event) => events.push(event));
    const res = await post(BULK, judge(), { ids, status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: 5, status: 'approved' });
    expect(new Set(res.json().contestIds)).toEqual(new Set([w.photoContest, w.extraPhotoContest]));
    expect(await statusesOf(ids)).toEqual(Array(5).fill('approved'));
    const audit = await auditOf('submission.pre_filter', ids);
    expect(audit).toHaveLength(5);
    expect(audit[0]).toMatchObject({
      actor_id: w.judges.pre_filter_judge.user.id,
      before: { preFilterStatus: 'pending' },
      after: { preFilterStatus: 'approved', selection: 5 },
    });
    await expect
      .poll(() => events.map((e) => (e.type === 'contest-progress' ? e.contestId : null)))
      .toEqual(expect.arrayContaining([w.photoContest, w.extraPhotoContest]));
    stop();
    // The counters the judge's screen reads moved with it.
    const contests = await t.app.inject({ url: '/api/judge/contests', headers: { cookie: judge() } });
    const counts = contests.json().items.find((c: { id: string }) => c.id === w.photoContest).counts;
    expect(counts.approved).toBeGreaterThanOrEqual(3);
  });

  it('rejects, and moves back to pending, a selection; photos already there are left alone', async () => {
    const ids = await photos(w.photoContest, 3);
    await post(BULK, judge(), { ids: ids.slice(0, 1), status: 'rejected' });
    const res = await post(BULK, judge(), { ids, status: 'rejected' });
    expect(res.json()).toMatchObject({ changed: 2, status: 'rejected' });
    expect(await statusesOf(ids)).toEqual(['rejected', 'rejected', 'rejected']);
    const back = await post(BULK, judge(), { ids, status: 'pending' });
    expect(back.json()).toMatchObject({ changed: 3 });
    expect(await statusesOf(ids)).toEqual(['pending', 'pending', 'pending']);
  });

  it('changes nothing when one photo is not the judge’s (another contest, a film, unknown)', async () => {
    const mine = await photos(w.photoContest, 2);
    const others = await photos(w.otherPhotoContest, 1);
    const film = (
      await createSubmission(t.app, {
        contestId: w.videoContest,
        userId: w.participant.user.id,
        videoUrl: YOUTUBE_URL,
      })
    ).id;
    for (const stranger of [others[0], film, '00000000-0000-4000-8000-000000000000']) {
      const res = await post(BULK, judge(), { ids: [...mine, stranger], status: 'approved' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('PRE_FILTER_SELECTION_NOT_FOUND');
    }
    expect(await statusesOf([...mine, ...others])).toEqual(['pending', 'pending', 'pending']);
    expect(await auditOf('submission.pre_filter', [...mine, ...others])).toHaveLength(0);
  });

  it('changes nothing when one photo holds the other decision (approved ↔ rejected)', async () => {
    const pending = await photos(w.photoContest, 2);
    const approved = await photos(w.photoContest, 1, 'approved');
    const res = await post(BULK, judge(), { ids: [...pending, ...approved], status: 'rejected' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PRE_FILTER_SELECTION_DECIDED');
    expect(await statusesOf([...pending, ...approved])).toEqual(['pending', 'pending', 'approved']);
  });

  it('refuses an empty, oversized, repeated or malformed selection with a translated 400', async () => {
    const [id] = await photos(w.photoContest, 1);
    const cases: [object, string][] = [
      [{ ids: [], status: 'approved' }, 'errors.selection.size'],
      [{ ids: Array.from({ length: 101 }, () => id), status: 'approved' }, 'errors.selection.size'],
      [{ ids: [id, id], status: 'approved' }, 'errors.selection.repeated'],
      [{ ids: ['nope'], status: 'approved' }, 'errors.invalidId'],
      [{ ids: [id], status: 'maybe' }, ''],
    ];
    for (const [body, message] of cases) {
      const res = await post(BULK, judge(), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (message) expect(Object.values(res.json().fields ?? {})).toContain(message);
    }
  });

  it('is for pre-filter judges only: 401 anonymous, 403 for other roles', async () => {
    const ids = await photos(w.photoContest, 1);
    expect(
      (await t.app.inject({ method: 'POST', url: BULK, payload: { ids, status: 'approved' } })).statusCode,
    ).toBe(401);
    for (const cookie of [w.admin.cookie, w.participant.cookie, w.judges.photo_judge_1.cookie]) {
      expect((await post(BULK, cookie, { ids, status: 'approved' })).statusCode).toBe(403);
    }
    // Another pre-filter judge, assigned nowhere, finds none of them.
    const stranger = await post(BULK, w.strangers.pre_filter_judge.cookie, { ids, status: 'approved' });
    expect(stranger.statusCode).toBe(404);
    expect(await statusesOf(ids)).toEqual(['pending']);
  });
});

describe('POST /api/judge/pre-filter/decisions/undo', () => {
  it('puts a bulk decision’s photos back where each was, once, audit-logged', async () => {
    const ids = await photos(w.photoContest, 3);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/judge/pre-filter/submissions/${ids[0]}`,
      headers: { cookie: judge() },
      payload: { status: 'approved' },
    });
    // ids[0] is approved already: the bulk moves the other two only, so the undo restores those two.
    await post(BULK, judge(), { ids, status: 'approved' });
    const res = await post(UNDO, judge());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ restored: 2, contestIds: [w.photoContest] });
    expect(await statusesOf(ids)).toEqual(['approved', 'pending', 'pending']);
    const audit = await auditOf('submission.pre_filter_undo', ids);
    expect(audit.map((a) => a.entity_id).sort()).toEqual(ids.slice(1).sort());
    expect(audit[0]).toMatchObject({
      before: { preFilterStatus: 'approved' },
      after: { preFilterStatus: 'pending' },
    });
    // Only the last decision: the single approval before it stays, and an undo is not undone.
    const again = await post(UNDO, judge());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_UNDO');
    expect(await statusesOf(ids)).toEqual(['approved', 'pending', 'pending']);
  });

  it('undoes a single decision made on the one-photo path', async () => {
    const [id] = await photos(w.photoContest, 1, 'rejected');
    await t.app.inject({
      method: 'PATCH',
      url: `/api/judge/pre-filter/submissions/${id}`,
      headers: { cookie: judge() },
      payload: { status: 'pending' },
    });
    expect((await post(UNDO, judge())).json()).toEqual({ restored: 1, contestIds: [w.photoContest] });
    expect(await statusesOf([id])).toEqual(['rejected']);
  });

  it('refuses when a photo changed since, when a judge scored one, or once results are published', async () => {
    const ids = await photos(w.photoContest, 2);
    await post(BULK, judge(), { ids, status: 'approved' });
    await t.db.$client.query(`UPDATE submissions SET pre_filter_status = 'pending' WHERE id = $1`, [ids[0]]);
    const changed = await post(UNDO, judge());
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('PRE_FILTER_UNDO_CHANGED');

    const scored = await photos(w.photoContest, 2);
    await post(BULK, judge(), { ids: scored, status: 'approved' });
    const save = await t.app.inject({
      method: 'PUT',
      url: `/api/judge/submissions/${scored[1]}/score`,
      headers: { cookie: w.judges.photo_judge_1.cookie },
      payload: { score: 8 },
    });
    expect(save.statusCode, save.body).toBe(200);
    const blocked = await post(UNDO, judge());
    expect(blocked.json().code).toBe('PRE_FILTER_UNDO_SCORED');
    expect(await statusesOf(scored)).toEqual(['approved', 'approved']);

    const published = await photos(w.extraPhotoContest, 1);
    await post(BULK, judge(), { ids: published, status: 'rejected' });
    await t.db.$client.query('UPDATE contests SET show_evaluations = true WHERE id = $1', [
      w.extraPhotoContest,
    ]);
    try {
      const closed = await post(UNDO, judge());
      expect(closed.json().code).toBe('PRE_FILTER_UNDO_PUBLISHED');
      expect(await statusesOf(published)).toEqual(['rejected']);
    } finally {
      await t.db.$client.query('UPDATE contests SET show_evaluations = false WHERE id = $1', [
        w.extraPhotoContest,
      ]);
    }
  });

  it('refuses once the contest has another pre-filter judge; undoes only the caller’s own decision', async () => {
    const ids = await photos(w.photoContest, 1);
    await post(BULK, judge(), { ids, status: 'approved' });
    // Another pre-filter judge has nothing of theirs to undo, and the first judge's decision stays.
    const stranger = await post(UNDO, w.strangers.pre_filter_judge.cookie);
    expect(stranger.json().code).toBe('NOTHING_TO_UNDO');
    await t.db.$client.query('UPDATE contests SET pre_filter_judge_id = $2 WHERE id = $1', [
      w.photoContest,
      w.strangers.pre_filter_judge.user.id,
    ]);
    try {
      expect((await post(UNDO, judge())).json().code).toBe('PRE_FILTER_UNDO_CHANGED');
      expect(await statusesOf(ids)).toEqual(['approved']);
    } finally {
      await t.db.$client.query('UPDATE contests SET pre_filter_judge_id = $2 WHERE id = $1', [
        w.photoContest,
        w.judges.pre_filter_judge.user.id,
      ]);
    }
    await clearUndo();
  });

  it('is for pre-filter judges only', async () => {
    expect((await t.app.inject({ method: 'POST', url: UNDO })).statusCode).toBe(401);
    for (const cookie of [w.admin.cookie, w.participant.cookie, w.judges.photo_judge_2.cookie]) {
      expect((await post(UNDO, cookie)).statusCode).toBe(403);
    }
  });
});
