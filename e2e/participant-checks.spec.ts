import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  givePaymentLinks,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// The photo checks on upload, as a participant meets them.

/** A photo contest whose photos must be at least 1000 px on their longer side, and a new participant. */
async function contestWithMinimum(baseURL: string, locale: 'pt' | 'en') {
  await givePaymentLinks(baseURL);
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const title = uniqueName('Mínimo ');
  await createContestThroughApi(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    minPhotoLongSide: 1000,
  });
  await admin.dispose();
  const account = await signUpParticipant(baseURL, { locale });
  return { title, account };
}

async function openDialog(page: Page, account: { email: string; password: string }, title: string) {
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: /^(Participar|Participate)$/ })
    .click();
}

test('a photo below the minimum and the same file twice are refused, and the error leaves with the file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { title, account } = await contestWithMinimum(baseURL!, 'pt');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jurado-checks-'));
  try {
    const small = path.join(dir, 'pequena.jpg');
    await writeFile(small, await solidJpeg({ r: 200, g: 40, b: 40 }, 800, 533));
    const goodBytes = await solidJpeg({ r: 40, g: 160, b: 90 }, 1200, 800);
    const good = path.join(dir, 'grande.jpg');
    await writeFile(good, goodBytes);
    const copy = path.join(dir, 'copia.jpg');
    await writeFile(copy, goodBytes);

    await openDialog(page, account, title);
    const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
    await expect(dialog.getByText('Tamanho mínimo: 1000 px no lado maior.')).toBeVisible();
    await dialog.getByRole('radio', { name: /^2 fotos/ }).click();
    await dialog.locator('input[type="file"]').setInputFiles([small, good]);
    await expect(dialog.getByTestId('photo-item')).toHaveCount(2);
    await dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' }).check();
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();

    const smallItem = dialog.getByTestId('photo-item').filter({ hasText: 'pequena.jpg' });
    await expect(smallItem.getByTestId('photo-error')).toHaveText(
      'A foto é menor que o mínimo deste concurso: 1000 px no lado maior.',
    );
    await expect(dialog.getByTestId('photo-item').filter({ hasText: 'grande.jpg' })).toContainText('Enviada');
    const failure = dialog.getByTestId('submit-error');
    // Only a file the server refused for itself failed: nothing to retry.
    await expect(failure).toHaveText('Algumas fotos foram recusadas. Remova-as ou escolha outras.');
    await expect(smallItem.getByRole('button', { name: 'Tentar enviar pequena.jpg de novo' })).toHaveCount(0);
    // Removing the failed photo takes its error away.
    await dialog.getByRole('button', { name: 'Remover pequena.jpg' }).click();
    await expect(failure).toBeHidden();

    // The same bytes again, under another name: refused as a duplicate.
    await dialog.locator('input[type="file"]').setInputFiles([copy]);
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(
      dialog.getByTestId('photo-item').filter({ hasText: 'copia.jpg' }).getByTestId('photo-error'),
    ).toHaveText('Você já inscreveu este mesmo arquivo neste concurso.');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a photo below the minimum size of the contest is refused with its message in English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { title, account } = await contestWithMinimum(baseURL!, 'en');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jurado-checks-'));
  try {
    const small = path.join(dir, 'small.jpg');
    await writeFile(small, await solidJpeg({ r: 120, g: 30, b: 200 }, 900, 600));
    await openDialog(page, account, title);
    const dialog = page.getByRole('dialog', { name: `Participate: ${title}` });
    await expect(dialog.getByText('Minimum size: 1000 px on the longer side.')).toBeVisible();
    await dialog.getByRole('radio', { name: /^2 photos/ }).click();
    await dialog.locator('input[type="file"]').setInputFiles([small]);
    await dialog.getByRole('checkbox', { name: 'I have completed the payment' }).check();
    await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(
      dialog.getByTestId('photo-item').filter({ hasText: 'small.jpg' }).getByTestId('photo-error'),
    ).toHaveText("The photo is smaller than this contest's minimum: 1000 px on the longer side.");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
