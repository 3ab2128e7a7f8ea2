import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContest, signedInUser } from '../../test/factories';
import { useApi } from '../../test/api';
import { seedPackage, smallJpeg, uploadPhotos } from '../submissions/submissions.test-support';

// Certificates (PDF, parsed back), badges and the public verification page of published awards.

const t = useApi({ ownDataDir: true, env: { ASSOCIATION_NAME: 'Associação Foto Noivas' } });
let photo4: string;
beforeAll(async () => {
  photo4 = await seedPackage(t.app, 'photo', 4, { BRL: 50, USD: 10 });
});

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  return text;
}

/** A participant's real photo (stored with its preview), judged and awarded, in a contest not yet published. */
async function awardedPhoto(award: 'awarded' | 'honorable') {
  const owner = await signedInUser(t.app);
  const contest = await createContest(t.app, { title: 'Casamentos Ação 2026', photoCategory: 'family' });
  const sent = await uploadPhotos(
    t.app,
    owner.cookie,
    contest.id,
    { packageId: photo4, currency: 'BRL', paymentConfirmed: 'true', title: 'O primeiro olhar' },
    [{ data: await smallJpeg() }],
  );
  expect(sent.statusCode).toBe(201);
  const id = sent.json().items[0].id as string;
  await t.db.$client.query(
    `UPDATE submissions SET pre_filter_status = 'approved', judge1_score = 8, judge2_score = 8, final_score = $2,
       award = $3 WHERE id = $1`,
    [id, award === 'awarded' ? 8 : 6.5, award],
  );
  const publish = () =>
    t.db.$client.query('UPDATE contests SET show_evaluations = true WHERE id = $1', [contest.id]);
  return { owner, contest, id, publish };
}

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });

describe('certificates', () => {
  it('are printed for a published award, in Portuguese and English, with the entry’s picture', async () => {
    const { owner, id, publish } = await awardedPhoto('awarded');
    const url = `/api/participant/submissions/${id}/certificate.pdf`;
    // Before publication there is no certificate (nor any sign of the award).
    expect((await get(url, owner.cookie)).statusCode).toBe(404);
    await publish();

    const pt = await get(`${url}?locale=pt`, owner.cookie);
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toBe('application/pdf');
    expect(pt.headers['content-disposition']).toBe(
      'attachment; filename="certificado-casamentos-acao-2026-o-primeiro-olhar.pdf"',
    );
    const ptText = await pdfText(pt.rawPayload);
    for (const expected of [
      'Certificado',
      'Associação Foto Noivas',
      owner.user.username,
      'Prêmio',
      'Casamentos Ação 2026',
      'Fotografia · Família',
      'O primeiro olhar',
    ]) {
      expect(ptText).toContain(expected);
    }
    // The picture is in it (one image XObject).
    expect(pt.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const enAnswer = await get(`${url}?locale=en`, owner.cookie);
    expect(enAnswer.headers['content-disposition']).toBe(
      'attachment; filename="certificate-casamentos-acao-2026-o-primeiro-olhar.pdf"',
    );
    const en = await pdfText(enAnswer.rawPayload);
    expect(en).toContain('Certificate');
    expect(en).toContain('Photography · Family');
    expect(en).toContain(`/verify/${id}`);
  });

  it('print the name the participant gave in Settings, else the username', async () => {
    const { owner, id, publish } = await awardedPhoto('honorable');
    await publish();
    const url = `/api/participant/submissions/${id}/certificate.pdf?locale=pt`;
    const settings = (printName?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: { cookie: owner.cookie },
        payload: { username: owner.user.username, email: owner.user.email, printName },
      });
    const named = await settings('  Marina   Souza ');
    expect(named.statusCode).toBe(200);
    expect(named.json().printName).toBe('Marina Souza');
    let text = await pdfText((await get(url, owner.cookie)).rawPayload);
    expect(text).toContain('Marina Souza');
    expect(text).not.toContain(owner.user.username);
    // A save without the field keeps it; the public verification page keeps the username.
    expect((await settings()).json().printName).toBe('Marina Souza');
    const page = await get(`/verify/${id}?lang=pt`);
    expect(page.body).toContain(owner.user.username);
    expect(page.body).not.toContain('Marina Souza');
    // Too long, or on two lines: a translated 400, nothing saved.
    const long = await settings('M'.repeat(81));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ printName: 'errors.tooLong' });
    expect((await settings('Marina\nSouza')).json().fields).toEqual({ printName: 'errors.printNameInvalid' });
    // Emptied: the username again.
    expect((await settings('')).json().printName).toBeNull();
    text = await pdfText((await get(url, owner.cookie)).rawPayload);
    expect(text).toContain(owner.user.username);
  });

  it('belong to the owner only', async () => {
    const { id, publish } = await awardedPhoto('honorable');
    await publish();
    const url = `/api/participant/submissions/${id}/certificate.pdf`;
    const other = await signedInUser(t.app);
    expect((await get(url, other.cookie)).statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    const admin = await signedInUser(t.app, 'admin');
    expect((await get(url, admin.cookie)).statusCode).toBe(403);
    expect((await get('/api/participant/submissions/nope/certificate.pdf', other.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('badges and the verification page', () => {
  it('confirm a published award publicly, with no private data, at a stable address', async () => {
    const { owner, id, publish } = await awardedPhoto('honorable');
    expect((await get(`/verify/${id}`)).statusCode).toBe(404);
    expect((await get(`/verify/${id}/badge.svg`)).statusCode).toBe(404);
    await publish();

    const badge = await get(`/verify/${id}/badge.svg?lang=en`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    // The label on two lines inside the ring; the whole name in its title.
    expect(badge.body).toMatch(
      /data-part="label">HONOURABLE<\/text>[\s\S]*data-part="label">MENTION<\/text>/,
    );
    expect(badge.body).toContain('<title>Honourable Mention — Casamentos Ação 2026 2026</title>');

    const page = await get(`/verify/${id}`, undefined, { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Reconhecimento confirmado');
    expect(page.body).toContain('Menção Honrosa');
    expect(page.body).toContain(owner.user.username);
    expect(page.body).not.toContain(owner.user.email);
    // The alt text says the year once (the contest's title already has it).
    expect(page.body).toContain('alt="Menção Honrosa — Casamentos Ação 2026"');
    expect(page.body).not.toContain('2026 2026');
    // How to embed the badge is for its owner only: a visitor gets none of it, from a shared cache.
    expect(page.body).not.toContain('Para exibir este selo no seu site');
    expect(page.body).not.toContain(`http://localhost:3000/verify/${id}/badge.svg`);
    expect(page.body).not.toContain('Copiar código');
    expect(page.headers['cache-control']).toBe('public, max-age=300');
    expect(page.headers.vary).toMatch(/cookie/i);
    const stranger = await signedInUser(t.app);
    expect((await get(`/verify/${id}`, stranger.cookie)).body).not.toContain('Copiar código');
    const own = await get(`/verify/${id}?lang=pt`, owner.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.body).toContain('Para exibir este selo no seu site, copie o código:');
    expect(own.body).toContain(
      `&lt;a href=&quot;http://localhost:3000/verify/${id}&quot;&gt;&lt;img src=&quot;http://localhost:3000/verify/${id}/badge.svg&quot;`,
    );
    expect(own.body).toContain('alt=&quot;Menção Honrosa — Casamentos Ação 2026&quot;');
    expect(own.body).toContain('data-copy="embed-code"');
    expect(own.body).toContain('>Copiar código</button>');
    expect(own.body).toContain('<script src="/verify/copy.js" defer></script>');
    const script = await get('/verify/copy.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('navigator.clipboard.writeText');
    // The score as a number on the page, not digits inside a longer number.
    expect(page.body).not.toMatch(/(?<![\d.,])6[.,]5(?![\d])/);

    // The results hub links to all three.
    const hub = (await get('/api/participant/results', owner.cookie)).json();
    expect(hub.items[0].entries[0].recognition).toEqual({
      verifyUrl: `http://localhost:3000/verify/${id}`,
      badgeUrl: `http://localhost:3000/verify/${id}/badge.svg`,
      certificateUrl: `/api/participant/submissions/${id}/certificate.pdf`,
    });
  });

  it('say nothing of an entry without an award, or of an unknown one', async () => {
    const { id, publish } = await awardedPhoto('awarded');
    await publish();
    await t.db.$client.query(`UPDATE submissions SET award = 'not_awarded', final_score = 5 WHERE id = $1`, [
      id,
    ]);
    expect((await get(`/verify/${id}`)).statusCode).toBe(404);
    expect((await get('/verify/00000000-0000-4000-8000-000000000000/badge.svg')).statusCode).toBe(404);
    expect((await get('/verify/not-an-id')).statusCode).toBe(404);
  });

  it('answer an unknown address with a page that says so once, under its own heading, in both languages', async () => {
    const pt = await get('/verify/00000000-0000-4000-8000-000000000000');
    expect(pt.statusCode).toBe(404);
    expect(pt.body).toContain('<h1>Reconhecimento não encontrado</h1>');
    expect(pt.body.split('Nenhum reconhecimento publicado neste endereço.')).toHaveLength(2);
    const en = await get('/verify/not-an-id', undefined, { 'accept-language': 'en' });
    expect(en.body).toContain('<title>Recognition not found</title>');
    expect(en.body.split('No published recognition at this address.')).toHaveLength(2);
  });
});
