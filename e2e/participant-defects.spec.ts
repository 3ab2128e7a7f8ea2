import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  givePaymentLinks,
  dayFromToday,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// Participant-side rules, as a participant meets them, in Portuguese and English.

test('the photo picker keeps every refusal, and "I have paid" needs a payment link', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // A 7-photo package priced in reais without a payment link, and one with.
  const created = await admin.post('/api/admin/packages', {
    data: {
      category: 'photo',
      items: 7,
      isActive: true,
      prices: [{ currency: 'BRL', amount: 65, paymentUrl: null }],
    },
  });
  expect([201, 409]).toContain(created.status());
  // "One with": the seeded packages get their links here, not from a journey that happened to run before.
  await givePaymentLinks(baseURL!);
  const title = uniqueName('Defeitos ');
  const contest = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'photo',
      photoCategory: 'wedding',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(5),
      resultDay: dayFromToday(10),
    },
  });
  expect(contest.status()).toBe(201);
  const account = await signUpParticipant(baseURL);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'jurado-defects-'));
  try {
    const good = path.join(dir, 'boa.jpg');
    await writeFile(good, await solidJpeg({ r: 90, g: 140, b: 200 }));
    const heic = path.join(dir, 'iphone.heic');
    await writeFile(heic, Buffer.alloc(2048, 1));
    const gif = path.join(dir, 'anima.gif');
    await writeFile(gif, Buffer.from('GIF89a'));
    const huge = path.join(dir, 'enorme.png');
    await writeFile(huge, Buffer.alloc(45 * 1024 * 1024, 0));

    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/participant\/dashboard$/);
    await expect(page).toHaveTitle('Painel · Jurado');
    await page.getByRole('link', { name: 'Concursos', exact: true }).click();
    await expect(page).toHaveTitle('Concursos · Jurado');
    const participate = page
      .getByRole('article', { name: title })
      .getByRole('button', { name: 'Participar' });
    await participate.click();
    const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
    // No payment link: the package cannot be chosen, and its card says why, in the one message the
    // server gives too.
    await expect(dialog.getByRole('radio', { name: /^7 fotos/ })).toBeDisabled();
    await expect(dialog.getByTestId('package-option').filter({ hasText: '7 fotos' })).toContainText(
      'Este pacote ainda não pode ser pago online. Escolha outro ou fale com a associação.',
    );
    await dialog.getByRole('radio', { name: /^2 fotos/ }).click();
    await expect(dialog.getByTestId('photo-counter')).toHaveText('0 de 2 fotos escolhidas');

    await dialog.locator('input[type="file"]').setInputFiles([good, heic, gif, huge]);
    await expect(dialog.getByTestId('photo-item')).toHaveCount(1);
    const refused = dialog.getByRole('alert').filter({ hasText: 'Alguns arquivos não foram aceitos' });
    await expect(refused).toContainText('iphone.heic: Fotos HEIC');
    await expect(refused).toContainText('anima.gif');
    await expect(refused).toContainText('enorme.png');
    await expect(dialog.getByTestId('photo-counter')).toHaveText('1 de 2 fotos escolhidas');

    // The dialog's close button has a name; closing gives the focus back to Participate.
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(participate).toBeFocused();

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participate' }).click();
    const english = page.getByRole('dialog', { name: `Participate: ${title}` });
    await english.getByRole('radio', { name: /^2 photos/ }).click();
    await english.locator('input[type="file"]').setInputFiles([heic, good]);
    await expect(english.getByRole('alert').filter({ hasText: 'iphone.heic' })).toContainText(
      'Export them as JPEG',
    );
    await expect(english.getByTestId('photo-counter')).toHaveText('1 of 2 photos chosen');
    await english.getByRole('button', { name: 'Close' }).click();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a deep link survives signing in, a revoked session says so, and the stored language follows', async ({
  page,
  baseURL,
}) => {
  const account = await signUpParticipant(baseURL, { locale: 'en' });

  // /login: a main landmark, a skip link, a Tab-reachable password toggle.
  await page.goto('/participant/results?page=1');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Entrar · Jurado');
  await expect(page.getByRole('main')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(account.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeFocused();
  await page.getByRole('button', { name: 'Entrar' }).click();

  // Back on the page the link pointed to, in the language stored with the account (English),
  // already remembered by this browser when the page changes: a page opened at once (a reload, a new
  // tab) is in English too.
  await expect(page).toHaveURL(/\/participant\/results\?page=1$/);
  expect(await page.evaluate(() => localStorage.getItem('jurado.language'))).toBe('en');
  await expect(page.getByRole('heading', { name: 'My Results' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // A browser that remembers no language (its storage cleared, as a new one with this session) opens
  // in the account's language, and remembers it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Results' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('jurado.language'))).toBe('en');

  // Settings: the location is editable.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'City' }).fill('Lisboa');
  await page.getByRole('button', { name: 'Save location' }).click();
  await expect(page.getByText('Location updated')).toBeVisible();

  // The session is ended elsewhere: the next request lands on /login with a word.
  const elsewhere = await signedIn(baseURL!, account);
  const changed = await elsewhere.put('/api/me/settings', {
    data: {
      username: account.username,
      email: account.email,
      currentPassword: account.password,
      newPassword: 'another-pass-42',
      confirmPassword: 'another-pass-42',
    },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  // A server remembers a resolved session for up to 5 s (SESSION_CACHE_SECONDS, docs/decisions/accounts.md):
  // the page's last request was within that window, so the revocation shows once it has passed.
  await page.waitForTimeout(5_500);
  await page.getByRole('link', { name: 'My Submissions', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toContainText('Your session ended');
});
