import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addDays, dayOf } from '../src/domain/contest-dates';
import { E2E_ADMIN } from '../playwright.config';
import { createParticipant, givePaymentLink, signInThroughForm, uniqueName } from './support';

// Participation journeys: a participant buys a package and uploads photos with visible
// progress, sees and deletes them in My Submissions; a VIP enters a film during the VIP extension.

const today = () => dayOf(new Date());

async function signInAdmin(request: APIRequestContext) {
  const res = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function createContest(
  request: APIRequestContext,
  input: Record<string, unknown>,
): Promise<{ id: string; title: string }> {
  const res = await request.post('/api/admin/contests', { data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** Real JPEGs, noisy so they weigh a few hundred kB and the upload takes visible time. */
async function makeJpegs(dir: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let i = 1; i <= count; i++) {
    const file = path.join(dir, `foto-${i}.jpg`);
    await sharp({
      create: {
        width: 900,
        height: 600,
        channels: 3,
        background: { r: 40 * i, g: 120, b: 200 - 30 * i },
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .jpeg({ quality: 92 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

async function expectImagesLoaded(page: Page, testId: string, count: number) {
  const images = page.getByTestId(testId);
  await expect(images).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect
      .poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
}

test('a participant picks a package, uploads two photos with progress, sees them with thumbnails and deletes one', async ({
  page,
  request,
}) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jurado-e2e-'));
  try {
    const [photo1, photo2, photo3] = await makeJpegs(dir, 3);
    const account = await createParticipant(request);
    await signInAdmin(request);
    await givePaymentLink(request, 'photo', 2, 'https://pagamento.example.com/fotos-2');
    const title = uniqueName('Casamento de Outono ');
    await createContest(request, {
      title,
      startDay: addDays(today(), -3),
      endDay: addDays(today(), 2),
      resultDay: addDays(today(), 20),
      category: 'photo',
      photoCategory: 'wedding',
      rules: 'Fotos de casamentos reais.\nMáximo de 40 MB por foto.\n\nSem marcas d’água.',
      showSubmissions: true,
    });
    // A contest that ended yesterday is closed for a regular participant.
    const endedTitle = uniqueName('Encerrado ');
    await createContest(request, {
      title: endedTitle,
      startDay: addDays(today(), -10),
      endDay: addDays(today(), -1),
      resultDay: addDays(today(), 10),
      category: 'photo',
      photoCategory: 'family',
    });

    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/participant\/dashboard$/);
    await page.getByRole('link', { name: 'Concursos', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Como Participar' })).toBeVisible();
    await expect(page.getByRole('article', { name: endedTitle })).toHaveCount(0);

    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Foto · Casamento')).toBeVisible();
    // The last day is in 2 days: 3 days to go counting today, shown in red.
    await expect(card.getByTestId('remaining-days')).toHaveText('Restam 3 dias');
    await expect(card.getByTestId('remaining-days')).toHaveAttribute('data-warning', 'true');
    await expect(card.getByRole('link', { name: 'Ver Pontuação Geral' })).toBeVisible();

    await card.getByRole('button', { name: 'Regulamento' }).click();
    const rules = page.getByRole('dialog', { name: `Regulamento — ${title}` });
    await expect(rules.getByText('Fotos de casamentos reais.')).toBeVisible();
    await expect(rules.getByText('Máximo de 40 MB por foto.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(rules).toBeHidden();

    await card.getByRole('button', { name: 'Participar' }).click();
    const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
    const submit = dialog.getByRole('button', { name: 'Enviar', exact: true });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByTestId('submit-blocker')).toHaveText('Por favor, selecione um pacote de fotos');

    // Reais are preselected for a Portuguese reader; dollars are offered too.
    await expect(dialog.getByRole('radio', { name: /^2 fotos\s+R\$\s40,00$/ })).toBeVisible();
    await dialog.getByText('Dólar (US$)').click();
    // The dollar prices show (whether they can be paid yet depends on links this journey does not set).
    await expect(dialog.getByRole('radio', { name: /^2 fotos\s+US\$\s8,00/ })).toBeVisible();
    await dialog.getByText('Real (R$)').click();
    await dialog.getByRole('radio', { name: /^2 fotos\s+R\$\s40,00$/ }).click();
    const pay = dialog.getByRole('link', { name: 'Pagar' });
    await expect(pay).toHaveAttribute('href', 'https://pagamento.example.com/fotos-2');
    await expect(pay).toHaveAttribute('target', '_blank');
    await expect(pay).toHaveAttribute('rel', /noopener/);

    // Three photos for a two-photo package: the third is refused with the spec's message.
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles([photo1, photo2, photo3]);
    await expect(dialog.getByText('Você só pode enviar 2 fotos com este pacote').first()).toBeVisible();
    await expect(dialog.getByTestId('photo-item')).toHaveCount(2);
    await expect(dialog.getByTestId('photo-dropzone')).toHaveAttribute('data-disabled', 'true');
    await dialog.getByRole('button', { name: 'Remover foto-2.jpg' }).click();
    await expect(dialog.getByTestId('photo-item')).toHaveCount(1);
    // A text file named .jpg passes the picker (it goes by the name) but not the server's content check.
    const broken = path.join(dir, 'quebrada.jpg');
    await writeFile(broken, 'isto não é uma foto');
    await input.setInputFiles([broken]);
    await expect(dialog.getByTestId('photo-item')).toHaveCount(2);
    // Thumbnails come from the chosen files; the unreadable one gets a plain tile.
    await expectImagesLoaded(page, 'photo-item-thumb', 1);

    await expect(dialog.getByTestId('submit-blocker')).toHaveText('Confirme que você realizou o pagamento');
    await expect(submit).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' }).check();
    await expect(submit).toBeEnabled();

    // A slow uplink, so each file's own progress bar is seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    const firstBar = dialog.getByRole('progressbar', { name: 'Progresso do envio de foto-1.jpg' });
    await expect
      .poll(
        async () => {
          const percent = Number(await firstBar.getAttribute('aria-valuenow'));
          return percent > 0 && percent < 100;
        },
        { intervals: [25], message: 'the first photo shows a partial upload' },
      )
      .toBe(true);
    await expect(firstBar).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // The broken file fails alone, with the server's reason in Portuguese; the good one is kept.
    const brokenItem = dialog.getByTestId('photo-item').filter({ hasText: 'quebrada.jpg' });
    await expect(brokenItem.getByTestId('photo-error')).toHaveText(
      'O arquivo não é uma imagem legível ou está danificado.',
    );
    // A file refused for itself: nothing to retry, only remove.
    await expect(dialog.getByTestId('submit-error')).toHaveText(
      'Algumas fotos foram recusadas. Remova-as ou escolha outras.',
    );
    await expect(brokenItem.getByRole('button', { name: 'Tentar enviar quebrada.jpg de novo' })).toHaveCount(
      0,
    );
    await expect(dialog.getByTestId('photo-item').filter({ hasText: 'foto-1.jpg' })).toContainText('Enviada');
    await dialog.getByRole('button', { name: 'Remover quebrada.jpg' }).click();
    await input.setInputFiles([photo3]);
    await expect(dialog.getByTestId('photo-item')).toHaveCount(2);
    await submit.click();
    await expect(
      dialog.getByRole('progressbar', { name: 'Progresso do envio de foto-3.jpg' }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(
      dialog.getByText('Inscrição enviada com sucesso! Redirecionando para Minhas Inscrições...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/participant\/submissions$/, { timeout: 6_000 });

    await expect(page.getByRole('heading', { name: 'Minhas Inscrições' })).toBeVisible();
    const cards = page.getByTestId('submission-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText(title);
    await expect(cards.first()).toContainText('Pagamento pendente');
    await expectImagesLoaded(page, 'entry-thumb', 2);

    await cards
      .first()
      .getByRole('button', { name: /^Excluir a inscrição/ })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });
    await expect(confirm.getByText('Tem certeza de que deseja excluir esta inscrição?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Inscrição excluída')).toBeVisible();
    await expect(cards).toHaveCount(1);

    // The contest filter shows the summary of that contest.
    await page.getByRole('combobox', { name: 'Concurso' }).click();
    await page.getByRole('option', { name: title }).click();
    await expect(page.getByTestId('summary-cards')).toContainText('Total de inscrições');
    await expect(page.getByTestId('summary-cards')).toContainText('1');

    // The contest publishes its entries: the overall table, exported as CSV for a spreadsheet.
    await page.getByRole('link', { name: 'Concursos', exact: true }).click();
    await page
      .getByRole('article', { name: title })
      .getByRole('link', { name: 'Ver Pontuação Geral' })
      .click();
    await expect(page).toHaveURL(/\/participant\/submissions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Pontuação Geral' })).toBeVisible();
    const table = page.getByTestId('overall-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(account.username);
    await expect(table).toContainText('você');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV (esta página)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^pontuacao-geral-casamento-de-outono-[0-9a-f]{6}-p1\.csv$/);
    const csv = await readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Nº;Participante;Tipo;Título;Enviada em');
    // An untitled entry has its one name in the CSV too.
    expect(lines[1]).toMatch(new RegExp(`^1;${account.username};Foto;Foto \\d+;\\d{2}/\\d{2}/\\d{4}$`));
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Minhas Inscrições' })).toBeVisible();

    // One check in English.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'My Submissions' })).toBeVisible();
    await expect(cards.first()).toContainText('Submitted on');
    await expect(page.getByTestId('summary-cards')).toContainText('Total submissions');
    await page.getByRole('button', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Minhas Inscrições' })).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('a VIP submits a film link during the VIP extension, without package or payment', async ({
  page,
  request,
}) => {
  await signInAdmin(request);
  const username = uniqueName('vip');
  const vip = { email: `${username}@e2e.test`, password: 'vip-password-1' };
  const created = await request.post('/api/admin/users', {
    data: {
      username,
      ...vip,
      role: 'participant',
      status: 'vip',
      country: 'PT',
      cityName: 'Lisboa',
      locale: 'pt',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const title = uniqueName('Filme de Casamento ');
  // Its last day was yesterday in São Paulo: closed for everyone but VIPs, who have 2 more days.
  await createContest(request, {
    title,
    startDay: addDays(today(), -10),
    endDay: addDays(today(), -1),
    resultDay: addDays(today(), 15),
    category: 'video',
    rules: 'Filmes de até 5 minutos.',
  });

  await signInThroughForm(page, vip.email, vip.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Concursos', exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('vip-extension')).toHaveText('EXTENSÃO VIP');
  await expect(card.getByText('Filme', { exact: true })).toBeVisible();
  // Extended to the end of tomorrow: today and tomorrow.
  await expect(card.getByTestId('remaining-days')).toHaveText('Restam 2 dias');

  await card.getByRole('button', { name: 'Participar' }).click();
  const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
  await expect(dialog.getByTestId('vip-info')).toHaveText(
    'Como membro VIP, você participa sem pacote e sem pagamento.',
  );
  await expect(dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' })).toHaveCount(0);
  const submit = dialog.getByRole('button', { name: 'Enviar', exact: true });
  await expect(submit).toBeDisabled();

  const url = dialog.getByRole('textbox', { name: 'Link do filme 1' });
  await url.fill('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ');
  await url.blur();
  await expect(
    dialog.getByText('Por favor, insira uma URL válida do YouTube ou Vimeo').first(),
  ).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await url.fill('https://youtu.be/dQw4w9WgXcQ?t=42');
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  await expect(
    dialog.getByText('Inscrição enviada com sucesso! Redirecionando para Minhas Inscrições...'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/participant\/submissions$/, { timeout: 6_000 });
  const cards = page.getByTestId('submission-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(title);
  await expect(cards.first()).toContainText('Filme');
  // VIP entries are paid: no pending-payment badge.
  await expect(cards.first()).not.toContainText('Pagamento pendente');
});
