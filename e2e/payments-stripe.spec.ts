import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { startFakeStripe, type FakeStripe } from '../src/server/test/stripe-server';
import {
  createContestThroughApi,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';
import { startProviderServer } from './provider-server';

// A participant pays a package in dollars on Stripe's Checkout page and sees the order paid
// with no admin action, from Stripe's signed webhook alone. Like the Pix journey, it starts a server of
// its own (E2E_STRIPE_PORT, else E2E_PORT + 3; its own data folder) with Stripe's secrets pointing at
// the local Stripe (src/server/test/stripe-server.ts), which posts its events to that server over HTTP.
// Reais stay manual there (no PAYMENT_PROVIDER).

const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 3);
const STRIPE_URL = `http://127.0.0.1:${STRIPE_PORT}`;

test.use({ baseURL: STRIPE_URL, extraHTTPHeaders: { origin: STRIPE_URL } });

let stripe: FakeStripe;
let server: Awaited<ReturnType<typeof startProviderServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stripe = await startFakeStripe({ webhookUrl: `${STRIPE_URL}/api/payments/webhooks/stripe` });
  server = await startProviderServer({ port: STRIPE_PORT, dataDir: '.tmp/e2e-stripe-data', env: stripe.env });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test('a participant pays a dollar package on Stripe Checkout and the order is paid without the admin', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(STRIPE_URL, E2E_ADMIN);
  const title = uniqueName('Stripe ');
  const contestId = await createContestThroughApi(admin, {
    title,
    category: 'photo',
    photoCategory: 'wedding',
  });
  const account = await signUpParticipant(STRIPE_URL);
  const participant = await signedIn(STRIPE_URL, account);
  const packages = (await (await participant.get('/api/packages?category=photo')).json()) as {
    items: { id: string; items: number; prices: { currency: string; amount: number | null }[] }[];
    providerCurrencies: string[];
  };
  // Dollars go to Stripe; reais stay on the manual links (no Mercado Pago configured).
  expect(packages.providerCurrencies).toEqual(['USD']);
  const pkg = packages.items
    .filter((p) => p.prices.some((price) => price.currency === 'USD' && price.amount))
    .sort((a, b) => a.items - b.items)[0]!;
  const usd = pkg.prices.find((price) => price.currency === 'USD')!.amount!;

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  // Stripe takes dollars and euros, reais stay on the links: the guide says so.
  await expect(page.getByTestId('how-to-payment')).toHaveText(
    'Escolha a moeda e o pacote de inscrições. Em dólares e euros, pague com cartão pela Stripe, a partir da janela de inscrição. Em reais, pague pelo link seguro, que abre em uma nova aba.',
  );
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
  await dialog.getByText('Dólar (US$)').click();
  await dialog.getByRole('radio', { name: new RegExp(`^${pkg.items} fotos?`) }).click();
  // No Pix in dollars: the card on Stripe's page, for exactly the price.
  await expect(dialog.getByRole('button', { name: /com Pix/ })).toHaveCount(0);
  const amount = `US\\$\\s?${usd},00`;
  await dialog.getByRole('button', { name: new RegExp(`^Pagar ${amount} com cartão \\(Stripe\\)$`) }).click();

  // Stripe's Checkout page (local): the amount in dollars; paying sends the participant back.
  await expect(page).toHaveURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`));
  await expect(page.getByTestId('checkout-amount')).toHaveText(`${usd}.00 USD`);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/participant\/contests$/);

  // The signed checkout.session.completed reached the server before the redirect: the order is paid.
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Participar' }).click();
  await expect(dialog.getByTestId('order-held')).toContainText(`Pacote de ${pkg.items} foto`, {
    timeout: 15_000,
  });
  await expect(dialog.getByTestId('order-held')).toContainText('pago');
  await expect(dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' })).toHaveCount(0);
  const order = await (await participant.get(`/api/participant/contests/${contestId}/order`)).json();
  expect(order.order).toMatchObject({ currency: 'USD', price: usd, paid: usd, due: 0, isPaid: true });
  expect(order.payments[0]).toMatchObject({ provider: 'stripe', status: 'paid', amount: usd });

  // The admin's reconciliation shows the Checkout Session's id and state.
  const reconciliation = await (await admin.get(`/api/admin/contests/${contestId}/reconciliation`)).json();
  const [session] = [...stripe.sessions.values()].filter((s) => s.client_reference_id?.startsWith(contestId));
  expect(reconciliation.items[0].payments[0]).toMatchObject({
    provider: 'stripe',
    providerPaymentId: session!.id,
    status: 'paid',
  });
});
