import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { startFakeMercadoPago, type FakeMercadoPago } from '../src/server/test/mercadopago-server';
import {
  createContestThroughApi,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';
import { startProviderServer } from './provider-server';

// A participant pays a package upgrade by Pix and the entry counts as paid with no admin
// action, from Mercado Pago's signed notification alone. The other journeys run in manual mode, so
// this one starts a server of its own (E2E_PIX_PORT, else E2E_PORT + 2; its own data folder) with
// PAYMENT_PROVIDER=mercadopago against the local Mercado Pago (src/server/test/mercadopago-server.ts),
// which notifies that server over HTTP as Mercado Pago would.

const PIX_PORT = Number(process.env.E2E_PIX_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
const PIX_URL = `http://127.0.0.1:${PIX_PORT}`;

test.use({ baseURL: PIX_URL, extraHTTPHeaders: { origin: PIX_URL } });

let mp: FakeMercadoPago;
let server: Awaited<ReturnType<typeof startProviderServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  mp = await startFakeMercadoPago();
  server = await startProviderServer({ port: PIX_PORT, dataDir: '.tmp/e2e-pix-data', env: mp.env });
});

test.afterAll(async () => {
  await server?.stop();
  await mp?.close();
});

test('a participant pays an upgrade by Pix and the entry counts as paid without the admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(PIX_URL, E2E_ADMIN);
  const title = uniqueName('Pix ');
  const contestId = await createContestThroughApi(admin, { title, category: 'video' });
  const account = await signUpParticipant(PIX_URL);
  const participant = await signedIn(PIX_URL, account);
  const packages = (await (await participant.get('/api/packages?category=video')).json()) as {
    items: { id: string; items: number }[];
    providerCurrencies: string[];
  };
  expect(packages.providerCurrencies).toEqual(['BRL']);
  const packageOf = (items: number) => packages.items.find((p) => p.items === items)!.id;

  // Set-up: the 2-film package (R$ 40) bought by Pix and both films sent.
  const first = await participant.post(`/api/participant/contests/${contestId}/checkout`, {
    data: { packageId: packageOf(2), currency: 'BRL' },
  });
  expect(first.status(), await first.text()).toBe(200);
  const firstCode = (await first.json()).payment.pix.code as string;
  const firstPix = [...mp.payments.values()].find(
    (p) => p.point_of_interaction.transaction_data.qr_code === firstCode,
  )!;
  await mp.approve(firstPix.id);
  const films = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: packageOf(2),
      currency: 'BRL',
      urls: [`https://vimeo.com/${Date.now() % 1e6}`, `https://vimeo.com/${(Date.now() % 1e6) + 1}`],
    },
  });
  expect(films.status(), await films.text()).toBe(201);

  // The participant comes back: the package is paid, nothing is asked again.
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  // Mercado Pago takes reais: the guide says Pix, in the dialog.
  await expect(page.getByTestId('how-to-payment')).toHaveText(
    'Escolha a moeda e o pacote de inscrições. Em reais, pague a partir da janela de inscrição: com Pix (QR code ou Pix copia e cola) ou com cartão ou boleto pelo Mercado Pago. Nas outras moedas, pague pelo link seguro, que abre em uma nova aba.',
  );
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
  await expect(dialog.getByTestId('order-held')).toContainText(
    'Pacote de 2 filmes pago. Nenhuma inscrição restante.',
  );
  await expect(dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' })).toHaveCount(0);
  // The smaller packages are covered; the 4-film one (R$ 70) costs the difference, R$ 30.
  await expect(dialog.getByRole('radio', { name: /^2 filmes/ })).toBeVisible();
  await dialog.getByRole('radio', { name: /^4 filmes\s+R\$\s70,00/ }).click();
  await dialog.getByRole('button', { name: /^Pagar a diferença, R\$\s30,00, com Pix$/ }).click();
  const pix = dialog.getByTestId('pix-payment');
  await expect(pix.getByRole('img', { name: /QR code do Pix de R\$\s30,00/ })).toBeVisible();
  await expect(pix.getByRole('textbox', { name: 'Pix copia e cola' })).toHaveValue(/^000201/);
  await expect(pix.getByTestId('pix-waiting')).toHaveText('Aguardando a confirmação do pagamento…');
  await dialog.getByRole('textbox', { name: 'Link do filme 1' }).fill('https://vimeo.com/76979871');
  await expect(dialog.getByTestId('submit-blocker')).toHaveText(
    'Pague com Pix: as inscrições são enviadas assim que o pagamento for confirmado.',
  );
  await expect(dialog.getByRole('button', { name: 'Enviar', exact: true })).toBeDisabled();

  // The bank confirms: Mercado Pago sends its signed notification to the server; the dialog sees it.
  const upgrade = [...mp.payments.values()].find((p) => p.transaction_amount === 30)!;
  expect(upgrade.status).toBe('pending');
  await mp.approve(upgrade.id);
  await expect(dialog.getByTestId('order-held')).toContainText(
    'Pacote de 4 filmes pago. Restam 2 inscrições.',
    {
      timeout: 15_000,
    },
  );
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByTestId('submit-success')).toBeVisible();
  await expect(page).toHaveURL(/\/participant\/submissions$/, { timeout: 15_000 });
  await expect(page.getByText('Pagamento pendente')).toHaveCount(0);

  // The admin's reconciliation: paid and confirmed, with no admin action.
  const row = (
    await (await admin.get(`/api/admin/stats/contests/${contestId}/participants`)).json()
  ).items.find((r: { username: string }) => r.username === account.username);
  expect(row).toMatchObject({ isPaid: true, purchase: { items: 4, price: 70, confirmed: 70, due: 0 } });
  // The admin's reconciliation shows both Pix with Mercado Pago's ids and states, and refunds R$ 10
  // of the upgrade through Mercado Pago with a reason; the participant sees the refund.
  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const reconciliation = page.getByTestId('reconciliation');
  const mine = reconciliation.getByRole('row').filter({ hasText: account.username });
  await expect(mine.getByTestId('provider-payment')).toHaveCount(2, { timeout: 30_000 });
  await expect(mine).toContainText(`mercadopago ${upgrade.id} (approved)`);
  await expect(mine.getByTestId('reconciliation-flag')).toHaveCount(0);
  await mine
    .getByRole('button', { name: `Reembolsar o pagamento ${upgrade.id} de ${account.username}` })
    .click();
  const refund = page.getByRole('dialog', { name: 'Reembolsar pagamento' });
  await refund.getByRole('textbox', { name: 'Valor' }).fill('10');
  await refund.getByRole('textbox', { name: 'Motivo' }).fill('Um filme retirado');
  await refund.getByRole('button', { name: 'Reembolsar' }).click();
  await expect(refund).toBeHidden();
  await expect(mine).toContainText('R$ 10,00 reembolsado');
  expect(mp.payments.get(upgrade.id)?.transaction_amount_refunded).toBe(10);

  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  const history = page.getByRole('dialog', { name: `Participar: ${title}` }).getByTestId('payment-history');
  await expect(history.getByTestId('payment-history-item').filter({ hasText: 'Reembolsado' })).toContainText(
    // The upgrade's payment says which package it bought.
    'Pix R$ 30,00 · troca para o pacote de 4 inscrições · R$ 10,00 reembolsado',
  );

  // A receipt for each payment and the refund, in the participant's language (besides the welcome email).
  const receipts = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(account.email)}`);
  const subjects = ((await receipts.json()).items as { subject: string }[]).map((e) => e.subject);
  expect(subjects.filter((s) => s.startsWith('Recibo: pagamento de R$')).length).toBe(2);
  expect(subjects.filter((s) => s.startsWith('Reembolso de R$')).length).toBe(1);

  // The R$ 10 due again can be paid by card on Mercado Pago's own page (Checkout Pro): the participant
  // is sent there for exactly that amount, and the order turns paid from Mercado Pago's notification.
  const again = page.getByRole('dialog', { name: `Participar: ${title}` });
  await again.getByRole('radio', { name: /^4 filmes/ }).click();
  await again.getByRole('button', { name: 'Cartão ou boleto (Mercado Pago)' }).click();
  await expect(page).toHaveURL(/\/checkout\/v1\/redirect\?pref_id=/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('10');
  await mp.payPreference(new URL(page.url()).searchParams.get('pref_id')!, 'card');
  await page.goto('/participant/contests');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  await expect(again.getByTestId('order-held')).toContainText('Pacote de 4 filmes pago.');
  await expect(again.getByTestId('payment-history-item').filter({ hasText: 'Cartão' })).toContainText(
    'Cartão R$ 10,00',
  );
});
