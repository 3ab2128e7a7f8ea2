import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { sendPhotos } from './contest-setup';
import {
  createContestThroughApi,
  createParticipant,
  givePaymentLinks,
  signedIn,
  signInThroughForm,
  uniqueName,
  signUpParticipant,
} from './support';

// Settings, sign-up and list texts as a participant meets them in Portuguese.

test('in Settings the username error gives way to the email error', async ({ page, baseURL }) => {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const other = await createParticipant(anonymous);
  const account = await createParticipant(anonymous);
  await anonymous.dispose();

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  const username = page.getByRole('textbox', { name: 'Nome de usuário' });
  await username.fill(other.username);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Este nome de usuário já está em uso').first()).toBeVisible();

  await username.fill(account.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(other.email);
  await page.getByRole('textbox', { name: 'Senha atual' }).fill(account.password);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Já existe uma conta com este email').first()).toBeVisible();
  await expect(page.getByText('Este nome de usuário já está em uso')).toHaveCount(0);
});

test('a participant edits country, state and city in Settings and finds them after a reload', async ({
  page,
  baseURL,
}) => {
  const account = await signUpParticipant(baseURL, { country: 'PT', cityName: 'Porto' });

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  await page.getByRole('combobox', { name: 'País' }).click();
  await page.getByRole('option', { name: 'Brasil', exact: true }).click();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Minas Gerais', exact: true }).click();
  await page.getByRole('combobox', { name: 'Cidade' }).fill('Belo Hori');
  await page.getByRole('option', { name: 'Belo Horizonte' }).click();
  await page.getByRole('button', { name: 'Salvar localização' }).click();
  await expect(page.getByText('Localização atualizada')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'País' })).toHaveValue('Brasil');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Minas Gerais');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Belo Horizonte');
});

test('page 2 of My Submissions says where the reader is: "Mostrando 51–54 de 54 inscrições"', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // A package large enough for 54 photos.
  const created = await admin.post('/api/admin/packages', {
    data: {
      category: 'photo',
      items: 60,
      isActive: true,
      prices: [{ currency: 'BRL', amount: 300, paymentUrl: 'https://pagamento.example.com/fotos-60' }],
    },
  });
  expect([201, 409]).toContain(created.status());
  await givePaymentLinks(baseURL!);
  const contestId = await createContestThroughApi(admin, {
    title: uniqueName('Muitas '),
    category: 'photo',
    photoCategory: 'wedding',
  });
  await admin.dispose();
  const { account } = await sendPhotos(baseURL!, contestId, { count: 54 });

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Minhas Inscrições', exact: true }).click();
  await expect(page.getByText('Mostrando 1–50 de 54 inscrições')).toBeVisible();
  await page.getByRole('button', { name: 'Página 2' }).click();
  await expect(page.getByText('Mostrando 51–54 de 54 inscrições')).toBeVisible();
  await expect(page.getByTestId('submission-card')).toHaveCount(4);
});
