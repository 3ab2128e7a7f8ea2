import { beforeAll, describe, expect, it } from 'vitest';
import { createContest, createSubmission, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';
import { seedPackage, uniqueJpeg, uploadPhotos } from '../submissions/submissions.test-support';

// The public winners gallery: nothing before publication, awarded and honourable entries after,
// previews (never originals) through a route that checks the same, Open Graph tags, no scores.

const t = useApi({ ownDataDir: true, env: { ASSOCIATION_NAME: 'Associação Foto Noivas' } });
let photo4: string;
beforeAll(async () => {
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function world() {
  const ana = await signedInUser(t.app);
  const bia = await signedInUser(t.app);
  const contest = await createContest(t.app, { title: 'Noivas <2026>', showSubmissions: true });
  const upload = async (cookie: string, title: string) => {
    const res = await uploadPhotos(
      t.app,
      cookie,
      contest.id,
      { packageId: photo4, currency: 'BRL', paymentConfirmed: 'true', title },
      [{ data: await uniqueJpeg() }],
    );
    expect(res.statusCode).toBe(201);
    return res.json().items[0].id as string;
  };
  const gold = await upload(ana.cookie, 'Ouro');
  const honour = await upload(bia.cookie, 'Menção');
  const plain = await upload(bia.cookie, 'Comum');
  const stale = await upload(ana.cookie, 'Rejeitada');
  const set = (id: string, status: string, score: number, award: string) =>
    t.db.$client.query(
      'UPDATE submissions SET pre_filter_status = $2, final_score = $3, award = $4 WHERE id = $1',
      [id, status, score, award],
    );
  await set(gold, 'approved', 8.75, 'awarded');
  await set(honour, 'approved', 6.5, 'honorable');
  await set(plain, 'approved', 5.25, 'not_awarded');
  await set(stale, 'rejected', 9.5, 'awarded');
  const publish = () =>
    t.db.$client.query('UPDATE contests SET show_evaluations = true WHERE id = $1', [contest.id]);
  return { ana, bia, contest, gold, honour, plain, stale, publish };
}

describe('winners gallery', () => {
  it('shows nothing before the results are published', async () => {
    const { contest, gold } = await world();
    const page = await get(`/gallery/${contest.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('Ouro');
    expect((await get(`/gallery/${contest.id}/images/${gold}.webp`)).statusCode).toBe(404);
  });

  it('shows awarded and honourable entries with usernames, titles and Open Graph tags, and no score', async () => {
    const { ana, bia, contest, gold, honour, plain, stale, publish } = await world();
    await publish();
    const page = await get(`/gallery/${contest.id}?lang=pt`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<meta property="og:title" content="Premiados — Noivas &lt;2026&gt;">');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/gallery/${contest.id}">`);
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/gallery/${contest.id}/images/${gold}.webp">`,
    );
    expect(html).toContain('og:description');
    expect(html).toContain('Ouro');
    expect(html).toContain(ana.user.username);
    expect(html).toContain('Menção');
    expect(html).toContain(bia.user.username);
    expect(html).not.toContain('Comum');
    expect(html).not.toContain('Rejeitada');
    // The scores as numbers on the page, not digits inside a longer number.
    expect(html).not.toMatch(/(?<![\d.,])(8[.,]75|6[.,]5|5[.,]25|9[.,]5)(?!\d)/);
    expect(html).not.toContain('/original');
    expect(html.indexOf('Ouro')).toBeLessThan(html.indexOf('Menção'));

    const image = await get(`/gallery/${contest.id}/images/${gold}.webp`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await get(`/gallery/${contest.id}/images/${honour}.webp`)).statusCode).toBe(200);
    for (const hidden of [plain, stale]) {
      expect((await get(`/gallery/${contest.id}/images/${hidden}.webp`)).statusCode).toBe(404);
    }
    // An entry of another contest through this gallery's address: 404.
    const elsewhere = await createContest(t.app, { showSubmissions: true, showEvaluations: true });
    const other = await createSubmission(t.app, {
      contestId: elsewhere.id,
      userId: ana.user.id,
      preFilterStatus: 'approved',
      award: 'awarded',
      finalScore: 9,
    });
    expect((await get(`/gallery/${contest.id}/images/${other.id}.webp`)).statusCode).toBe(404);

    const en = await get(`/gallery/${contest.id}?lang=en`);
    expect(en.body).toContain('Winners — Noivas &lt;2026&gt;');
    expect(en.body).toContain('Honourable Mention');
  });

  it('stays closed while the entries are not published, and for unknown contests', async () => {
    const { contest, publish } = await world();
    await publish();
    await t.db.$client.query('UPDATE contests SET show_submissions = false WHERE id = $1', [contest.id]);
    expect((await get(`/gallery/${contest.id}`)).statusCode).toBe(404);
    expect((await get('/gallery/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/gallery/nope')).statusCode).toBe(404);
  });
});
