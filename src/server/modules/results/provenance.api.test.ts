import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { MySubmission, OverallEntry } from '../../../contract/submissions';
import type { ContestStats, ScoreDistribution } from '../../../contract/statistics';
import { NAMES, useProvenanceWorld } from './provenance.test-world';

// Every view of a score names the judge who gave it (a kept score
// keeps its judge, marked kept), and an adjudicator's score is shown with the score it replaced.

const { t, world, results, page } = useProvenanceWorld();

const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id)!;

describe('admin Rankings and Contest Submissions', () => {
  it("name the judge who gave each score: Paulo's kept scores stay his, Rita's are hers", async () => {
    const { items, contests } = await page();
    // The page names its one contest once; each row carries only the contest's id.
    expect(contests).toHaveLength(1);
    expect(items.every((i) => i.contestId === contests[0].id)).toBe(true);
    expect(contests[0].judges.judge2).toBe(NAMES.rita);
    expect(byId(items, world.ids.kept1).judge2).toMatchObject({
      score: 8,
      givenBy: NAMES.paulo,
      isKept: true,
      isReplaced: false,
    });
    expect(byId(items, world.ids.own2).judge2).toMatchObject({
      score: 9,
      givenBy: NAMES.rita,
      isKept: false,
    });
    expect(byId(items, world.ids.own2).judge1).toMatchObject({ givenBy: NAMES.ana, isKept: false });
    expect(byId(items, world.ids.kept1).adjudication).toBeNull();
  });

  it('show the adjudicated 10/3 → 9 with the score it replaced, so the final 9.5 follows', async () => {
    const item = byId(await results(), world.ids.adjudicated);
    expect(item).toMatchObject({
      judge1: { score: 10, givenBy: NAMES.ana, isReplaced: false },
      judge2: { score: 3, givenBy: NAMES.paulo, isKept: true, isReplaced: true },
      adjudication: { adjudicator: NAMES.carla, score: 9, replaced: 'judge2' },
      finalScore: 9.5,
      award: 'awarded',
      isDisagreement: true,
      rank: 1,
    });
  });

  it('filter disagreements: flagged, still awaiting an adjudicator, adjudicated; bad values are a 400', async () => {
    const ids = async (disagreement: string) => {
      const res = await t.get(
        `/api/admin/results/submissions?contestId=${world.contest}&disagreement=${disagreement}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { id: string }[]).map((i) => i.id);
    };
    expect(await ids('flagged')).toEqual([world.ids.adjudicated]);
    expect(await ids('adjudicated')).toEqual([world.ids.adjudicated]);
    expect(await ids('awaiting')).toEqual([]);
    const bad = await t.get(`/api/admin/results/submissions?disagreement=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { disagreement: 'errors.invalidField' },
    });
  });

  it('are refused to judges and participants', async () => {
    for (const who of [world.rita, world.carla, world.author]) {
      const url = `/api/admin/results/submissions?contestId=${world.contest}`;
      expect((await t.get(url, who.cookie)).statusCode).toBe(403);
      expect(
        (await t.get(`/api/admin/results/submissions.csv?contestId=${world.contest}`, who.cookie)).statusCode,
      ).toBe(403);
    }
  });
});

describe('the CSV', () => {
  const csv = async (locale: 'pt' | 'en') => {
    const res = await t.get(`/api/admin/results/submissions.csv?contestId=${world.contest}&locale=${locale}`);
    expect(res.statusCode, res.body).toBe(200);
    const records: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      columns: true,
      delimiter: locale === 'pt' ? ';' : ',',
    });
    return (id: string) => records.find((r) => r.ID === id)!;
  };

  it('in Portuguese: the giver of each score, kept marked, the adjudicator, what it replaced, disagreement, rank', async () => {
    const row = await csv('pt');
    expect(row(world.ids.kept1)).toMatchObject({
      'Jurado 1': NAMES.ana,
      'Jurado 2': `${NAMES.paulo} (mantida)`,
      'Nota jurado 2': '8',
      'Jurado de desempate': '',
      Divergência: 'Não',
    });
    expect(row(world.ids.own1)['Jurado 2']).toBe(NAMES.rita);
    expect(row(world.ids.adjudicated)).toMatchObject({
      'Nota jurado 1': '10',
      'Nota jurado 2': '3',
      'Jurado de desempate': NAMES.carla,
      'Nota do desempate': '9',
      'Nota substituída': 'Jurado 2',
      Divergência: 'Sim',
      Posição: '1',
      'Nota final': '9,5',
    });
  });

  it('in English, with the same columns', async () => {
    const row = await csv('en');
    expect(row(world.ids.kept2)).toMatchObject({ 'Judge 2': `${NAMES.paulo} (kept)`, Rank: '2' });
    expect(row(world.ids.adjudicated)).toMatchObject({
      Adjudicator: NAMES.carla,
      'Adjudicator score': '9',
      'Score replaced': 'Judge 2',
      Disagreement: 'Yes',
      'Final score': '9.5',
    });
  });
});

describe('Statistics', () => {
  it("count each judge's own scores: Rita 2 evaluated, 3 kept from Paulo, none pending", async () => {
    const res = await t.get(`/api/admin/stats/contests?contestId=${world.contest}`);
    expect(res.statusCode, res.body).toBe(200);
    const contest = (res.json() as { contests: ContestStats[] }).contests[0];
    const slot = (role: string) => contest.judges.find((j) => j.role === role)!;
    expect(slot('photo_judge_2')).toMatchObject({
      judge: { username: NAMES.rita },
      evaluated: 2,
      kept: 3,
      pending: 0,
      total: 5,
      percent: 100,
    });
    expect(slot('photo_judge_1')).toMatchObject({ evaluated: 5, kept: 0, pending: 0 });
  });

  it("draw a chart per judge who scored: Rita's own two, Paulo's three marked kept", async () => {
    const res = await t.get(`/api/admin/stats/contests/${world.contest}/scores`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ScoreDistribution;
    const sum = (counts: { count: number }[]) => counts.reduce((n, c) => n + c.count, 0);
    const side2 = body.judges.filter((j) => j.side === 2);
    expect(side2.map((j) => [j.username, j.isKept, sum(j.counts)])).toEqual([
      [NAMES.rita, false, 2],
      [NAMES.paulo, true, 3],
    ]);
    expect(side2[0].counts.find((c) => c.score === 9)!.count).toBe(1);
    expect(body.judges.filter((j) => j.side === 1).map((j) => [j.username, sum(j.counts)])).toEqual([
      [NAMES.ana, 5],
    ]);
  });

  it('are refused to judges', async () => {
    expect(
      (await t.get(`/api/admin/stats/contests/${world.contest}/scores`, world.rita.cookie)).statusCode,
    ).toBe(403);
  });
});

describe("the participant's views (once the contest shows evaluations)", () => {
  it('say the entry was adjudicated and which score went, without naming any judge', async () => {
    await t.db.$client.query(
      'UPDATE contests SET show_evaluations = true, show_submissions = true WHERE id = $1',
      [world.contest],
    );
    const res = await t.get(`/api/participant/submissions?contestId=${world.contest}`, world.author.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as MySubmission[];
    expect(byId(items, world.ids.adjudicated).evaluation).toMatchObject({
      finalScore: 9.5,
      judge1: { score: 10 },
      judge2: { score: 3 },
      adjudication: { score: 9, replaced: 'judge2' },
    });
    expect(byId(items, world.ids.kept1).evaluation?.adjudication).toBeNull();
    for (const name of [NAMES.ana, NAMES.paulo, NAMES.rita, NAMES.carla])
      expect(res.body).not.toContain(name);

    const overall = await t.get(`/api/participant/contests/${world.contest}/overall`, world.author.cookie);
    expect(overall.statusCode, overall.body).toBe(200);
    expect(byId(overall.json().items as OverallEntry[], world.ids.adjudicated).evaluation).toMatchObject({
      adjudication: { score: 9, replaced: 'judge2' },
    });
    for (const name of [NAMES.ana, NAMES.paulo, NAMES.rita, NAMES.carla])
      expect(overall.body).not.toContain(name);
  });

  it('show nothing of it while the contest hides evaluations', async () => {
    await t.db.$client.query('UPDATE contests SET show_evaluations = false WHERE id = $1', [world.contest]);
    const res = await t.get(`/api/participant/submissions?contestId=${world.contest}`, world.author.cookie);
    expect(res.statusCode).toBe(200);
    expect(byId(res.json().items as MySubmission[], world.ids.adjudicated).evaluation).toBeUndefined();
  });
});
