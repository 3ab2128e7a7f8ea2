import sharp from 'sharp';
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
    // A JPEG of a known size for link previews.
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/gallery/${contest.id}/share.jpg">`,
    );
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
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
    const { contest, gold, publish } = await world();
    await publish();
    await t.db.$client.query('UPDATE contests SET show_submissions = false WHERE id = $1', [contest.id]);
    expect((await get(`/gallery/${contest.id}`)).statusCode).toBe(404);
    expect((await get(`/gallery/${contest.id}/share.jpg`)).statusCode).toBe(404);
    expect((await get(`/gallery/${contest.id}/thumbs/${gold}.webp`)).statusCode).toBe(404);
    expect((await get('/gallery/nope/share.jpg')).statusCode).toBe(404);
    expect((await get('/gallery/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/gallery/nope')).statusCode).toBe(404);
  });

  it('opens each photo larger, uncropped, with its caption; shares a JPEG, for a film gallery too', async () => {
    const { contest, gold, plain, publish } = await world();
    await t.db.$client.query('UPDATE submissions SET caption = $2 WHERE id = $1', [gold, 'Depois da chuva']);
    await publish();
    const html = (await get(`/gallery/${contest.id}?lang=pt`)).body;
    // The card links its thumbnail to the large preview, which the viewer script opens in a dialog.
    expect(html).toContain(`href="/gallery/${contest.id}/images/${gold}.webp" data-viewer`);
    expect(html).toContain(`src="/gallery/${contest.id}/thumbs/${gold}.webp"`);
    expect(html).toContain('<p class="caption">Depois da chuva</p>');
    expect(html).toContain('data-caption="Depois da chuva"');
    expect(html).toContain('<dialog id="viewer"');
    expect(html).toContain('<script src="/gallery/viewer.js" defer></script>');
    expect(html).toContain('object-fit:contain');
    expect(html).not.toContain('object-fit:cover');
    const script = await get('/gallery/viewer.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    const thumb = await get(`/gallery/${contest.id}/thumbs/${gold}.webp`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await get(`/gallery/${contest.id}/thumbs/${plain}.webp`)).statusCode).toBe(404);

    const share = await get(`/gallery/${contest.id}/share.jpg`);
    expect(share.statusCode).toBe(200);
    expect(share.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });

    // A film gallery: no photo to show, a card with the gallery's heading instead.
    const ana = await signedInUser(t.app);
    const films = await createContest(t.app, {
      category: 'video',
      showSubmissions: true,
      showEvaluations: true,
    });
    await createSubmission(t.app, {
      contestId: films.id,
      userId: ana.user.id,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      award: 'awarded',
      finalScore: 9,
    });
    const filmPage = (await get(`/gallery/${films.id}?lang=en`)).body;
    expect(filmPage).toContain(
      `<meta property="og:image" content="http://localhost:3000/gallery/${films.id}/share.jpg">`,
    );
    expect(filmPage).toContain('Film 1');
    const card = await get(`/gallery/${films.id}/share.jpg`);
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });
});
