import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInThroughForm } from './support';

// Deleting a participant whose entries were scored is refused with a message about
// their entries (not "this user has already evaluated entries"), and the confirmation names who goes;
// a participant's own deletion confirmation names the entry.

test('deleting a participant with scored entries: named confirmation, then the real reason', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const { ids, account, title } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Exclusão ',
    count: 2,
    judges: { preFilterJudgeId: preFilter.id, photoJudge1Id: judge1.id },
  });
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  expect(
    (
      await preFilterApi.post('/api/judge/pre-filter/decisions', { data: { ids, status: 'approved' } })
    ).status(),
  ).toBe(200);
  const judgeApi = await signedIn(baseURL!, { email: judge1.email, password: JUDGE_PASSWORD });
  expect(
    (await judgeApi.put(`/api/judge/submissions/${ids[0]}/score`, { data: { score: 8 } })).status(),
  ).toBe(200);

  // The participant's own confirmation keeps the spec's question and says which entry goes.
  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant/);
  await page.goto('/participant/submissions');
  await page
    .getByRole('button', { name: /^Excluir a inscrição/ })
    .first()
    .click();
  const own = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(own).toContainText('Tem certeza de que deseja excluir esta inscrição?');
  await expect(own).toContainText(`do concurso “${title}”, com o arquivo.`);
  await own.getByRole('button', { name: 'Cancelar' }).click();

  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin/);
  await page.goto('/admin/participants');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(account.username);
  const row = page.getByRole('row').filter({ hasText: account.username });
  await row.getByRole('button', { name: `Excluir ${account.username}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(confirm).toContainText(
    `Excluir o usuário “${account.username}” com todas as suas inscrições e fotos?`,
  );
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(`Não foi possível excluir “${account.username}”`)).toBeVisible();
  await expect(
    page.getByText('As inscrições deste participante já foram avaliadas pelos jurados', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/já avaliou inscrições|tente novamente/i)).toHaveCount(0);
  await expect(row).toBeVisible();

  // The same refusal in English: the signed-in screens' error messages come with the area's chunk
  // (English loaded before the area is drawn), so a page opened in English says it in English...
  await page.evaluate(() => localStorage.setItem('jurado.language', 'en'));
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(account.username);
  await row.getByRole('button', { name: `Delete ${account.username}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${account.username}” could not be deleted`)).toBeVisible();
  await expect(
    page.getByText('This participant’s entries have already been scored by the judges'),
  ).toBeVisible();
  // ...and after switching back to Portuguese on the page, in Portuguese.
  await page.getByRole('button', { name: 'Português' }).click();
  await row.getByRole('button', { name: `Excluir ${account.username}` }).click();
  await page.getByRole('dialog', { name: 'Tem certeza?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText('As inscrições deste participante já foram avaliadas pelos jurados').first(),
  ).toBeVisible();
  await preFilterApi.dispose();
  await judgeApi.dispose();
  await admin.dispose();
});
