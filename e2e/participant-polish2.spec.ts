import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { contestFormBody } from '../src/server/test/contest-form';
import { photoContestWithEntries } from './contest-setup';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createContestThroughApi,
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  participantUploadsPhotos,
  signedIn,
  signInAsJudge,
  signInThroughForm,
  signUpParticipant,
  solidJpeg,
  uniqueName,
} from './support';

// Participant and recognition details, each met as a participant would.

/**
 * A photo contest with three untitled photos of one participant: the pre-filter rejects the first and
 * approves the others, the judges score the second 7 and 6 (6.5: an honourable mention) and the
 * third 8 (awarded); the third gets a title and a caption; then the contest ends and its results and entries are published (pre-filter results hidden).
 */
async function publishedContest(baseURL: string) {
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const judges = { preFilterJudgeId: preFilter.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id };
  const made = await photoContestWithEntries(baseURL, admin, { titlePrefix: 'Nomes ', count: 3, judges });
  const [first, second, third] = made.ids;
  const owner = await signedIn(baseURL, made.account);
  const text = await owner.patch(`/api/participant/submissions/${third}`, {
    data: { title: 'Luz da tarde', caption: 'Na escada da igreja, depois da chuva.' },
  });
  expect(text.ok(), await text.text()).toBe(true);
  // Photos sent in one request share their time: their numbers follow their ids (domain/entry-name).
  const mine = (await (await owner.get('/api/participant/submissions')).json()).items as {
    id: string;
    number: number;
  }[];
  const numberOf = (id: string) => mine.find((e) => e.id === id)!.number;
  await owner.dispose();
  const pre = await signedIn(baseURL, preFilter);
  for (const [id, status] of [
    [first, 'rejected'],
    [second, 'approved'],
    [third, 'approved'],
  ] as const) {
    const res = await pre.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await pre.dispose();
  for (const [judge, secondScore] of [
    [judge1, 7],
    [judge2, 6],
  ] as const) {
    const context = await signedIn(baseURL, judge);
    for (const [id, score] of [
      [second, secondScore],
      [third, 8],
    ] as const) {
      const res = await context.put(`/api/judge/submissions/${id}/score`, { data: { score } });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await context.dispose();
  }
  await endAndPublish(admin, made.contestId);
  await admin.dispose();
  const names = {
    first: `Foto ${numberOf(first)}`,
    second: `Foto ${numberOf(second)}`,
    third: 'Luz da tarde',
  };
  return { ...made, first, second, third, names };
}

async function endAndPublish(admin: APIRequestContext, contestId: string) {
  const form = await (await admin.get(`/api/admin/contests/${contestId}`)).json();
  const res = await admin.put(`/api/admin/contests/${contestId}`, {
    data: contestFormBody(form, {
      startDay: dayFromToday(-10),
      endDay: dayFromToday(-2),
      resultDay: dayFromToday(5),
      showEvaluations: true,
      showSubmissions: true,
      showPreFilterResults: false,
      confirmPublish: true,
    }),
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('an entry has one name on every screen; a rejected photo reads "not judged"; the viewer and Overall Scores name the entry', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { account, title, contestId, names } = await publishedContest(baseURL!);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);

  // My Submissions: each card under its one name; the rejected photo reads "not judged".
  await page.getByRole('link', { name: 'Minhas Inscrições', exact: true }).click();
  const cards = page.getByTestId('submission-card');
  await expect(cards).toHaveCount(3);
  const card = (name: string) =>
    cards.filter({ has: page.getByTestId('entry-title').getByText(name, { exact: true }) });
  await expect(card(names.first).getByTestId('evaluation-badge')).toHaveText('NÃO AVALIADA');
  await expect(card(names.first)).not.toContainText('PENDENTE');
  await expect(card(names.second).getByTestId('evaluation-badge')).toHaveText('AVALIADA');
  await expect(card(names.third)).toHaveCount(1);

  // The viewer is headed by the entry, its contest beneath, and shows the caption.
  await card(names.third).getByRole('button', { name: /^Ver / }).click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByTestId('viewer-title')).toHaveText('Luz da tarde');
  await expect(viewer).toContainText(title);
  await expect(viewer.getByTestId('viewer-caption')).toHaveText('Na escada da igreja, depois da chuva.');
  await expect(viewer.getByRole('img', { name: `Luz da tarde (${title})` })).toBeVisible();
  await page.keyboard.press('Escape');
  await card(names.second).getByRole('button', { name: /^Ver / }).click();
  await expect(viewer.getByTestId('viewer-title')).toHaveText(names.second);
  await page.keyboard.press('Escape');

  // The results hub: the same names.
  await page.getByRole('link', { name: 'Meus Resultados' }).click();
  const hub = page.getByTestId('result-contest').filter({ hasText: title });
  const outcomes = hub.getByTestId('result-entry');
  await expect(outcomes).toHaveCount(3);
  await expect(outcomes.filter({ hasText: names.first })).toContainText('NÃO AVALIADA');
  await expect(outcomes.filter({ hasText: names.second })).toHaveCount(1);
  await expect(outcomes.filter({ hasText: names.third })).toHaveCount(1);

  // Overall Scores, by score: a Title column with the same names, thumbnails named.
  await page.goto(`/participant/submissions/${contestId}`);
  const table = page.getByTestId('overall-table');
  await expect(table.getByRole('columnheader', { name: 'Título' })).toBeVisible();
  await expect(table.getByTestId('overall-title')).toHaveText([names.third, names.second, names.first]);
  await expect(table.getByRole('img', { name: `${names.second}, de ${account.username}` })).toBeVisible();
  await expect(page.getByTestId('overall-scroll-hint')).toHaveCount(0);

  // On a phone the scores are past the edge: a hint says to swipe, and the table scrolls to them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('overall-scroll-hint')).toBeVisible();
  const region = page.getByRole('region', { name: 'Notas gerais' });
  const award = table.getByRole('columnheader', { name: 'Premiação' });
  const right = async () => {
    const box = (await award.boundingBox())!;
    return box.x + box.width;
  };
  expect(await right()).toBeGreaterThan(390);
  await region.evaluate((el) => el.scrollBy({ left: 2000 }));
  await expect.poll(right).toBeLessThanOrEqual(390);
});

test('the winners gallery opens a photo larger with its caption, by keyboard, and Esc gives the focus back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { contestId, account } = await publishedContest(baseURL!);
  await page.goto(`/gallery/${contestId}?lang=pt`);
  const card = page.locator('li').filter({ hasText: 'Luz da tarde' });
  await expect(card.locator('.caption')).toHaveText('Na escada da igreja, depois da chuva.');
  const thumb = card.getByRole('img', { name: `“Luz da tarde”, de ${account.username}` });
  await expect(thumb).toHaveCSS('object-fit', 'contain');
  const link = card.getByRole('link', { name: 'Ampliar “Luz da tarde”' });
  await link.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Luz da tarde' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('Na escada da igreja, depois da chuva.');
  const large = viewer.getByRole('img');
  await expect(large).toHaveAttribute('src', new RegExp(`/gallery/${contestId}/images/.+\\.webp$`));
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(400);
  // The picture is larger than the card's.
  expect((await large.boundingBox())!.width).toBeGreaterThan((await thumb.boundingBox())!.width);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(link).toBeFocused();
  // The close button closes it too.
  await link.click();
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await expect(viewer).toBeHidden();

  // The link preview is a JPEG of the size the page announces.
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  const share = await page.request.get(new URL(og!).pathname);
  expect(share.headers()['content-type']).toBe('image/jpeg');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
});

test('the certificate prints the name given in Settings and is named after the contest and entry', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { account, title } = await publishedContest(baseURL!);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  const printName = page.getByRole('textbox', { name: 'Nome nos certificados' });
  await expect(printName).toHaveValue('');
  await expect(printName).toHaveAttribute('placeholder', account.username);
  await printName.fill('Marina Souza Lima');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome nos certificados' })).toHaveValue('Marina Souza Lima');

  await page.getByRole('link', { name: 'Meus Resultados' }).click();
  const card = page.getByTestId('result-contest').filter({ hasText: title });
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: /^Certificado \(PDF\) de Luz da tarde/ }).click();
  const download = await downloading;
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  expect(download.suggestedFilename()).toBe(`certificado-${slug}-luz-da-tarde.pdf`);
});

test('the website badge keeps every word inside its ring at 160 and 320 px, in Portuguese and English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { second, third } = await publishedContest(baseURL!);
  for (const id of [second, third]) {
    for (const lang of ['pt', 'en']) {
      const svg = await (await page.request.get(`/verify/${id}/badge.svg?lang=${lang}`)).text();
      for (const size of [160, 320]) {
        // The badge as a page embeds it (inline here, so its words can be measured).
        await page.setContent(
          `<div style="width:${size}px;height:${size}px">${svg.replace('width="240" height="240"', `width="${size}" height="${size}"`)}</div>`,
        );
        const ring = (await page.locator('[data-part="ring"]').boundingBox())!;
        const center = { x: ring.x + ring.width / 2, y: ring.y + ring.height / 2 };
        // Inside the white ring's inner edge (its stroke is 3 of 240 units wide).
        const radius = ring.width / 2 - (1.5 * size) / 240;
        const words = page.locator('text');
        expect(await words.count()).toBeGreaterThanOrEqual(4);
        for (const word of await words.all()) {
          const box = (await word.boundingBox())!;
          const text = await word.textContent();
          for (const [x, y] of [
            [box.x, box.y],
            [box.x + box.width, box.y],
            [box.x, box.y + box.height],
            [box.x + box.width, box.y + box.height],
          ]) {
            expect(Math.hypot(x - center.x, y - center.y), `${lang} ${size}px "${text}"`).toBeLessThan(
              radius,
            );
          }
        }
        // The contest's name stays legible at the embed size (8 px or more).
        const contestSize = await page
          .locator('[data-part="contest"]')
          .first()
          .evaluate((el) => el.getBoundingClientRect().height);
        expect(contestSize).toBeGreaterThanOrEqual((8 * size) / 160);
      }
    }
  }
  const pt = await (await page.request.get(`/verify/${second}/badge.svg?lang=pt`)).text();
  expect(pt).toContain('>MENÇÃO</text>');
  expect(pt).toContain('>HONROSA</text>');
});

test('the submit dialog offers no retry for a file refused for itself, and keeps the list of files refused at the pick', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await givePaymentLinks(baseURL!);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const title = uniqueName('Recusas ');
  await createContestThroughApi(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    minPhotoLongSide: 1000,
  });
  await admin.dispose();
  const account = await signUpParticipant(baseURL!, {});
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jurado-refusals-'));
  try {
    const small = path.join(dir, 'pequena.jpg');
    await writeFile(small, await solidJpeg({ r: 210, g: 30, b: 60 }, 800, 533));
    const good = path.join(dir, 'grande.jpg');
    await writeFile(good, await solidJpeg({ r: 30, g: 170, b: 110 }, 1200, 800));
    const notes = path.join(dir, 'notas.txt');
    await writeFile(notes, 'not a photo');

    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/participant\/dashboard$/);
    await page.goto('/participant/contests');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
    const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
    await dialog.getByRole('radio', { name: /^2 fotos/ }).click();
    await dialog.locator('input[type="file"]').setInputFiles([small, notes, good]);
    const refusedAtPick = dialog.getByRole('alert').filter({ hasText: 'Alguns arquivos não foram aceitos' });
    await expect(refusedAtPick).toContainText('notas.txt');
    await expect(dialog.getByTestId('photo-item')).toHaveCount(2);
    await dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' }).check();
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();

    const smallItem = dialog.getByTestId('photo-item').filter({ hasText: 'pequena.jpg' });
    await expect(smallItem.getByTestId('photo-error')).toContainText('1000 px');
    await expect(dialog.getByTestId('photo-item').filter({ hasText: 'grande.jpg' })).toContainText('Enviada');
    // Too small can never succeed: remove it (or pick another), no retry; the pick's refusals stay listed.
    await expect(smallItem.getByRole('button', { name: 'Tentar enviar pequena.jpg de novo' })).toHaveCount(0);
    await expect(smallItem.getByRole('button', { name: 'Remover pequena.jpg' })).toBeVisible();
    await expect(dialog.getByTestId('submit-error')).toHaveText(
      'Algumas fotos foram recusadas. Remova-as ou escolha outras.',
    );
    await expect(refusedAtPick).toContainText('notas.txt');
    await expect(dialog.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('on a touch tablet the judge swipes between photos, and the photo has most of the width', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const photoJudge = await createJudge(admin, 'photo_judge_1');
  const title = uniqueName('Tablet ');
  const contestId = await createContestThroughApi(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    isExtra: true,
    preFilterJudgeId: preFilter.id,
    photoJudge1Id: photoJudge.id,
  });
  await admin.dispose();
  const ids = await participantUploadsPhotos(baseURL!, contestId, 3, { width: 2400, height: 1600 });
  const pre = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of ids) {
    const res = await pre.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status: 'approved' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await pre.dispose();

  // A 1024 × 768 tablet held sideways, with a touch screen.
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await signInAsJudge(page, photoJudge.email, /\/judge\/photo$/);
  await expect(page.getByTestId('thumb')).toHaveCount(3);
  await page.getByTestId('thumb').first().click();
  const viewer = page.getByRole('dialog', { name: `Visualizador de inscrições: ${title}` });
  const position = viewer.getByTestId('lightbox-position');
  await expect(position).toContainText('1 de 3');
  const photo = viewer.getByTestId('lightbox-image');
  await expect.poll(async () => (await photo.boundingBox())?.width ?? 0).toBeGreaterThan(650);

  // A finger swipes leftwards across the photo: the next one; rightwards: back.
  const cdp = await context.newCDPSession(page);
  const stage = (await viewer.getByTestId('zoom-stage').boundingBox())!;
  const y = stage.y + stage.height / 2;
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y }] });
    for (let i = 1; i <= 5; i++) {
      const x = fromX + ((toX - fromX) * i) / 5;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const middle = stage.x + stage.width / 2;
  await swipe(middle + 150, middle - 150);
  await expect(position).toContainText('2 de 3');
  await swipe(middle - 150, middle + 150);
  await expect(position).toContainText('1 de 3');
  // A tap is not a swipe: it zooms, and a drag on the zoomed photo pans it without moving on.
  await page.touchscreen.tap(middle, y);
  await expect(viewer.getByTestId('zoom-stage')).toHaveAttribute('data-zoomed', 'true');
  await swipe(middle + 150, middle - 150);
  await expect(position).toContainText('1 de 3');
  await context.close();
});
