import { expect, test, type Locator } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  createJudge,
  JUDGE_PASSWORD,
  participantUploadsPhotos,
  signedIn,
  signInAsJudge,
  signInThroughForm,
  uniqueName,
} from './support';

// The photo judge zooms to 100 % (keys, click, wheel, drag), pans with the
// arrows without leaving the photo, puts the viewer in full screen, and turns auto-advance on.

/** Where the photo is drawn: its box moves when the photo is panned, grows when zoomed. */
async function boxOf(image: Locator) {
  const box = await image.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

test('a photo judge zooms, pans with keys and the mouse, uses full screen and auto-advance', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const photoJudge = await createJudge(admin, 'photo_judge_1');
  const title = uniqueName('Inspeção ');
  const contestId = await createContestThroughApi(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    isExtra: true,
    preFilterJudgeId: preFilter.id,
    photoJudge1Id: photoJudge.id,
  });
  // Photos larger than the preview (1600 px), so that 100 % needs the large rendition.
  const ids = await participantUploadsPhotos(baseURL!, contestId, 3, { width: 3200, height: 2400 });
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of ids) {
    const res = await preFilterApi.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await preFilterApi.dispose();
  await admin.dispose();

  await signInAsJudge(page, photoJudge.email, /\/judge\/photo$/);
  await expect(page.getByTestId('thumb')).toHaveCount(3);
  await page.getByTestId('thumb').first().click();
  const viewer = page.getByRole('dialog', { name: `Visualizador de inscrições: ${title}` });
  await expect(viewer).toBeVisible();
  const position = viewer.getByTestId('lightbox-position');
  await expect(position).toContainText('1 de 3');
  // The keys are in the viewer's help.
  await expect(viewer.getByTestId('lightbox-hint').last()).toContainText('Z zoom (até 3000 px)');
  await expect(viewer.getByTestId('lightbox-hint').last()).toContainText('F tela cheia');

  // --- Z: 100 %, the large rendition fetched once and laid over the preview.
  const stage = viewer.getByTestId('zoom-stage');
  const image = viewer.getByTestId('lightbox-image');
  const fitted = await boxOf(image);
  const large = page.waitForResponse((r) => /\/api\/images\/[^/]+\/large$/.test(r.url()));
  await page.keyboard.press('z');
  expect((await large).status()).toBe(200);
  await expect(stage).toHaveAttribute('data-zoom', '100');
  // The large rendition at 1:1 is 3000 of the original's 3200 px: told as such.
  await expect(viewer.getByTestId('zoom-percent')).toHaveText('94 % do original');
  await expect(viewer.getByTestId('lightbox-large-image')).toBeVisible();
  const zoomed = await boxOf(image);
  expect(zoomed.width).toBeCloseTo(3000, 0);

  // Arrows pan the zoomed photo; they do not move to the next one.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(position).toContainText('1 de 3');
  const panned = await boxOf(image);
  expect(panned.x).toBeLessThan(zoomed.x);
  expect(panned.y).toBeLessThan(zoomed.y);
  // + and − zoom in steps; a digit still scores.
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('data-zoom', '125');
  await page.keyboard.press('-');
  await expect(stage).toHaveAttribute('data-zoom', '100');
  await page.keyboard.press('7');
  await expect(viewer.getByTestId('lightbox-announcement')).toHaveText('Nota 7 salva');
  // Esc on a zoomed photo shows the whole photo again; the viewer stays open.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('zoom-percent')).toBeHidden();
  expect((await boxOf(image)).width).toBeCloseTo(fitted.width, 0);

  // --- The mouse: a click zooms at the pointer, a drag pans, the wheel zooms out again.
  const centre = { x: fitted.x + fitted.width / 2, y: fitted.y + fitted.height / 2 };
  await page.mouse.click(centre.x + 100, centre.y);
  await expect(stage).toHaveAttribute('data-zoom', '100');
  const clicked = await boxOf(image);
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 150, centre.y + 80, { steps: 5 });
  await page.mouse.up();
  await expect(stage).toHaveAttribute('data-zoom', '100');
  const dragged = await boxOf(image);
  expect(dragged.x - clicked.x).toBeCloseTo(150, 0);
  expect(dragged.y - clicked.y).toBeCloseTo(80, 0);
  await page.mouse.wheel(0, 2000);
  await expect(viewer.getByTestId('zoom-percent')).toBeHidden();
  // Not zoomed, the arrow moves on to the next photo (and back).
  await page.keyboard.press('ArrowRight');
  await expect(position).toContainText('2 de 3');
  await page.keyboard.press('ArrowLeft');
  await expect(position).toContainText('1 de 3');

  // --- Full screen: F and the button; Esc leaves full screen first, the viewer stays.
  const lightbox = viewer.getByTestId('photo-lightbox');
  const fullScreenOf = () => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'));
  await page.keyboard.press('f');
  await expect.poll(fullScreenOf).toBe('photo-lightbox');
  await expect(lightbox).toHaveAttribute('data-fullscreen', 'true');
  const fullScreenButton = viewer.getByRole('button', { name: 'Tela cheia' });
  await expect(fullScreenButton).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect.poll(fullScreenOf).toBeUndefined();
  await expect(viewer).toBeVisible();
  await fullScreenButton.click();
  await expect.poll(fullScreenOf).toBe('photo-lightbox');
  await fullScreenButton.click();
  await expect.poll(fullScreenOf).toBeUndefined();
  await expect(fullScreenButton).toHaveAttribute('aria-pressed', 'false');

  // --- Auto-advance: off by default (a score stays on the photo); on, a score moves on; remembered.
  const autoAdvance = viewer.getByRole('switch', { name: 'Avançar após a nota' });
  await expect(autoAdvance).not.toBeChecked();
  await page.keyboard.press('8');
  await expect(viewer.getByTestId('panel-score')).toHaveText('8,0');
  await expect(position).toContainText('1 de 3');
  await autoAdvance.check();
  await page.keyboard.press('9');
  await expect(position).toContainText('2 de 3');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The scored photo, which opened the viewer, leaves the pending tab once the grid is fetched
  // again; focus is not dropped on <body>.
  await expect(page.getByTestId('thumb')).toHaveCount(2);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  await page.reload();
  await page.getByTestId('thumb').first().click();
  await expect(viewer.getByRole('switch', { name: 'Avançar após a nota' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // --- The same viewer in English.
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByTestId('thumb').first().click();
  const english = page.getByRole('dialog', { name: `Entry viewer: ${title}` });
  await expect(english.getByRole('button', { name: 'Full screen' })).toBeVisible();
  await expect(english.getByRole('switch', { name: 'Next after scoring' })).toBeChecked();
  await page.keyboard.press('z');
  await expect(english.getByTestId('zoom-percent')).toHaveText('94% of the original');
  await expect(english.getByTestId('lightbox-hint').last()).toContainText('arrows move the zoomed photo');
});

test('every score and number input on the judge and admin screens has an accessible name', async ({
  page,
  baseURL,
}) => {
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const photoJudge = await createJudge(admin, 'photo_judge_1');
  const contestId = await createContestThroughApi(admin, {
    title: uniqueName('Nomes '),
    category: 'photo',
    photoCategory: 'wedding',
    isExtra: true,
    preFilterJudgeId: preFilter.id,
    photoJudge1Id: photoJudge.id,
  });
  const [id] = await participantUploadsPhotos(baseURL!, contestId, 1);
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  const approved = await preFilterApi.patch(`/api/judge/pre-filter/submissions/${id}`, {
    data: { status: 'approved' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await preFilterApi.dispose();
  await admin.dispose();

  // The judge's viewer: the stars are a named group of named radios; the same key twice is said twice.
  await signInAsJudge(page, photoJudge.email, /\/judge\/photo$/);
  await page.getByTestId('thumb').first().click();
  const viewer = page.getByRole('dialog');
  const stars = viewer.getByRole('radiogroup', { name: 'Nota (1–10)' });
  // Ten stars and Mantine's "no score yet" radio, checked until the first score.
  await expect(stars.getByRole('radio')).toHaveCount(11);
  await expect(stars.getByRole('radio', { name: 'Sem nota' })).toBeChecked();
  for (const radio of await stars.getByRole('radio').all())
    await expect(radio).toHaveAccessibleName(/^(\d+ pontos?|Sem nota)$/);
  const announcement = viewer.getByTestId('lightbox-announcement');
  await page.keyboard.press('6');
  await expect(announcement).toHaveText('Nota 6 salva');
  // The live region's text is written anew (emptied, then said), which makes screen readers say it.
  await announcement.evaluate((element) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(element.textContent ?? '')).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.keyboard.press('6');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said.at(-1)))
    .toBe('Nota 6 salva');
  await expect(announcement).toHaveText('Nota 6 salva');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The only photo was scored: once the grid is fetched again it is empty, and focus, which went
  // back to the photo, is not left on <body>.
  await expect(page.getByTestId('thumb')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');

  // The admin's forms with number fields: the contest and the package forms.
  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/contests');
  await page.getByRole('button', { name: 'Criar Concurso' }).click();
  const contestForm = page.getByRole('dialog', { name: 'Criar Concurso' });
  await expect(contestForm).toBeVisible();
  await expectEveryInputNamed(contestForm);
  await page.keyboard.press('Escape');
  await expect(contestForm).toBeHidden();
  await page.goto('/admin/packages');
  await page.getByRole('button', { name: 'Adicionar pacote' }).first().click();
  const packageForm = page.getByRole('dialog', { name: 'Novo pacote' });
  await expect(packageForm).toBeVisible();
  await expectEveryInputNamed(packageForm);
});

/** Every visible input in `scope` (number fields included) has an accessible name. */
async function expectEveryInputNamed(scope: Locator) {
  const inputs = await scope.locator('input:visible, textarea:visible').all();
  expect(inputs.length).toBeGreaterThan(0);
  for (const input of inputs) await expect(input).toHaveAccessibleName(/\S/);
}
