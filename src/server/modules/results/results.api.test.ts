import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles';
import { createContest, createSubmission, createUser, signIn, type TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

type Signed = { user: TestUser; cookie: string };
type Item = {
  id: string;
  kind: 'photo' | 'video';
  createdAt: string;
  contest: {
    id: string;
    title: string;
    category: string;
    isExtra: boolean;
    judges: { preFilter: string | null; judge1: string | null; judge2: string | null };
  };
  participant: { id: string; username: string; email: string };
  image: { thumbUrl: string; previewUrl: string; originalUrl: string } | null;
  video: { embedUrl: string | null; thumbnailUrl: string | null; url: string } | null;
  preFilterStatus: string | null;
  evaluationStatus: string;
  judge1: { score: number | null; comment: string | null; feedback: string[] };
  judge2?: { score: number | null; comment: string | null; feedback: string[] };
  finalScore: number | null;
  award: string | null;
  isPaid: boolean;
};
type Page = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  summary: {
    contestId: string;
    total: number;
    approved: number | null;
    awarded: number;
    honorable: number;
  } | null;
};

let t: TestApp;
let admin: Signed;
let joao: TestUser;
let ana: TestUser;
let judges: Record<'pj1' | 'pj2' | 'vj1' | 'vj2' | 'pre', TestUser>;
let photoContest: string;
let videoContest: string;
let extraContest: string;
let oldContest: string;
const ids: Record<string, string> = {};

const COMMENT = 'Luz linda; ótima "composição",\nsegunda linha — ação!';
const day = 24 * 60 * 60 * 1000;

async function signedIn(overrides: Parameters<typeof createUser>[1]): Promise<Signed> {
  const user = await createUser(t.app, overrides);
  return { user, cookie: await signIn(t.app, user) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn({ role: 'admin' });
  joao = await createUser(t.app, { username: 'João Ção', email: 'joao.cao@example.test' });
  ana = await createUser(t.app, { username: '=Ana+Souza', email: 'ana@example.test' });
  judges = {
    pre: await createUser(t.app, { role: 'pre_filter_judge', username: 'Pré Juíza' }),
    pj1: await createUser(t.app, { role: 'photo_judge_1', username: 'Jurado Foto Um' }),
    pj2: await createUser(t.app, { role: 'photo_judge_2', username: 'Jurada Foto Dois' }),
    vj1: await createUser(t.app, { role: 'video_judge_1', username: 'Cineasta Um' }),
    vj2: await createUser(t.app, { role: 'video_judge_2', username: 'Cineasta Dois' }),
  };
  const now = Date.now();
  photoContest = (
    await createContest(t.app, {
      title: 'Casamentos de Verão',
      startsAt: new Date('2026-02-10T15:00:00Z'),
      deadline: new Date('2026-03-01T03:00:00Z'),
      resultsAt: new Date('2026-03-20T15:00:00Z'),
      preFilterJudgeId: judges.pre.id,
      photoJudge1Id: judges.pj1.id,
      photoJudge2Id: judges.pj2.id,
    })
  ).id;
  videoContest = (
    await createContest(t.app, {
      title: 'Filmes 2026',
      category: 'video',
      startsAt: new Date('2026-04-10T15:00:00Z'),
      deadline: new Date('2026-05-01T03:00:00Z'),
      resultsAt: new Date('2026-05-20T15:00:00Z'),
      videoJudge1Id: judges.vj1.id,
      videoJudge2Id: judges.vj2.id,
    })
  ).id;
  extraContest = (
    await createContest(t.app, {
      title: 'Extra Família',
      photoCategory: 'family',
      isExtra: true,
      startsAt: new Date('2026-06-10T15:00:00Z'),
      deadline: new Date('2026-07-01T03:00:00Z'),
      resultsAt: new Date('2026-07-20T15:00:00Z'),
      photoJudge1Id: judges.pj1.id,
    })
  ).id;
  // Already 2025 in UTC, still 2024 in São Paulo: the year filter must say 2024.
  oldContest = (
    await createContest(t.app, {
      title: 'Réveillon',
      startsAt: new Date('2025-01-01T02:30:00Z'), // 31 Dec 2024, 23:30 in São Paulo
      deadline: new Date('2025-01-20T03:00:00Z'),
      resultsAt: new Date('2025-02-01T15:00:00Z'),
    })
  ).id;

  const at = (minutes: number) => new Date(now - 10 * day + minutes * 60_000);
  const photo = (values: Partial<Parameters<typeof createSubmission>[1]>) =>
    createSubmission(t.app, { contestId: photoContest, userId: joao.id, ...values }).then((s) => s.id);
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
  await t.db.$client.query(
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
  ids.video = (
    await createSubmission(t.app, {
      contestId: videoContest,
      userId: ana.id,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      judge1Score: 8,
      judge2Score: 7,
      finalScore: 7.5,
      award: 'awarded',
      judge2Comment: 'Bom ritmo',
      createdAt: at(6),
    })
  ).id;
  ids.videoPending = (
    await createSubmission(t.app, {
      contestId: videoContest,
      userId: joao.id,
      videoUrl: 'https://vimeo.com/76979871',
      judge1Score: 9,
      createdAt: at(7),
    })
  ).id;
  // Extra contest: judge 1 alone, 6 is an honourable mention; a stray judge 2 score is never shown.
  ids.extra = (
    await createSubmission(t.app, {
      contestId: extraContest,
      userId: joao.id,
      preFilterStatus: 'approved',
      judge1Score: 6,
      judge2Score: 3,
      finalScore: 6,
      award: 'honorable',
      judge2Comment: 'não deve aparecer',
      createdAt: at(8),
    })
  ).id;
  ids.old = (await createSubmission(t.app, { contestId: oldContest, userId: ana.id, createdAt: at(9) })).id;
});

afterAll(async () => {
  await t.close();
});

function get(url: string, cookie: string | null = admin.cookie) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function list(query: Record<string, string | number> = {}): Promise<Page> {
  const res = await get(
    `/api/admin/results/submissions?${new URLSearchParams(query as Record<string, string>)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function listAll(query: Record<string, string | number> = {}): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const body = await list({ ...query, page });
    items.push(...body.items);
    if (page * body.pageSize >= body.total) return items;
  }
}

const ENDPOINTS = [
  '/api/admin/results/submissions',
  '/api/admin/results/submissions.csv',
  '/api/admin/results/contests',
  '/api/admin/results/years',
];

describe('who may read results', () => {
  it('refuses anonymous callers with 401 on every endpoint', async () => {
    for (const url of ENDPOINTS) expect((await get(url, null)).statusCode, url).toBe(401);
  });

  it('refuses participants and every judge role with 403 on every endpoint', async () => {
    const roles: Role[] = [
      'participant',
      'pre_filter_judge',
      'photo_judge_1',
      'photo_judge_2',
      'video_judge_1',
      'video_judge_2',
    ];
    for (const role of roles) {
      const { cookie } = await signedIn({ role });
      for (const url of ENDPOINTS) {
        const res = await get(url, cookie);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets admins read every endpoint', async () => {
    for (const url of ENDPOINTS) expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('the results list', () => {
  it('ranks by the final score that counts, highest first, unscored last and newest first among them', async () => {
    const { items, total, pageSize, summary } = await list();
    expect(total).toBe(9);
    expect(pageSize).toBe(50);
    expect(summary).toBeNull();
    expect(items.map((i) => i.id)).toEqual([
      ids.awarded, // 8
      ids.video, // 7.5
      ids.honorable, // 6.5
      ids.extra, // 6
      ids.low, // 5
      // No score that counts, newest first: the rejected photo's 9 does not count.
      ids.old,
      ids.videoPending,
      ids.rejected,
      ids.pending,
    ]);
  });

  it('sorts lowest first with unscored entries still last', async () => {
    const { items } = await list({ sort: 'asc' });
    expect(items.slice(0, 5).map((i) => i.id)).toEqual([
      ids.low,
      ids.extra,
      ids.honorable,
      ids.video,
      ids.awarded,
    ]);
    expect(items.slice(5).map((i) => i.finalScore)).toEqual([null, null, null, null]);
  });

  it('gives admins everything on a photo: participant email, judges by slot, scores, comments, areas, download', async () => {
    const { items } = await list({ contestId: photoContest });
    const entry = items.find((i) => i.id === ids.awarded)!;
    expect(entry).toMatchObject({
      kind: 'photo',
      contest: {
        id: photoContest,
        title: 'Casamentos de Verão',
        category: 'photo',
        isExtra: false,
        judges: { preFilter: 'Pré Juíza', judge1: 'Jurado Foto Um', judge2: 'Jurada Foto Dois' },
      },
      participant: { id: joao.id, username: 'João Ção', email: 'joao.cao@example.test' },
      image: {
        thumbUrl: `/api/images/${ids.awarded}/thumb`,
        previewUrl: `/api/images/${ids.awarded}/preview`,
        originalUrl: `/api/images/${ids.awarded}/original`,
      },
      video: null,
      preFilterStatus: 'approved',
      evaluationStatus: 'evaluated',
      judge1: { score: 8, comment: COMMENT, feedback: [] },
      judge2: { score: 8, comment: null, feedback: ['composition', 'light'] },
      finalScore: 8,
      award: 'awarded',
      isPaid: true,
    });
  });

  it('never counts a photo the pre-filter has not approved, though its judges’ scores are kept', async () => {
    const { items } = await list({ contestId: photoContest });
    const rejected = items.find((i) => i.id === ids.rejected)!;
    expect(rejected.preFilterStatus).toBe('rejected');
    expect(rejected.judge1.score).toBe(9);
    expect(rejected.finalScore).toBeNull();
    expect(rejected.award).toBeNull();
    const awarded = await listAll({ award: 'awarded' });
    expect(awarded.map((i) => i.id).sort()).toEqual([ids.awarded, ids.video].sort());
  });

  it('shows videos with their embed and thumbnail and no pre-filter status', async () => {
    const { items } = await list({ category: 'video' });
    expect(items.map((i) => i.id)).toEqual([ids.video, ids.videoPending]);
    expect(items[0]).toMatchObject({
      kind: 'video',
      image: null,
      preFilterStatus: null,
      evaluationStatus: 'evaluated',
      video: {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      },
      contest: { judges: { preFilter: null, judge1: 'Cineasta Um', judge2: 'Cineasta Dois' } },
      judge2: { score: 7, comment: 'Bom ritmo' },
    });
    expect(items[1]).toMatchObject({ evaluationStatus: 'pending', finalScore: null, award: null });
  });

  it('omits judge 2 in extra contests, whatever is stored', async () => {
    const { items } = await list({ contestId: extraContest });
    expect(items).toHaveLength(1);
    expect(items[0].judge2).toBeUndefined();
    expect(items[0].contest.judges.judge2).toBeNull();
    expect(items[0]).toMatchObject({ finalScore: 6, award: 'honorable', evaluationStatus: 'evaluated' });
    expect(JSON.stringify(items[0])).not.toContain('não deve aparecer');
  });

  it('filters by the São Paulo year of the contest start', async () => {
    expect((await listAll({ year: 2024 })).map((i) => i.id)).toEqual([ids.old]);
    const year2026 = await listAll({ year: 2026 });
    expect(year2026).toHaveLength(8);
    expect(year2026.map((i) => i.id)).not.toContain(ids.old);
    expect(await listAll({ year: 2025 })).toEqual([]);
  });

  it('filters by pre-filter status (photos only), category and award', async () => {
    expect((await listAll({ preFilterStatus: 'pending' })).map((i) => i.id).sort()).toEqual(
      [ids.pending, ids.old].sort(),
    );
    expect((await listAll({ preFilterStatus: 'rejected' })).map((i) => i.id)).toEqual([ids.rejected]);
    expect((await listAll({ category: 'photo', award: 'honorable' })).map((i) => i.id)).toEqual([
      ids.honorable,
      ids.extra,
    ]);
    expect((await listAll({ award: 'not_awarded' })).map((i) => i.id)).toEqual([ids.low]);
    expect(
      (await listAll({ contestId: photoContest, preFilterStatus: 'approved', sort: 'asc' })).map((i) => i.id),
    ).toEqual([ids.low, ids.honorable, ids.awarded]);
  });

  it('treats empty filters as no filter and refuses malformed ones with field keys', async () => {
    expect(
      (await list({ year: '', category: '', contestId: '', award: '', preFilterStatus: '' })).total,
    ).toBe(9);
    const res = await get('/api/admin/results/submissions?contestId=nope&year=abc&sort=up&page=0');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        contestId: 'errors.invalidId',
        year: 'errors.contest.yearInvalid',
        sort: 'errors.invalidField',
        page: 'errors.pagination.invalidPage',
      },
    });
  });

  it('sums up one chosen contest: total, approved in pre-filter, awarded, honourable mentions', async () => {
    expect((await list({ contestId: photoContest })).summary).toEqual({
      contestId: photoContest,
      total: 5,
      approved: 3,
      awarded: 1, // the rejected photo's stored 'awarded' does not count
      honorable: 1,
    });
    // The summary is the contest's, whatever the other filters narrow the list to.
    expect((await list({ contestId: photoContest, award: 'honorable' })).summary?.total).toBe(5);
    expect((await list({ contestId: videoContest })).summary).toEqual({
      contestId: videoContest,
      total: 2,
      approved: null,
      awarded: 1,
      honorable: 0,
    });
    expect((await list({ contestId: '00000000-0000-4000-8000-000000000000' })).summary).toBeNull();
  });

  it('answers the total and the contest’s summary on an empty page too', async () => {
    const first = await list({ contestId: photoContest });
    const past = await list({ contestId: photoContest, page: 9 });
    expect(past).toMatchObject({ items: [], total: first.total, summary: first.summary });
    // A filter that matches nothing in the contest: videos have no pre-filter status.
    const none = await list({ contestId: videoContest, preFilterStatus: 'approved' });
    expect(none).toMatchObject({ items: [], total: 0, summary: { contestId: videoContest, total: 2 } });
  });

  it('pages by 50', async () => {
    const bulk = (await createContest(t.app, { title: 'Muitas fotos' })).id;
    await t.db.$client.query(
      `INSERT INTO submissions (contest_id, user_id, file_key, pre_filter_status, judge1_score, judge2_score, final_score, award, created_at)
       SELECT $1, $2, 'bulk/' || g, 'approved', 1 + g % 10, 1 + g % 10, 1 + g % 10,
         CASE WHEN 1 + g % 10 >= 7 THEN 'awarded' WHEN 1 + g % 10 >= 6.5 THEN 'honorable' ELSE 'not_awarded' END::award,
         now() - g * interval '1 minute'
       FROM generate_series(1, 60) g`,
      [bulk, ana.id],
    );
    const first = await list({ contestId: bulk });
    const second = await list({ contestId: bulk, page: 2 });
    expect(first.total).toBe(60);
    expect(first.items).toHaveLength(50);
    expect(second.items).toHaveLength(10);
    const scores = [...first.items, ...second.items].map((i) => i.finalScore as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(60);
    expect((await list({ contestId: bulk, page: 3 })).items).toEqual([]);
    await t.db.$client.query('DELETE FROM contests WHERE id = $1', [bulk]);
  });

  it('lists contests and years for the filters, newest first', async () => {
    const years = (await get('/api/admin/results/years')).json();
    expect(years.years).toEqual([2026, 2024]);
    const contests = (await get('/api/admin/results/contests?year=2026&category=photo')).json();
    expect(contests.items.map((c: { id: string }) => c.id)).toEqual([extraContest, photoContest]);
    expect(contests.items[0]).toMatchObject({
      title: 'Extra Família',
      category: 'photo',
      photoCategory: 'family',
      isExtra: true,
      startDay: '2026-06-10',
    });
  });
});

describe('the CSV export', () => {
  const AWARD_PT: Record<string, string> = {
    awarded: 'Premiada',
    honorable: 'Menção Honrosa',
    not_awarded: 'Não premiada',
  };
  const ptNumber = (n: number | null | undefined) =>
    n === null || n === undefined ? '' : String(n).replace('.', ',');

  async function csv(query: Record<string, string>) {
    const res = await get(`/api/admin/results/submissions.csv?${new URLSearchParams(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('is UTF-8 with a BOM, an attachment named after the contest, and no-store', async () => {
    const res = await csv({ contestId: photoContest });
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="jurado-resultados-casamentos-de-verao-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('parses back, with a real CSV parser, to the rows the API lists, accents intact', async () => {
    const res = await csv({ contestId: photoContest, locale: 'pt' });
    const records: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ';',
      skip_empty_lines: true,
    });
    const items = await listAll({ contestId: photoContest });
    expect(records.map((r) => r.ID)).toEqual(items.map((i) => i.id));
    for (const [index, item] of items.entries()) {
      const r = records[index];
      expect(r).toMatchObject({
        Concurso: 'Casamentos de Verão',
        Categoria: 'Foto · Casamento',
        'Concurso extra': 'Não',
        Tipo: 'Foto',
        Participante: item.participant.username === '=Ana+Souza' ? "'=Ana+Souza" : item.participant.username,
        Email: item.participant.email,
        'Jurado 1': 'Jurado Foto Um',
        'Nota jurado 1': ptNumber(item.judge1.score),
        'Comentário jurado 1': item.judge1.comment ?? '',
        'Jurado 2': 'Jurada Foto Dois',
        'Nota jurado 2': ptNumber(item.judge2?.score),
        'Nota final': ptNumber(item.finalScore),
        Premiação: item.award ? AWARD_PT[item.award] : '',
        Pago: item.isPaid ? 'Sim' : 'Não',
        'Arquivo ou link': `http://localhost:3000/api/images/${item.id}/original`,
      });
      expect(r['Enviada em']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    const awarded = records.find((r) => r.ID === ids.awarded)!;
    expect(awarded.Participante).toBe('João Ção');
    expect(awarded['Comentário jurado 1']).toBe(COMMENT);
    expect(awarded['Áreas para melhorar jurado 2']).toBe('Composição, Luz');
    expect(awarded['Pré-seleção']).toBe('Aprovada');
    expect(records.find((r) => r.ID === ids.rejected)!['Pré-seleção']).toBe('Não aprovada');
  });

  it('exports every page, in list order, in English with commas when asked', async () => {
    const res = await csv({ locale: 'en', sort: 'asc' });
    expect(res.headers['content-disposition']).toMatch(/filename="jurado-results-\d{4}-\d{2}-\d{2}\.csv"/);
    const records: Record<string, string>[] = parse(res.rawPayload, { bom: true, columns: true });
    const items = await listAll({ sort: 'asc' });
    expect(records.map((r) => r.ID)).toEqual(items.map((i) => i.id));
    const video = records.find((r) => r.ID === ids.video)!;
    expect(video).toMatchObject({
      Category: 'Film',
      Type: 'Film',
      'Pre-filter': '',
      'Judge 1': 'Cineasta Um',
      'Judge 2 score': '7',
      'Final score': '7.5',
      Award: 'Awarded',
      'File or link': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const extra = records.find((r) => r.ID === ids.extra)!;
    expect(extra).toMatchObject({
      'Extra contest': 'Yes',
      'Judge 2': '',
      'Judge 2 score': '',
      'Judge 2 comment': '',
    });
  });

  it('writes just the header for an empty result, in the caller’s language by default', async () => {
    const res = await csv({ year: '2025' });
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFID;Concurso;Categoria;')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('applies the same filters as the list', async () => {
    const res = await csv({ award: 'awarded' });
    const records: Record<string, string>[] = parse(res.rawPayload, {
      bom: true,
      columns: true,
      delimiter: ';',
    });
    expect(records.map((r) => r.ID)).toEqual([ids.awarded, ids.video]);
  });
});
