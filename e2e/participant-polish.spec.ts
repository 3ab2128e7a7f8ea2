import { expect, request as playwrightRequest, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  createParticipant,
  givePaymentLinks,
  latestEmailTo,
  packageWithAtLeast,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';

// Participant and recognition polish: what a participant meets outside the judging
// screens, each checked as they would meet it.

test('signed-out pages log no failed request and have a favicon; signing in still finds the user', async ({
  page,
  baseURL,
}) => {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(message.text());
  });
  for (const path of ['/', '/login', '/participant/dashboard', '/reset-password']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page).toHaveURL(/\/login$/);
  expect(failures).toEqual([]);
  // A server-rendered public page (here an invalid unsubscribe link, a 404) names its icon too.
  await page.goto('/unsubscribe/not-a-token');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

  const anonymous = await playwrightRequest.newContext({ baseURL });
  const icon = await anonymous.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  const account = await createParticipant(anonymous);
  await anonymous.dispose();

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Configurações' })).toBeVisible();
});

test("the email confirmation link opens in the account's language, signed out in an English browser", async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await createParticipant(request, { locale: 'en' });
  const participant = await signedIn(baseURL!, account);
  const newEmail = `${uniqueName('moved').toLowerCase()}@e2e.test`;
  const change = await participant.put('/api/me/settings', {
    data: { username: account.username, email: newEmail, currentPassword: account.password },
  });
  expect(change.status(), await change.text()).toBe(200);
  await participant.dispose();
  const confirmation = await latestEmailTo(request, newEmail);
  const link = /(http\S+\/confirm-email\?token=\S+)/.exec(confirmation.text)![1];
  expect(link).toMatch(/&lang=en$/);

  // A browser that never saw Jurado, set to English, signed out.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText('Email changed')).toBeVisible();
  await expect(page.getByText(`From now on, sign in with ${newEmail}.`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // An older link without its language still follows the English browser.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.replace(/&lang=en$/, ''));
  await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid');
  await context.close();
});

test("a film's title dialog is headed by what it edits: the title alone, with no caption field", async ({
  page,
  baseURL,
}) => {
  await givePaymentLinks(baseURL!);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const contestId = await createContestThroughApi(admin, { title: uniqueName('Filmes '), category: 'video' });
  await admin.dispose();
  const account = await signUpParticipant(baseURL, { locale: 'pt' });
  const participant = await signedIn(baseURL!, account);
  const sent = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: await packageWithAtLeast(participant, 'video', 1),
      currency: 'BRL',
      paymentConfirmed: true,
      urls: [`https://vimeo.com/${Date.now() % 1_000_000}7`],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await participant.dispose();

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/submissions');
  await page.getByRole('button', { name: /^Editar o título de Filme 1/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Título', exact: true });
  await expect(dialog.getByRole('textbox', { name: 'Título' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Legenda' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Título e legenda' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('Settings saving a new email and a new password says both, below the header flags', async ({
  page,
  request,
}) => {
  const account = await createParticipant(request);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Configurações' }).click();
  const newEmail = `${uniqueName('ambos').toLowerCase()}@e2e.test`;
  await page.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await page.getByLabel('Nova senha', { exact: true }).fill('outra-senha-123');
  await page.getByLabel('Confirme a nova senha').fill('outra-senha-123');
  await page.getByLabel('Senha atual').fill(account.password);
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  const emailToast = page
    .getByRole('alert')
    .filter({ hasText: `Enviamos um link de confirmação para ${newEmail}.` });
  const passwordToast = page.getByRole('alert').filter({ hasText: 'Senha alterada.' });
  await expect(emailToast).toBeVisible();
  await expect(passwordToast).toBeVisible();

  // The toasts sit below the header: its language flags stay visible and usable.
  const header = await page.getByRole('banner').boundingBox();
  const toast = await emailToast.boundingBox();
  expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});
