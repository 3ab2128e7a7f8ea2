import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 14: the rankings' "#N" was the position in the list; with "lowest first" the worst entry was
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
