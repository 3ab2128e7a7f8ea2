import { expect, test, type Frame, type Page, type Request } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInAsJudge, signInThroughForm } from './support';

// The judge grid opens from the answers its page carries (the session and the first list): opened
// afresh, it draws the thumbnails without asking for them again. My Submissions carries the session,
// and whether it offers the Status filter, which it draws before its filters answer comes.

/** The API requests a fresh load of `url` makes until `ready` holds. */
async function apiRequestsOfLoad(page: Page, url: string, ready: () => Promise<void>) {
  const asked: string[] = [];
  // Only the new document's requests: the page being left may still refetch (a live progress event).
  let hasCommitted = false;
  const committed = (frame: Frame) => {
    if (frame === page.mainFrame()) hasCommitted = true;
  };
  const listen = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (hasCommitted && path.startsWith('/api/')) asked.push(path);
  };
  page.on('framenavigated', committed);
  page.on('request', listen);
  await page.goto(url);
  await ready();
  page.off('request', listen);
  page.off('framenavigated', committed);
  return asked;
}

test('the judge grid draws from the answers its page carries, My Submissions from its session', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge = await createJudge(admin, 'photo_judge_1');
  const { contestId, ids, account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Primeiro quadro ',
    count: 4,
    size: 300,
    judges: { preFilterJudgeId: preFilter.id, photoJudge1Id: judge.id },
  });
  const asPreFilter = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of ids) {
    const res = await asPreFilter.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await signInAsJudge(page, judge.email, /\/judge\/photo$/);
  const grid = page.getByTestId('thumb-grid');
  const judgeAsked = await apiRequestsOfLoad(page, '/judge/photo', async () => {
    await expect(grid.getByTestId('thumb')).toHaveCount(4);
    await expect(grid.locator('img').first()).toHaveJSProperty('complete', true);
  });
  // The thumbnails came; the session, the contests and the list came with the page.
  expect(judgeAsked.filter((p) => p.startsWith('/api/images/'))).not.toHaveLength(0);
  expect(judgeAsked).not.toContain('/api/session');
  expect(judgeAsked).not.toContain('/api/judge/contests');
  expect(judgeAsked).not.toContain('/api/judge/photo/submissions');
  // The screen still works: a score saves from the viewer.
  await grid.getByTestId('thumb').first().click();
  // A judge presses a score once the photo is on screen (the viewer's code loads on first open).
  await expect(page.getByTestId('photo-lightbox').getByTestId('lightbox-image')).toBeVisible();
  await page.keyboard.press('8');
  await expect
    .poll(async () =>
      (await page.request.get(`/api/judge/photo/submissions?contestId=${contestId}&tab=high`))
        .json()
        .then((b) => b.total),
    )
    .toBe(1);

  // A tap on the server's frame before the app's scripts have come is given to the app once it is there.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not until 'load': the held entry, asked before the page's images are in, holds the load event.
  await page.goto('/judge/photo', { waitUntil: 'domcontentloaded' });
  // start-app.js has run (it asked for the app's entry, held above), and listens to the frame.
  await page.waitForFunction(() => document.querySelector('script[src^="/assets/index-"]') !== null);
  await grid.getByTestId('thumb').first().click();
  await expect(page.locator('#server-frame')).toHaveCount(1);
  releaseScripts();
  await expect(page.getByTestId('photo-lightbox').getByTestId('lightbox-image')).toBeVisible();
  await expect(page.locator('#server-frame')).toHaveCount(0);
  await page.unroute('**/assets/index-*.js');
  await page.keyboard.press('Escape');

  const shown = await admin.patch(`/api/admin/contests/${contestId}/pre-filter-visibility`, {
    data: { visible: true },
  });
  expect(shown.status(), await shown.text()).toBe(200);
  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant/);
  // The filters answer is held until the list is drawn: the Status filter is already in its place.
  let release = () => {};
  const filtersHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/participant/submissions/filters', async (route) => {
    await filtersHeld;
    await route.continue();
  });
  const mineAsked = await apiRequestsOfLoad(page, '/participant/submissions', async () => {
    await expect(page.getByTestId('entry-thumb')).toHaveCount(4);
  });
  const status = page.getByLabel('Status', { exact: true });
  await expect(status).toBeVisible();
  const before = await status.boundingBox();
  release();
  // The filters came when the year filter offers a year beside 'all'; nothing moved.
  await page.getByLabel('Ano', { exact: true }).click();
  await expect(page.getByRole('option').nth(1)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unroute('**/api/participant/submissions/filters');
  expect(await status.boundingBox()).toEqual(before);
  // My Submissions carries the session only and asks for its list (bench/README.md, first frame A/B).
  expect(mineAsked).not.toContain('/api/session');
  expect(mineAsked).toContain('/api/participant/submissions');
  await admin.dispose();
  await asPreFilter.dispose();
});

test('the server draws My Submissions before any script runs, in the language the app opens in, and the app takes its place where it stands', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const { account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Quadro desenhado ',
    count: 2,
    size: 300,
    judges: {},
  });
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant/);
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });

  /** Where the heading and the first filter stand with no script run: the server's frame alone. */
  async function drawnWithoutScripts(name: string, yearLabel: string) {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/participant/submissions');
    await expect(heading(name)).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    const boxes = [await heading(name).boundingBox(), await page.getByLabel(yearLabel).boundingBox()];
    await page.unroute('**/*.js');
    return boxes;
  }

  const framed = await drawnWithoutScripts('Minhas Inscrições', 'Ano');

  // A keyboard user who moved into the frame before the app came keeps their place: the app's same
  // link has the focus once it has taken the frame's place.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not until 'load': the held entry, asked before the page's images are in, holds the load event.
  await page.goto('/participant/submissions', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.querySelector('script[src^="/assets/index-"]') !== null);
  const newEntry = page.getByRole('link', { name: 'Nova inscrição' });
  await newEntry.focus();
  await expect(page.locator('#server-frame')).toHaveCount(1);
  releaseScripts();
  await expect(page.locator('#server-frame')).toHaveCount(0);
  await expect(newEntry).toBeFocused();
  await page.unroute('**/assets/index-*.js');

  // With the scripts, the app draws the same screen and takes the frame's place: nothing moved.
  await page.goto('/participant/submissions');
  await expect(page.getByTestId('entry-thumb')).toHaveCount(2);
  await expect(page.locator('#server-frame')).toHaveCount(0);
  expect([
    await heading('Minhas Inscrições').boundingBox(),
    await page.getByLabel('Ano').boundingBox(),
  ]).toEqual(framed);
  // The app works: its links are the app's (no new page load), its filters answer.
  await page.getByRole('link', { name: 'Meus Resultados' }).click();
  await expect(page).toHaveURL(/\/participant\/results$/);

  // English chosen here: the server draws the next frame in English too.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('link', { name: 'My Results' })).toBeVisible();
  await drawnWithoutScripts('My Submissions', 'Year');
  await admin.dispose();
});
