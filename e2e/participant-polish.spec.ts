import { expect, request as playwrightRequest, test } from '@playwright/test';
import { createParticipant, latestEmailTo, signedIn, signInThroughForm, uniqueName } from './support';

// Issue 29 (participant and recognition polish): the defects a participant meets outside the judging
// screens, each checked as they would meet it.

test('signed-out pages log no failed request and have a favicon; signing in still finds the user (defect 15)', async ({
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

test("the email confirmation link opens in the account's language, signed out in an English browser (defect 5)", async ({
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
