import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries, sendPhotos } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInThroughForm } from './support';

// With more photos than one grid page (100), the pre-filter viewer counts against
// the tab's real total ("101 de 103"), never the page's ("1 de 3", "100 de 100").

test('the pre-filter viewer shows the place in the whole tab across pages', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge = await createJudge(admin, 'pre_filter_judge');
  // Small photos: three participants, 103 photos in all (50-item packages, 10 photos a request).
  const { contestId } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Total real ',
    count: 50,
    size: 300,
    judges: { preFilterJudgeId: judge.id },
  });
  await sendPhotos(baseURL!, contestId, { count: 50, size: 300 });
  await sendPhotos(baseURL!, contestId, { count: 3, size: 300 });

  await page.context().clearCookies();
  await signInThroughForm(page, judge.email, JUDGE_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Pré-filtro' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Pendentes/ })).toContainText('103');
  const grid = page.getByTestId('thumb-grid');
  await expect(grid.getByTestId('thumb')).toHaveCount(100);

  await grid.getByTestId('thumb').nth(99).click();
  const viewer = page.getByTestId('pre-filter-lightbox');
  await expect(viewer.getByTestId('lightbox-position')).toContainText('100 de 103');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Página 2', exact: true }).click();
  await expect(grid.getByTestId('thumb')).toHaveCount(3);
  await grid.getByTestId('thumb').first().click();
  await expect(viewer.getByTestId('lightbox-position')).toContainText('101 de 103');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('lightbox-position')).toContainText('102 de 103');
  await admin.dispose();
});
