import { describe, expect, it } from 'vitest';
import { awardFor, computeFinalScore } from '../../../domain/awards';
import { scoringSlotOf } from '../../../domain/judge-slots';
import { useJudgingWorld } from './judging.test-world';
import { createScoreSaver, saveScores } from './score-saves.repo';

// Saves that arrive together share one statement (score-saves.ts): each caller must still get the
// answer and the row a save of its own would have given, with one audit entry per change.

const { t, w, photo } = useJudgingWorld();

const rule = scoringSlotOf('photo_judge_1');

async function rowsOf(ids: string[]) {
  const { rows } = await t.db.$client.query<{
    id: string;
    judge1_score: number | null;
    judge2_score: number | null;
    judge1_id: string | null;
    final_score: number | null;
    award: string | null;
  }>(
    `SELECT id, judge1_score, judge2_score, judge1_id, final_score::float8 AS final_score, award
     FROM submissions WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function auditCount(ids: string[]) {
  const { rows } = await t.db.$client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE action = 'submission.judge1_score' AND entity_id = ANY($1)`,
    [ids],
  );
  return rows[0].n;
}

describe('grouped score saves', () => {
  it('60 saves at once through the API: each answered as alone, final scores and awards by the domain rule', async () => {
    const normal = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        photo(w.photoContest, {
          preFilterStatus: 'approved',
          judge2Score: i % 3 === 0 ? null : 1 + (i % 10),
        }),
      ),
    );
    const extra = await Promise.all(
      Array.from({ length: 6 }, () => photo(w.extraPhotoContest, { preFilterStatus: 'approved' })),
    );
    const notTheirs = await photo(w.otherPhotoContest, { preFilterStatus: 'approved' });
    const pending = await photo(w.photoContest, { preFilterStatus: 'pending' });
    const mine = [...normal, ...extra];
    // Every entry twice (the second save of an entry must wait for the first), plus two refusals.
    const first = mine.map((id, i) => ({ id, score: 1 + ((i * 7) % 10) }));
    const saves = [...first, ...first.map(({ id, score }) => ({ id, score: (score % 10) + 1 }))];
    const responses = await Promise.all(
      [...saves, { id: notTheirs, score: 5 }, { id: pending, score: 5 }].map(({ id, score }) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/judge/submissions/${id}/score`,
          payload: { score },
          headers: { cookie: w.judges.photo_judge_1.cookie },
        }),
      ),
    );
    for (const [i, { id, score }] of saves.entries()) {
      expect(responses[i].statusCode, `save ${i}`).toBe(200);
      expect(responses[i].json().submission).toMatchObject({ id, score });
    }
    expect(responses[saves.length].statusCode).toBe(404);
    expect(responses[saves.length + 1].statusCode).toBe(409);
    expect(responses[saves.length + 1].json().code).toBe('ENTRY_NOT_APPROVED');

    const rows = await rowsOf(mine);
    for (const id of mine) {
      const row = rows.get(id)!;
      // Both saves of an entry ran, one after the other: the row holds one of the two scores.
      const given = saves.filter((s) => s.id === id).map((s) => s.score);
      expect(given).toContain(row.judge1_score);
      expect(row.judge1_id).toBe(w.judges.photo_judge_1.user.id);
      const isExtra = extra.includes(id);
      const final = computeFinalScore({
        judge1Score: row.judge1_score,
        judge2Score: row.judge2_score,
        isExtra,
      });
      expect({ id, final: row.final_score, award: row.award }).toEqual({
        id,
        final,
        award: awardFor(final, isExtra),
      });
    }
    // One audit entry per change: both saves of each entry changed it.
    expect(await auditCount(mine)).toBe(2 * mine.length);
    const untouched = await rowsOf([notTheirs, pending]);
    expect([...untouched.values()].map((r) => r.judge1_score)).toEqual([null, null]);
  });

  it('one statement saves several judges’ entries and leaves out the ones not theirs', async () => {
    const a = await photo(w.photoContest, { preFilterStatus: 'approved', judge2Score: 8 });
    const b = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const c = await photo(w.photoContest, { preFilterStatus: 'approved' });
    const elsewhere = await photo(w.otherPhotoContest, { preFilterStatus: 'approved' });
    const judge = w.judges.photo_judge_1.user.id;
    const stranger = w.strangers.photo_judge_1.user.id;
    const rows = await saveScores(t.db.$client, rule, [
      { judgeId: judge, id: a, score: 7 },
      { judgeId: judge, id: b, score: 9 },
      { judgeId: judge, id: elsewhere, score: 9 },
      { judgeId: stranger, id: c, score: 9 },
    ]);
    expect(rows.map((r) => [r.id, r.changed]).sort()).toEqual(
      [
        [a, true],
        [b, true],
      ].sort(),
    );
    const saved = await rowsOf([a, b, c, elsewhere]);
    expect(saved.get(a)).toMatchObject({ judge1_score: 7, final_score: 7.5, award: 'awarded' });
    expect(saved.get(b)).toMatchObject({ judge1_score: 9, final_score: null, award: null });
    expect(saved.get(c)).toMatchObject({ judge1_score: null });
    expect(saved.get(elsewhere)).toMatchObject({ judge1_score: null });
    // Saving the same scores again changes nothing and writes no audit entry.
    const again = await saveScores(t.db.$client, rule, [
      { judgeId: judge, id: a, score: 7 },
      { judgeId: judge, id: b, score: 9 },
    ]);
    expect(again.map((r) => r.changed)).toEqual([false, false]);
    expect(await auditCount([a, b])).toBe(2);
  });

  it('a statement that fails is retried save by save: only the bad save fails', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => photo(w.photoContest, { preFilterStatus: 'approved' })),
    );
    const saver = createScoreSaver(t.db.$client, rule);
    const judge = w.judges.photo_judge_1.user.id;
    // More than run at once, so the later ones are grouped; one of them is not a valid id.
    const results = await Promise.allSettled([
      ...ids.map((id, i) => saver.save(judge, id, 1 + i)),
      saver.save(judge, 'not-a-uuid', 5),
    ]);
    expect(results.slice(0, ids.length).map((r) => r.status)).toEqual(ids.map(() => 'fulfilled'));
    expect(results[ids.length].status).toBe('rejected');
    const rows = await rowsOf(ids);
    expect(ids.map((id) => rows.get(id)!.judge1_score)).toEqual(ids.map((_, i) => 1 + i));
  });
});
