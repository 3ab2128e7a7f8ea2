import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  dayFromToday,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';

// Prices by date and discount codes in manual mode: an early-bird price shown with the day it changes, and a
// waiver code the admin creates in Statistics, which a participant applies in the submit dialog:
// the package is paid with no payment, the entry goes in, and the admin sees the code used.

const ITEMS = 37; // a package of this journey's own, so the other journeys' prices stay as they are

test('an early-bird price and a waiver code: shown, applied, counted', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const title = uniqueName('Códigos ');
  const contestId = await createContestThroughApi(admin, { title, category: 'video' });
  const prices = [
    {
      currency: 'BRL',
      amount: 300,
      paymentUrl: 'https://pay.example.test/video-37-brl',
      earlyAmount: 250,
      earlyUntil: dayFromToday(4),
    },
  ];
  const list = (await (await admin.get('/api/admin/packages')).json()) as {
    items: { id: string; category: string; items: number }[];
  };
  const existing = list.items.find((p) => p.category === 'video' && p.items === ITEMS);
  const saved = existing
    ? await admin.put(`/api/admin/packages/${existing.id}`, {
        data: { items: ITEMS, isActive: true, prices },
      })
    : await admin.post('/api/admin/packages', {
        data: { category: 'video', items: ITEMS, isActive: true, prices },
      });
  expect(saved.status(), await saved.text()).toBeLessThan(300);

  // The admin creates a one-use waiver code for the contest in Statistics.
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const panel = page.getByTestId('discount-codes');
  await expect(panel.getByText('Nenhum código neste concurso.')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Código' }).fill('Isento-37');
  await panel.getByRole('textbox', { name: 'Limite de usos' }).fill('1');
  await panel.getByRole('button', { name: 'Criar código' }).click();
  const row = panel.getByTestId('discount-code');
  await expect(row).toContainText('Isento-37');
  await expect(row).toContainText('100%');
  await expect(row).toContainText('0 / 1');
  // The same code in another case is refused, translated.
  await panel.getByRole('textbox', { name: 'Código' }).fill('ISENTO-37');
  await panel.getByRole('button', { name: 'Criar código' }).click();
  await expect(panel.getByText('Já existe um código igual neste concurso.')).toBeVisible();
  await page.context().clearCookies();

  // The participant sees the early-bird price and the day it changes, and applies the code.
  const account = await signUpParticipant(baseURL);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
  const option = dialog.getByRole('radio', { name: /^37 filmes\s+R\$\s250,00/ });
  await option.click();
  await expect(
    dialog.getByTestId('package-option').filter({ hasText: '37 filmes' }).getByTestId('price-changes'),
  ).toHaveText(/^R\$\s300,00 a partir de \d+ de [a-zç]+\.? de \d{4}$/);
  await expect(dialog.getByTestId('pay-amount')).toContainText('R$');
  const codeField = dialog.getByRole('textbox', { name: 'Código de desconto' });
  await codeField.fill('nao-existe');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByText('Código inválido para este concurso.')).toBeVisible();
  await codeField.fill('isento-37');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByTestId('order-held')).toContainText('Pacote de 37 filmes pago.');
  await expect(dialog.getByTestId('order-discount')).toHaveText(
    /^Código Isento-37 aplicado: −R\$\s250,00\.$/,
  );
  await expect(dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Link do filme 1' }).fill('https://vimeo.com/76979871');
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByTestId('submit-success')).toBeVisible();
  await page.context().clearCookies();

  // The admin sees the code used once, and the order with its discount in the reconciliation.
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  await expect(page.getByTestId('discount-code')).toContainText('1 / 1');
  const mine = page.getByTestId('reconciliation').getByRole('row').filter({ hasText: account.username });
  await expect(mine.getByTestId('reconciliation-discount')).toHaveText(/^Código Isento-37: −R\$\s250,00$/);
});
