import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeOrder, type OrderedEntry } from '../../../domain/judge-order';
import { createContest, createSubmission, createUser, signIn, signedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Scoring judges see a contest's entries in their own stable random order,
// one participant's entries spread apart; pages stay consistent; the pre-filter keeps newest first.

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe('the scoring judges’ order', () => {
  let judge1: Signed;
  let judge2: Signed;
  let preFilter: Signed;
  let contestId: string;
  let entries: OrderedEntry[];

  beforeAll(async () => {
    judge1 = await signedInUser(t.app, 'photo_judge_1');
    judge2 = await signedInUser(t.app, 'photo_judge_2');
    preFilter = await signedInUser(t.app, 'pre_filter_judge');
    contestId = (
      await createContest(t.app, {
        preFilterJudgeId: preFilter.user.id,
        photoJudge1Id: judge1.user.id,
        photoJudge2Id: judge2.user.id,
      })
    ).id;
    // 30 participants with 4 photos each, uploaded one participant after another: 120 entries, more
    // than one page (100).
    entries = [];
    const start = Date.now() - 3_600_000;
    for (let p = 0; p < 30; p++) {
      const participant = await createUser(t.app, { role: 'participant' });
      for (let e = 0; e < 4; e++) {
        const { id } = await createSubmission(t.app, {
          contestId,
          userId: participant.id,
          preFilterStatus: 'approved',
          createdAt: new Date(start + (p * 4 + e) * 1000),
        });
        entries.push({ id, contestId, participantId: participant.id });
      }
    }
  });

  async function pendingIds(judge: Signed): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/judge/photo/submissions?contestId=${contestId}&tab=pending&page=${page}`,
        headers: { cookie: judge.cookie },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: { id: string }[]; total: number };
      ids.push(...body.items.map((item) => item.id));
      if (ids.length >= body.total || body.items.length === 0) return ids;
    }
  }

  it('is the domain rule’s order, across pages, the same on every request', async () => {
    const seen = await pendingIds(judge1);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual(judgeOrder(entries, judge1.user.id, md5).map((e) => e.id));
    expect(await pendingIds(judge1)).toEqual(seen);
  });

  it('spreads one participant’s photos apart and differs from judge to judge', async () => {
    const seen = await pendingIds(judge1);
    const owner = new Map(entries.map((e) => [e.id, e.participantId]));
    // The first 30 (round 0) are 30 different participants, as are the next 30.
    expect(new Set(seen.slice(0, 30).map((id) => owner.get(id))).size).toBe(30);
    expect(new Set(seen.slice(30, 60).map((id) => owner.get(id))).size).toBe(30);
    const other = await pendingIds(judge2);
    expect(other).not.toEqual(seen);
    expect(other).toEqual(judgeOrder(entries, judge2.user.id, md5).map((e) => e.id));
  });

  it('keeps the others in place when an entry is scored and leaves the tab', async () => {
    const before = await pendingIds(judge1);
    const scored = before[3];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/judge/submissions/${scored}/score`,
      payload: { score: 8 },
      headers: { cookie: judge1.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await pendingIds(judge1)).toEqual(before.filter((id) => id !== scored));
  });

  it('leaves the pre-filter’s screen newest first', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/judge/pre-filter/submissions?contestId=${contestId}&status=approved`,
      headers: { cookie: preFilter.cookie },
    });
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toEqual(
      [...entries]
        .reverse()
        .slice(0, 100)
        .map((e) => e.id),
    );
  });

  it('is not reachable by a judge of another contest', async () => {
    const stranger = await signIn(t.app, await createUser(t.app, { role: 'photo_judge_1' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/judge/photo/submissions?contestId=${contestId}&tab=pending`,
      headers: { cookie: stranger },
    });
    expect(res.statusCode).toBe(404);
  });
});
