import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry } from 'yauzl';
import { createContest, createSubmission, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// GET /api/admin/results/contests/:id/awarded.zip: the awarded and honourable-mention
// originals, as stored, named contest/award-rank-participant; admins only.

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signIn(t.app, await createUser(t.app, { role: 'admin', locale: 'pt' }));
});
afterAll(async () => {
  await t.close();
});

/** Every file of the archive, name → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A scored photo whose original is really stored, with its bytes. */
async function storedPhoto(
  contestId: string,
  userId: string,
  values: { finalScore: number | null; award: 'awarded' | 'honorable' | 'not_awarded' | null; ext?: string },
) {
  const { id } = await createSubmission(t.app, {
    contestId,
    userId,
    preFilterStatus: 'approved',
    judge1Score: 8,
    judge2Score: 8,
    finalScore: values.finalScore,
    award: values.award,
  });
  const key = `photos/${contestId}/${randomBytes(8).toString('hex')}${values.ext ?? '.jpg'}`;
  const bytes = randomBytes(2048);
  await t.app.ctx.storage.put(key, bytes);
  await t.db.$client.query('UPDATE submissions SET file_key = $2 WHERE id = $1', [id, key]);
  return { id, bytes };
}

const url = (contestId: string, query = '') => `/api/admin/results/contests/${contestId}/awarded.zip${query}`;

describe('the awarded photos ZIP', () => {
  it('holds the awarded and honourable originals byte for byte, named by award, rank and participant', async () => {
    const contest = await createContest(t.app, { title: 'Casamentos Ouro 2026' });
    const joao = await createUser(t.app, { username: `João Silva ${randomBytes(2).toString('hex')}` });
    const ana = await createUser(t.app, { username: `Ana Lú ${randomBytes(2).toString('hex')}` });
    const best = await storedPhoto(contest.id, joao.id, { finalScore: 9.5, award: 'awarded' });
    const second = await storedPhoto(contest.id, ana.id, { finalScore: 8, award: 'awarded', ext: '.png' });
    const tied = await storedPhoto(contest.id, joao.id, { finalScore: 8, award: 'awarded' });
    const honourable = await storedPhoto(contest.id, ana.id, { finalScore: 6.5, award: 'honorable' });
    await storedPhoto(contest.id, ana.id, { finalScore: 4, award: 'not_awarded' });
    await storedPhoto(contest.id, joao.id, { finalScore: null, award: null });
    // Rejected by the pre-filter after scoring: it no longer counts, so it is not in the archive.
    const withdrawn = await storedPhoto(contest.id, ana.id, { finalScore: 9.9, award: 'awarded' });
    await t.db.$client.query(`UPDATE submissions SET pre_filter_status = 'rejected' WHERE id = $1`, [
      withdrawn.id,
    ]);

    const res = await t.app.inject({ url: url(contest.id), headers: { cookie: adminCookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jurado-casamentos-ouro-2026-premiadas.zip"',
    );
    const files = await unzip(res.rawPayload);
    const joaoSlug = joao.username
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ /g, '-');
    const anaSlug = ana.username
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ /g, '-');
    const folder = 'casamentos-ouro-2026';
    expect([...files.keys()].sort()).toEqual(
      [
        `${folder}/premiada-01-${joaoSlug}.jpg`,
        `${folder}/premiada-02-${anaSlug}.png`,
        `${folder}/premiada-02-${joaoSlug}.jpg`,
        `${folder}/mencao-honrosa-04-${anaSlug}.jpg`,
      ].sort(),
    );
    expect(files.get(`${folder}/premiada-01-${joaoSlug}.jpg`)).toEqual(best.bytes);
    expect(files.get(`${folder}/premiada-02-${anaSlug}.png`)).toEqual(second.bytes);
    expect(files.get(`${folder}/premiada-02-${joaoSlug}.jpg`)).toEqual(tied.bytes);
    expect(files.get(`${folder}/mencao-honrosa-04-${anaSlug}.jpg`)).toEqual(honourable.bytes);

    // English words on request (or for an admin whose language is English).
    const en = await t.app.inject({ url: url(contest.id, '?locale=en'), headers: { cookie: adminCookie } });
    expect(en.headers['content-disposition']).toContain('jurado-casamentos-ouro-2026-awarded.zip');
    expect([...(await unzip(en.rawPayload)).keys()]).toContain(
      `${folder}/honourable-mention-04-${anaSlug}.jpg`,
    );
  });

  it('says clearly when there is nothing to download, and 404s an unknown contest', async () => {
    const empty = await createContest(t.app, { title: 'Sem prêmios' });
    const user = await createUser(t.app);
    await storedPhoto(empty.id, user.id, { finalScore: 5, award: 'not_awarded' });
    const res = await t.app.inject({ url: url(empty.id), headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('AWARDED_ZIP_EMPTY');
    const films = await createContest(t.app, { category: 'video' });
    expect((await t.app.inject({ url: url(films.id), headers: { cookie: adminCookie } })).json().code).toBe(
      'AWARDED_ZIP_EMPTY',
    );
    const unknown = await t.app.inject({
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: { cookie: adminCookie },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: url('not-a-contest'), headers: { cookie: adminCookie } });
    expect(malformed.statusCode).toBe(400);
    const badLocale = await t.app.inject({
      url: url(empty.id, '?locale=fr'),
      headers: { cookie: adminCookie },
    });
    expect(badLocale.statusCode).toBe(400);
  });

  it('leaves out an original missing from storage and sends the others', async () => {
    const contest = await createContest(t.app, { title: 'Perdida' });
    const user = await createUser(t.app, { username: `Kept ${randomBytes(2).toString('hex')}` });
    const kept = await storedPhoto(contest.id, user.id, { finalScore: 9, award: 'awarded' });
    const lost = await storedPhoto(contest.id, user.id, { finalScore: 8, award: 'awarded' });
    const { rows } = await t.db.$client.query<{ file_key: string }>(
      'SELECT file_key FROM submissions WHERE id = $1',
      [lost.id],
    );
    await t.app.ctx.storage.delete([rows[0].file_key]);
    const res = await t.app.inject({ url: url(contest.id), headers: { cookie: adminCookie } });
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect([...files.values()]).toEqual([kept.bytes]);
  });

  it('is for admins only: 401 anonymous, 403 for every other role', async () => {
    const contest = await createContest(t.app);
    expect((await t.app.inject({ url: url(contest.id) })).statusCode).toBe(401);
    for (const role of ['participant', 'pre_filter_judge', 'photo_judge_1', 'video_judge_2'] as const) {
      const cookie = await signIn(t.app, await createUser(t.app, { role }));
      expect((await t.app.inject({ url: url(contest.id), headers: { cookie } })).statusCode, role).toBe(403);
    }
  });
});
