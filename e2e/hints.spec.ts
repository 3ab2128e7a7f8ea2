import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { signedIn, signInThroughForm } from './support';

// The icon buttons' tooltips are drawn on demand (components/hint.tsx): none exists when the screen
// appears; pointing at a button shows its hint and describes the button by it; leaving hides it; a
// keyboard user who tabs onto a button sees the hint too, keeps the focus, and Escape hides it.

test('an entry card’s icon hints: drawn when pointed at or tabbed to, never before', async ({
  page,
  baseURL,
}) => {
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const { account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Dicas ',
    count: 1,
    judges: {},
  });
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant/);
  await page.goto('/participant/submissions');

  const edit = page.getByRole('button', { name: /^Editar o título/ });
  const remove = page.getByRole('button', { name: /^Excluir a inscrição/ });
  await expect(remove).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText(['Excluir']);
  await expect(remove).toHaveAccessibleDescription('Excluir');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(remove).not.toHaveAccessibleDescription('Excluir');

  await edit.focus();
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(['Excluir']);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expect(remove).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(edit).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText(['Editar título']);
});
