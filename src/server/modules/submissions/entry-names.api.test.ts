import { describe, expect, it } from 'vitest';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';

// An untitled entry has one name everywhere ("Photo N", N its place among its
// author's entries in the contest, oldest first), whatever list, page or filter shows it; and a
// photo the pre-filter did not approve shows its real state to its owner once results are published.

const t = useApi();
const day = 24 * 60 * 60 * 1000;

async function world() {
  const ana = await signedInUser(t.app);
  const bia = await signedInUser(t.app);
  const contest = await createContest(t.app, {
    title: 'Noivas',
    startsAt: new Date(Date.now() - 5 * day),
    deadline: new Date(Date.now() - day),
    resultsAt: new Date(Date.now() - day / 2),
    showSubmissions: true,
    showEvaluations: true,
    showPreFilterResults: false,
  });
  const at = (minutes: number) => new Date(Date.now() - 3 * day + minutes * 60_000);
  const entry = (userId: string, minutes: number, values: Record<string, unknown> = {}) =>
    createSubmission(t.app, { contestId: contest.id, userId, createdAt: at(minutes), ...values });
  // Ana: a rejected photo first, an awarded untitled one second, a titled third; Bia's entries between.
  const rejected = await entry(ana.user.id, 0, { preFilterStatus: 'rejected' });
  await entry(bia.user.id, 1, { preFilterStatus: 'approved', finalScore: 9, award: 'not_awarded' });
  const second = await entry(ana.user.id, 2, {
    preFilterStatus: 'approved',
    judge1Score: 8,
    judge2Score: 8,
    finalScore: 8,
    award: 'awarded',
  });
  const titled = await entry(ana.user.id, 3, { preFilterStatus: 'approved', title: 'Dawn', finalScore: 5 });
  return { ana, bia, contest, rejected, second, titled };
}

describe('entry names and published states', () => {
  it('numbers an untitled entry by its place among its author’s entries in every list', async () => {
    const { ana, contest, rejected, second, titled } = await world();
    const numbers = (items: { id: string; number: number; title: string | null }[]) =>
      Object.fromEntries(items.map((i) => [i.id, [i.number, i.title]]));
    const expected = { [rejected.id]: [1, null], [second.id]: [2, null], [titled.id]: [3, 'Dawn'] };

    // My Submissions is newest first, and sorted by score: the number does not follow the list's order.
    for (const query of ['', '?sort=score']) {
      const mine = await t.get(`/api/participant/submissions${query}`, ana.cookie);
      expect(mine.statusCode).toBe(200);
      expect(numbers(mine.json().items)).toEqual(expected);
    }
    const hub = await t.get('/api/participant/results', ana.cookie);
    expect(hub.statusCode).toBe(200);
    const hubEntries = hub.json().items.find((i: { contest: { id: string } }) => i.contest.id === contest.id);
    expect(numbers(hubEntries.entries)).toEqual(expected);

    const overall = await t.get(`/api/participant/contests/${contest.id}/overall`, ana.cookie);
    expect(overall.statusCode).toBe(200);
    const overallMine = overall.json().items.filter((i: { isMine: boolean }) => i.isMine);
    expect(numbers(overallMine)).toEqual(expected);
    // Bia's only entry is her "Photo 1", whatever Ana entered before or after it.
    const bias = overall.json().items.filter((i: { isMine: boolean }) => !i.isMine);
    expect(bias.map((i: { number: number }) => i.number)).toEqual([1]);

    // The public gallery and the verification page call the awarded untitled photo the same.
    const gallery = await t.app.inject({ method: 'GET', url: `/gallery/${contest.id}?lang=en` });
    expect(gallery.body).toContain('Photo 2');
    expect(gallery.body).not.toContain('Untitled');
    const verify = await t.app.inject({ method: 'GET', url: `/verify/${second.id}?lang=pt` });
    expect(verify.body).toContain('Foto 2');
  });

  it('shows a rejected photo as not judged, never pending, once results are published', async () => {
    // The contest hides pre-filter results: the state says "not judged" without the pre-filter's word.
    const { ana, rejected, second } = await world();
    const mine = await t.get('/api/participant/submissions', ana.cookie);
    const byId = new Map(mine.json().items.map((i: { id: string }) => [i.id, i]));
    expect(byId.get(rejected.id)).toMatchObject({ evaluation: { status: 'not_judged', finalScore: null } });
    expect(byId.get(rejected.id)).not.toHaveProperty('preFilterStatus');
    expect(byId.get(second.id)).toMatchObject({ evaluation: { status: 'evaluated', award: 'awarded' } });
    const hub = await t.get('/api/participant/results', ana.cookie);
    const entries = hub.json().items.flatMap((i: { entries: unknown[] }) => i.entries);
    expect(entries.find((e: { id: string }) => e.id === rejected.id)).toMatchObject({
      outcome: { status: 'not_judged', finalScore: null },
    });
  });

  it('says nothing of the judging before publication', async () => {
    const { ana, contest, rejected } = await world();
    await t.db.$client.query('UPDATE contests SET show_evaluations = false WHERE id = $1', [contest.id]);
    const mine = await t.get('/api/participant/submissions', ana.cookie);
    const item = mine.json().items.find((i: { id: string }) => i.id === rejected.id);
    expect(item).not.toHaveProperty('preFilterStatus');
    expect(item).not.toHaveProperty('evaluation');
    expect(item.number).toBe(1);
  });
});
