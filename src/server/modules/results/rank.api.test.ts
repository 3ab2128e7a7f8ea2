import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The rankings' "#N" was the position in the list; with "lowest first" the worst entry was
// #1, and tied entries had different numbers. The rank is 1 + the entries scored higher.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, await createUser(t.app, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
});

describe('the rank in the admin rankings', () => {
  it('is shared by ties within a contest, does not depend on the sort, and is empty for unscored entries', async () => {
    const participant = await createUser(t.app);
    const contest = await createContest(t.app, {});
    const ids: Record<string, string> = {};
    for (const [name, score] of [
      ['nine', 9],
      ['eightA', 8],
      ['eightB', 8],
      ['six', 6],
      ['none', null],
    ] as const) {
      ids[name] = (
        await createSubmission(t.app, {
          contestId: contest.id,
          userId: participant.id,
          preFilterStatus: 'approved',
          finalScore: score,
        })
      ).id;
    }
    const expected = { [ids.nine]: 1, [ids.eightA]: 2, [ids.eightB]: 2, [ids.six]: 4, [ids.none]: null };
    for (const query of [`contestId=${contest.id}&sort=desc`, `contestId=${contest.id}&sort=asc`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/results/submissions?${query}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const ranks = Object.fromEntries(
        (res.json().items as { id: string; rank: number | null }[]).map((i) => [i.id, i.rank]),
      );
      expect(ranks, query).toEqual(expected);
    }
  });
});

describe('disagreement between the judges', () => {
  it('flags entries whose two scores differ by the contest’s threshold or more (default 3)', async () => {
    const participant = await createUser(t.app);
    const contest = await createContest(t.app, {});
    const pairs = [
      [10, 3],
      [9, 4],
      [7, 1],
      [8, 6],
      [9, null],
    ] as const;
    const flags: Record<string, boolean> = {};
    for (const [a, b] of pairs) {
      const { id } = await createSubmission(t.app, {
        contestId: contest.id,
        userId: participant.id,
        preFilterStatus: 'approved',
        judge1Score: a,
        judge2Score: b,
        finalScore: b === null ? null : (a + b) / 2,
      });
      flags[id] = b !== null && Math.abs(a - b) >= 3;
    }
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/results/submissions?contestId=${contest.id}`,
          headers: { cookie },
        })
      ).json().items as { id: string; isDisagreement: boolean }[];
    expect(Object.fromEntries((await list()).map((i) => [i.id, i.isDisagreement]))).toEqual(flags);
    await t.db.$client.query('UPDATE contests SET disagreement_threshold = 8 WHERE id = $1', [contest.id]);
    expect((await list()).filter((i) => i.isDisagreement)).toHaveLength(0);
  });

  it('keeps the threshold within 1 to 9 in the contest form', async () => {
    const base = {
      title: 'Limite',
      startDay: '2026-03-10',
      endDay: '2026-03-20',
      resultDay: '2026-04-01',
      category: 'photo',
      photoCategory: 'wedding',
    };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      payload: { ...base, disagreementThreshold: 0 },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ disagreementThreshold: 'errors.contest.thresholdInvalid' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contests',
      payload: base,
      headers: { cookie },
    });
    expect(ok.json().disagreementThreshold).toBe(3);
  });
});
