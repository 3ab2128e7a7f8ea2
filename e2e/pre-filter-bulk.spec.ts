import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInThroughForm } from './support';

// The pre-filter judge chooses several photos for one decision, confirms a rejection, and
// undoes their last decision.

test('bulk approve, bulk reject with a confirmation, and undo of the last decision', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge = await createJudge(admin, 'pre_filter_judge');
  await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Seleção em lote ',
    count: 4,
    judges: { preFilterJudgeId: judge.id },
  });

  await page.context().clearCookies();
  await signInThroughForm(page, judge.email, JUDGE_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Pré-filtro' })).toBeVisible();
  const grid = page.getByTestId('thumb-grid');
  await expect(grid.getByTestId('thumb')).toHaveCount(4);
  const pendingTab = page.getByRole('tab', { name: /Pendentes/ });

  // Two chosen one by one, approved in one action.
  await page.getByRole('button', { name: 'Selecionar várias' }).click();
  await page.getByRole('button', { name: 'Selecionar foto 1' }).click();
  await page.getByRole('button', { name: 'Selecionar foto 3' }).click();
  await expect(page.getByRole('button', { name: 'Selecionar foto 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('chosen-count')).toHaveText('2 fotos selecionadas');
  await page.getByRole('button', { name: 'Aprovar selecionadas (2)' }).click();
  await expect(page.getByText('2 fotos aprovadas.')).toBeVisible();
  await expect(grid.getByTestId('thumb')).toHaveCount(2);
  await expect(pendingTab).toContainText('2');
  await expect(page.getByTestId('chosen-count')).toHaveText('Nenhuma foto selecionada');

  // The rest of the page at once, rejected after a confirmation that says how many.
  await page.getByRole('checkbox', { name: 'Selecionar todas desta página (2)' }).check();
  await page.getByRole('button', { name: 'Reprovar selecionadas (2)' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Reprovar 2 fotos?');
  await confirm.getByRole('button', { name: 'Reprovar selecionadas (2)' }).click();
  await expect(page.getByText('2 fotos não aprovadas.')).toBeVisible();
  await expect(page.getByTestId('thumb-grid')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Não Aprovadas/ })).toContainText('2');

  // Undo: the two rejected photos come back to pending; a second undo has nothing left to undo.
  await page.getByRole('button', { name: 'Desfazer última decisão' }).click();
  await expect(page.getByText('Decisão desfeita: 2 fotos voltaram para onde estavam.')).toBeVisible();
  await expect(grid.getByTestId('thumb')).toHaveCount(2);
  await expect(pendingTab).toContainText('2');
  await expect(page.getByRole('button', { name: 'Desfazer última decisão' })).toHaveCount(0);

  // The pre-filter viewer zooms like the scoring one: Z to 100 % on the large rendition, Esc back.
  await page.getByRole('button', { name: 'Cancelar seleção' }).click();
  await grid.getByTestId('thumb').first().click();
  const viewer = page.getByTestId('pre-filter-lightbox');
  await expect(viewer.getByTestId('lightbox-hint').last()).toContainText('Z zoom (até 3000 px)');
  await page.keyboard.press('z');
  await expect(viewer.getByTestId('zoom-stage')).toHaveAttribute('data-zoom', '100');
  await expect(viewer.getByTestId('lightbox-large-image')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer.getByTestId('zoom-percent')).toBeHidden();
  await expect(viewer).toBeVisible();
  await admin.dispose();
});

test('the undo of the last decision survives a reload', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge = await createJudge(admin, 'pre_filter_judge');
  await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Desfazer depois ',
    count: 2,
    judges: { preFilterJudgeId: judge.id },
  });
  await page.context().clearCookies();
  await signInThroughForm(page, judge.email, JUDGE_PASSWORD);
  const grid = page.getByTestId('thumb-grid');
  await expect(grid.getByTestId('thumb')).toHaveCount(2);
  await page.getByRole('button', { name: 'Selecionar várias' }).click();
  await page.getByRole('button', { name: 'Selecionar foto 1' }).click();
  await page.getByRole('button', { name: 'Aprovar selecionadas (1)' }).click();
  await expect(grid.getByTestId('thumb')).toHaveCount(1);
  // The confirmation comes with the undo being remembered (after the list's refetch): a reload
  // before it would lose an undo the judge was never offered.
  await expect(page.getByText('1 foto aprovada.')).toBeVisible();

  await page.reload();
  const undo = page.getByRole('button', { name: 'Desfazer última decisão' });
  await expect(undo).toBeVisible({ timeout: 30_000 });
  await undo.click();
  await expect(page.getByText('Decisão desfeita: 1 foto voltou para onde estava.')).toBeVisible();
  await expect(grid.getByTestId('thumb')).toHaveCount(2);
  await expect(undo).toHaveCount(0);
});
