import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import type { ResultItem, ResultsPage } from '../../../contract/results';
import { useApi } from '../../test/api';
import { createContest, createSubmission, createUser, judgedBy } from '../../test/factories';

// The results API tests' world: two participants (names that CSV and sorting must handle), judges,
// a photo, a video, an extra and an old contest, and entries in every judging state (ids by name).

export const COMMENT = 'Luz linda; ótima "composição",\nsegunda linha — ação!';
const day = 24 * 60 * 60 * 1000;

export type ResultsWorld = Awaited<ReturnType<typeof seed>>;

async function seed(app: FastifyInstance) {
  const ids: Record<string, string> = {};
  const joao = await createUser(app, { username: 'João Ção', email: 'joao.cao@example.test' });
  const ana = await createUser(app, { username: '=Ana+Souza', email: 'ana@example.test' });
  const judges = {
    pre: await createUser(app, { role: 'pre_filter_judge', username: 'Pré Juíza' }),
    pj1: await createUser(app, { role: 'photo_judge_1', username: 'Jurado Foto Um' }),
    pj2: await createUser(app, { role: 'photo_judge_2', username: 'Jurada Foto Dois' }),
    vj1: await createUser(app, { role: 'video_judge_1', username: 'Cineasta Um' }),
    vj2: await createUser(app, { role: 'video_judge_2', username: 'Cineasta Dois' }),
  };
  const now = Date.now();
  const contest = (values: Parameters<typeof createContest>[1]) =>
    createContest(app, values).then((c) => c.id);
  const photoContest = await contest({
    title: 'Casamentos de Verão',
    startsAt: new Date('2026-02-10T15:00:00Z'),
    deadline: new Date('2026-03-01T03:00:00Z'),
    resultsAt: new Date('2026-03-20T15:00:00Z'),
    ...judgedBy(judges.pre, judges.pj1, judges.pj2),
  });
  const videoContest = await contest({
    title: 'Filmes 2026',
    category: 'video',
    startsAt: new Date('2026-04-10T15:00:00Z'),
    deadline: new Date('2026-05-01T03:00:00Z'),
    resultsAt: new Date('2026-05-20T15:00:00Z'),
    ...judgedBy(judges.vj1, judges.vj2),
  });
  const extraContest = await contest({
    title: 'Extra Família',
    photoCategory: 'family',
    isExtra: true,
    startsAt: new Date('2026-06-10T15:00:00Z'),
    deadline: new Date('2026-07-01T03:00:00Z'),
    resultsAt: new Date('2026-07-20T15:00:00Z'),
    ...judgedBy(judges.pj1),
  });
  // Already 2025 in UTC, still 2024 in São Paulo: the year filter must say 2024.
  const oldContest = await contest({
    title: 'Réveillon',
    startsAt: new Date('2025-01-01T02:30:00Z'), // 31 Dec 2024, 23:30 in São Paulo
    deadline: new Date('2025-01-20T03:00:00Z'),
    resultsAt: new Date('2025-02-01T15:00:00Z'),
  });

  const at = (minutes: number) => new Date(now - 10 * day + minutes * 60_000);
  const entry = (values: Parameters<typeof createSubmission>[1]) =>
    createSubmission(app, values).then((s) => s.id);
  const photo = (values: Partial<Parameters<typeof createSubmission>[1]>) =>
    entry({ contestId: photoContest, userId: joao.id, ...values });
  // Photo contest: awarded 8.0 (with comment and areas), honourable 6.5, not awarded 5.0, pending
  // pre-filter, and a rejected photo that keeps 9/9 from before the pre-filter changed its mind.
  ids.awarded = await photo({
    preFilterStatus: 'approved',
    judge1Score: 8,
    judge2Score: 8,
    finalScore: 8,
    award: 'awarded',
    judge1Comment: COMMENT,
    judge2Comment: null,
    isPaid: true,
    createdAt: at(1),
  });
  await app.ctx.db.$client.query(
    `UPDATE submissions SET judge2_feedback = ARRAY['composition','light'] WHERE id = $1`,
    [ids.awarded],
  );
  ids.honorable = await photo({
    userId: ana.id,
    preFilterStatus: 'approved',
    judge1Score: 7,
    judge2Score: 6,
    finalScore: 6.5,
    award: 'honorable',
    createdAt: at(2),
  });
  ids.low = await photo({
    preFilterStatus: 'approved',
    judge1Score: 5,
    judge2Score: 5,
    finalScore: 5,
    award: 'not_awarded',
    createdAt: at(3),
  });
  ids.pending = await photo({ preFilterStatus: 'pending', createdAt: at(4) });
  ids.rejected = await photo({
    preFilterStatus: 'rejected',
    judge1Score: 9,
    judge2Score: 9,
    finalScore: 9,
    award: 'awarded',
    createdAt: at(5),
  });
  // Videos: one awarded 7.5 (pre-filter status stays 'pending' for videos), one waiting for judge 2.
  ids.video = await entry({
    contestId: videoContest,
    userId: ana.id,
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    judge1Score: 8,
    judge2Score: 7,
    finalScore: 7.5,
    award: 'awarded',
    judge2Comment: 'Bom ritmo',
    createdAt: at(6),
  });
  ids.videoPending = await entry({
    contestId: videoContest,
    userId: joao.id,
    videoUrl: 'https://vimeo.com/76979871',
    judge1Score: 9,
    createdAt: at(7),
  });
  // Extra contest: judge 1 alone, 6 is an honourable mention; a stray judge 2 score is never shown.
  ids.extra = await entry({
    contestId: extraContest,
    userId: joao.id,
    preFilterStatus: 'approved',
    judge1Score: 6,
    judge2Score: 3,
    finalScore: 6,
    award: 'honorable',
    judge2Comment: 'não deve aparecer',
    createdAt: at(8),
  });
  ids.old = await entry({ contestId: oldContest, userId: ana.id, createdAt: at(9) });
  return { joao, ana, judges, photoContest, videoContest, extraContest, oldContest, ids };
}

/** The app with a signed-in admin (`t`), the results world (`world`) and the list requests. */
export function useResultsWorld() {
  const t = useApi();
  const world = {} as ResultsWorld;
  beforeAll(async () => {
    Object.assign(world, await seed(t.app));
  });
  /** A GET as the admin, as another Cookie header, or anonymous (null). */
  const get = (url: string, cookie: string | null = t.cookie) => t.get(url, cookie ?? '');
  const list = async (query: Record<string, string | number> = {}): Promise<ResultsPage> => {
    const res = await get(
      `/api/admin/results/submissions?${new URLSearchParams(query as Record<string, string>)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Every page of the list. */
  const listAll = async (query: Record<string, string | number> = {}): Promise<ResultItem[]> => {
    const items: ResultItem[] = [];
    for (let page = 1; ; page++) {
      const body = await list({ ...query, page });
      items.push(...body.items);
      if (page * body.pageSize >= body.total) return items;
    }
  };
  return { t, world, get, list, listAll };
}
