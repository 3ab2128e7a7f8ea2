import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// What the viewer says and does (name, live region, Esc, focus, the
// embedded player), new entries reaching an open pre-filter screen, and a photo pulled back by the
// pre-filter while a photo judge has it open.

async function signInAs(page: Page, email: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, JUDGE_PASSWORD);
  await expect(page).toHaveURL(home);
}

async function createContest(admin: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const res = await admin.post('/api/admin/contests', {
    data: { startDay: dayFromToday(-1), endDay: dayFromToday(7), resultDay: dayFromToday(14), ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function packageFor(participant: APIRequestContext, category: 'photo' | 'video', atLeast: number) {
  const body = await (await participant.get(`/api/packages?category=${category}`)).json();
  const packages = (Array.isArray(body) ? body : body.items) as { id: string; items: number }[];
  return packages.filter((p) => p.items >= atLeast).sort((a, b) => a.items - b.items)[0].id;
}

// `from` numbers the colours so that no two uploads to one contest are the same file (refused as a duplicate).
async function uploadPhotos(participant: APIRequestContext, contestId: string, count: number, from = 0) {
  const form = new FormData();
  form.append('packageId', await packageFor(participant, 'photo', 5));
  form.append('currency', 'BRL');
  form.append('paymentConfirmed', 'true');
  for (let i = from; i < from + count; i++) {
    const jpeg = await solidJpeg({ r: 40 * i, g: 100, b: 200 - 30 * i });
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `f${i}.jpg`);
  }
  const res = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()).items as { id: string }[]).map((s) => s.id);
}

test('the judges’ viewer: named dialog, announced scores, Esc in the comment box, focus back, new entries live, a withdrawn photo explained', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // Entries need a package with a payment link: the seeded ones have none.
  await givePaymentLinks(baseURL!);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const photoJudge = await createJudge(admin, 'photo_judge_1');
  const title = uniqueName('Visualizador ');
  const contestId = await createContest(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    isExtra: true,
    preFilterJudgeId: preFilter.id,
    photoJudge1Id: photoJudge.id,
  });
  const participant = await signedIn(baseURL!, await signUpParticipant(baseURL));
  const [first] = await uploadPhotos(participant, contestId, 2);

  // --- The pre-filter screen is open; a new entry arrives and shows without a reload.
  await signInAs(page, preFilter.email, /\/judge\/pre-filter$/);
  const card = page.getByTestId(`contest-card-${contestId}`);
  await expect(card.getByTestId('count-total-value')).toHaveText('2');
  await uploadPhotos(participant, contestId, 1, 2);
  await expect(card.getByTestId('count-total-value')).toHaveText('3');
  await expect(page.getByTestId('thumb')).toHaveCount(3);

  // The viewer is a named dialog; a decision is announced.
  await page.getByTestId('thumb').first().click();
  const dialog = page.getByRole('dialog', { name: `Visualizador de inscrições: ${title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('lightbox-position')).toContainText('1 de 3');
  await page.keyboard.press('a');
  await expect(dialog.getByTestId('lightbox-announcement')).toHaveText('Foto aprovada');
  await page.keyboard.press('a');
  await page.keyboard.press('a');
  await expect(dialog).toBeHidden();
  // The entry left the tab: focus is not dropped on <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

  // --- The photo judge opens a photo; a pressed score is announced; Esc in the comment box keeps
  // the viewer open.
  const judgeApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  await signInAs(page, photoJudge.email, /\/judge\/photo$/);
  await expect(page.getByTestId('thumb')).toHaveCount(3);
  await page.locator(`[data-testid="thumb"][data-id="${first}"]`).click();
  const viewer = page.getByRole('dialog', { name: `Visualizador de inscrições: ${title}` });
  // A judge presses a score once the photo is on screen (the viewer's code loads on first open).
  await expect(viewer.getByTestId('lightbox-image')).toHaveAttribute('data-id', first);
  await page.keyboard.press('8');
  await expect(viewer.getByTestId('lightbox-announcement')).toHaveText('Nota 8 salva');
  await expect(viewer.getByTestId('panel-score')).toHaveText('8,0');
  await expect(viewer.getByRole('radio', { name: '8 pontos' })).toBeChecked();
  const comment = viewer.getByRole('textbox', { name: 'Comentários' });
  await comment.fill('Bela luz');
  await comment.press('Escape');
  await expect(viewer).toBeVisible();
  await expect(comment).toHaveValue('Bela luz');
  await expect(comment).not.toBeFocused();
  // Focus stays inside the viewer (it fell to <body>, lost to a screen reader).
  expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  // --- The pre-filter judge pulls the next photo back while the viewer shows it.
  await page.keyboard.press('ArrowRight');
  const shownId = await viewer.getByTestId('lightbox-image').getAttribute('data-id');
  expect(shownId).not.toBe(first);
  const pulled = await judgeApi.patch(`/api/judge/pre-filter/submissions/${shownId}`, {
    data: { status: 'pending' },
  });
  expect(pulled.status(), await pulled.text()).toBe(200);
  await page.keyboard.press('6');
  await expect(
    page.getByText('O jurado de pré-seleção acabou de tirar esta foto das aprovadas'),
  ).toBeVisible();
  await expect(viewer.getByTestId('lightbox-image')).not.toHaveAttribute('data-id', shownId!);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByTestId('count-total-value')).toHaveText('2');

  await judgeApi.dispose();
  await participant.dispose();
  await admin.dispose();
});

test('a film judge who clicked into the player still scores with the keys', async ({ page, baseURL }) => {
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // Entries need a package with a payment link: the seeded ones have none.
  await givePaymentLinks(baseURL!);
  const filmJudge = await createJudge(admin, 'video_judge_1');
  const contestId = await createContest(admin, {
    title: uniqueName('Filmes foco '),
    category: 'video',
    isExtra: true,
    videoJudge1Id: filmJudge.id,
  });
  const participant = await signedIn(baseURL!, await signUpParticipant(baseURL));
  const films = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: await packageFor(participant, 'video', 1),
      currency: 'BRL',
      paymentConfirmed: true,
      urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    },
  });
  expect(films.status(), await films.text()).toBe(201);

  await signInAs(page, filmJudge.email, /\/judge\/video1$/);
  await page.getByTestId('video-card').first().click();
  const modal = page.getByTestId('video-modal');
  const frame = modal.locator('iframe');
  await expect(frame).toBeVisible();
  // The player is built on the screen from the film's link (the answer carries the link alone).
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await frame.click();
  await page.keyboard.press('7');
  await expect(modal.getByTestId('panel-score')).toHaveText('7,0');
  // Films have the photo viewer's auto-advance switch too, on by default.
  await expect(modal.getByRole('switch', { name: 'Avançar após a nota' })).toBeChecked();
  await participant.dispose();
  await admin.dispose();
});
