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
