import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf, addDays } from '../../../domain/contest-dates';
import type { AuditPage } from '../../../contract/audit';
import { expectRefused, useApi } from '../../test/api';
import { createSubmission, createUser, signedInUser } from '../../test/factories';

// A readable audit log — names instead of ids, the entry and contest named, the
// replacement naming both judges and the choice — filtered on the server by contest, actor, action
// and date.

const t = useApi();
const w = {} as {
  contest: string;
  other: string;
  entry: string;
  paulo: Awaited<ReturnType<typeof signedInUser>>;
  rita: Awaited<ReturnType<typeof signedInUser>>;
  author: { id: string; username: string };
};

const body = (title: string, judges: Record<string, string>) => ({
  title,
  category: 'photo',
  photoCategory: 'wedding',
  startDay: dayOf(new Date(Date.now() - 86_400_000)),
  endDay: dayOf(new Date(Date.now() + 7 * 86_400_000)),
  resultDay: dayOf(new Date(Date.now() + 14 * 86_400_000)),
  ...judges,
});

beforeAll(async () => {
  const ana = await createUser(t.app, { role: 'photo_judge_1' });
  w.paulo = await signedInUser(t.app, 'photo_judge_2');
  w.rita = await signedInUser(t.app, 'photo_judge_2');
  w.author = await createUser(t.app, { role: 'participant' });
  const created = await t.call(
    'POST',
    '/api/admin/contests',
    body('Auditoria', { photoJudge1Id: ana.id, photoJudge2Id: w.paulo.user.id }),
  );
  w.contest = created.json().id;
  w.other = (await t.call('POST', '/api/admin/contests', body('Outro', {}))).json().id;
  w.entry = (
    await createSubmission(t.app, {
      contestId: w.contest,
      userId: w.author.id,
      preFilterStatus: 'approved',
      title: 'Primeiro olhar',
    })
  ).id;
  const scored = await t.call('PUT', `/api/judge/submissions/${w.entry}/score`, { score: 7 }, w.paulo.cookie);
  expect(scored.statusCode, scored.body).toBe(200);
  const replaced = await t.call('PUT', `/api/admin/contests/${w.contest}`, {
    ...body('Auditoria 2026', { photoJudge1Id: ana.id, photoJudge2Id: w.rita.user.id }),
    previousEvaluations: 'keep',
  });
  expect(replaced.statusCode, replaced.body).toBe(200);
});

const audit = async (query: Record<string, string>): Promise<AuditPage> => {
  const res = await t.get(`/api/admin/audit?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the audit log filters', () => {
  it("by contest: the contest's rows and its entries', none of another contest", async () => {
    const page = await audit({ contestId: w.contest });
    expect(page.items.map((i) => i.action).sort()).toEqual(
      ['contest.create', 'contest.judge_replace', 'contest.update', 'submission.judge2_score'].sort(),
    );
    expect((await audit({ contestId: w.other })).items.map((i) => i.action)).toEqual(['contest.create']);
  });

  it('by actor, by action and by São Paulo day', async () => {
    const mine = await audit({ actorId: w.paulo.user.id });
    expect(mine.items.map((i) => i.action)).toEqual(['submission.judge2_score']);
    expect(mine.items[0]).toMatchObject({
      entry: { title: 'Primeiro olhar', participant: w.author.username },
    });
    expect(mine.items[0].entityName).toBe('Auditoria 2026');
    const replacements = await audit({ action: 'contest.judge_replace' });
    expect(replacements.items.every((i) => i.action === 'contest.judge_replace')).toBe(true);
    const today = dayOf(new Date());
    expect((await audit({ contestId: w.contest, from: today, to: today })).total).toBe(4);
    expect((await audit({ contestId: w.contest, from: addDays(today, 1) })).total).toBe(0);
    expect((await audit({ contestId: w.contest, to: addDays(today, -1) })).total).toBe(0);
  });

  it('names the judges a replacement row names by id', async () => {
    const page = await audit({ contestId: w.contest, action: 'contest.judge_replace' });
    const [row] = page.items;
    expect(row.before).toMatchObject({ judgeId: w.paulo.user.id });
    expect(row.after).toMatchObject({ judgeId: w.rita.user.id, decision: 'keep', kept: 1 });
    expect(page.names[w.paulo.user.id]).toBe(w.paulo.user.username);
    expect(page.names[w.rita.user.id]).toBe(w.rita.user.username);
  });

  it('refuses bad filters with 400 and non-admins with 403', async () => {
    for (const query of ['contestId=nope', 'action=contest.explode', 'from=yesterday', 'to=2026-13-40']) {
      expectRefused(await t.get(`/api/admin/audit?${query}`), 400, 'VALIDATION_FAILED');
    }
    expect((await t.get(`/api/admin/audit?contestId=${w.contest}`, w.paulo.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/audit/actors', () => {
  it('lists admins and judges by name, never participants; admins only', async () => {
    const res = await t.get('/api/admin/audit/actors');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().items as { id: string }[]).map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([t.admin.id, w.paulo.user.id, w.rita.user.id]));
    expect(ids).not.toContain(w.author.id);
    expect((await t.get('/api/admin/audit/actors', w.rita.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/admin/audit/actors', '')).statusCode).toBe(401);
  });
});
