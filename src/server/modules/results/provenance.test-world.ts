import { beforeAll, expect } from 'vitest';
import type { ResultItem, ResultsPage } from '../../../contract/results';
import { contestFormBody, useApi } from '../../test/api';
import { createContest, createSubmission, signedInUser } from '../../test/factories';

// The provenance scenario, played through the API: photo judge 2 (Paulo) scores three photos and is
// replaced by Rita with "keep their scores"; Rita scores two newer photos; a 10/3 entry is adjudicated
// 9 by Carla (final 9.5). Every view must name the judge who gave each score.

const stamp = Date.now().toString(36);
export const NAMES = {
  ana: `Ana-${stamp}`,
  paulo: `Paulo-${stamp}`,
  rita: `Rita-${stamp}`,
  carla: `Carla-${stamp}`,
  author: `Autora-${stamp}`,
};

export function useProvenanceWorld() {
  const t = useApi();
  const world = {} as Awaited<ReturnType<typeof seed>>;
  async function seed() {
    const ana = await signedInUser(t.app, 'photo_judge_1');
    const paulo = await signedInUser(t.app, 'photo_judge_2');
    const rita = await signedInUser(t.app, 'photo_judge_2');
    const carla = await signedInUser(t.app, 'photo_judge_1');
    const author = await signedInUser(t.app, 'participant');
    for (const [who, name] of [
      [ana, NAMES.ana],
      [paulo, NAMES.paulo],
      [rita, NAMES.rita],
      [carla, NAMES.carla],
      [author, NAMES.author],
    ] as const) {
      await t.db.$client.query('UPDATE users SET username = $2 WHERE id = $1', [who.user.id, name]);
    }
    const contest = (
      await createContest(t.app, {
        title: `Proveniência ${stamp}`,
        photoJudge1Id: ana.user.id,
        photoJudge2Id: paulo.user.id,
      })
    ).id;
    const photo = async () =>
      (
        await createSubmission(t.app, {
          contestId: contest,
          userId: author.user.id,
          preFilterStatus: 'approved',
        })
      ).id;
    const score = async (cookie: string, id: string, value: number) => {
      const res = await t.call('PUT', `/api/judge/submissions/${id}/score`, { score: value }, cookie);
      expect(res.statusCode, res.body).toBe(200);
    };
    // Paulo's three: 8/8, 9/7 and the reported 10/3.
    const kept1 = await photo();
    const kept2 = await photo();
    const adjudicated = await photo();
    for (const [id, a, p] of [
      [kept1, 8, 8],
      [kept2, 9, 7],
      [adjudicated, 10, 3],
    ] as const) {
      await score(ana.cookie, id, a);
      await score(paulo.cookie, id, p);
    }
    // The admin replaces Paulo with Rita, keeping his scores.
    const form = (await t.get(`/api/admin/contests/${contest}`)).json();
    const saved = await t.call(
      'PUT',
      `/api/admin/contests/${contest}`,
      contestFormBody(form, { photoJudge2Id: rita.user.id, previousEvaluations: 'keep' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Rita's two, on newer photos.
    const own1 = await photo();
    const own2 = await photo();
    for (const [id, a, r] of [
      [own1, 6, 6],
      [own2, 7, 9],
    ] as const) {
      await score(ana.cookie, id, a);
      await score(rita.cookie, id, r);
    }
    // Carla adjudicates the 10/3 with a 9: the 3 is replaced, final (10 + 9) / 2 = 9.5.
    const assigned = await t.call('PUT', `/api/admin/submissions/${adjudicated}/adjudicator`, {
      adjudicatorId: carla.user.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const adj = await t.call(
      'PUT',
      `/api/judge/adjudications/${adjudicated}/score`,
      { score: 9 },
      carla.cookie,
    );
    expect(adj.statusCode, adj.body).toBe(200);
    return { contest, ana, paulo, rita, carla, author, ids: { kept1, kept2, adjudicated, own1, own2 } };
  }
  beforeAll(async () => {
    Object.assign(world, await seed());
  });
  const page = async (): Promise<ResultsPage> => {
    const res = await t.get(`/api/admin/results/submissions?contestId=${world.contest}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const results = async (): Promise<ResultItem[]> => (await page()).items;
  return { t, world, results, page };
}
