import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  givePaymentLinks,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';

// Orders in manual mode (the default): a returning participant sees the package bought
// and the entries left, is not asked to pay it again, and an upgrade asks exactly the difference.

test('a returning participant sees the package paid and the entries left; an upgrade asks the difference', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await givePaymentLinks(baseURL!);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const title = uniqueName('Pedido ');
  const contestId = await createContestThroughApi(admin, { title, category: 'video' });
  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  const body = (await (await participant.get('/api/packages?category=video')).json()) as {
    items: { id: string; items: number }[];
  };
  const packageOf = (items: number) => body.items.find((p) => p.items === items)!.id;
  // 2 of the 4-film package (R$ 70) used; the admin confirms it.
  const sent = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: packageOf(4),
      currency: 'BRL',
      paymentConfirmed: true,
      urls: ['https://vimeo.com/1101', 'https://vimeo.com/1102'],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const me = (await (await participant.get('/api/me')).json()) as { id: string };
  const paid = await admin.put(`/api/admin/stats/contests/${contestId}/participants/${me.id}/payment`, {
    data: { isPaid: true },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/contests');
  // Manual mode: the guide sends the participant to the package's link.
  await expect(page.getByTestId('how-to-payment')).toHaveText(
    'Escolha a moeda e o pacote de inscrições e pague pelo link seguro, que abre em uma nova aba.',
  );
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('contest-order')).toHaveText(
    'Pacote de 4 filmes · pago · restam 2 inscrições',
  );
  await card.getByRole('button', { name: 'Participar' }).click();
  const dialog = page.getByRole('dialog', { name: `Participar: ${title}` });
  // The package is said to be paid, with the entries left, and nothing asks to pay again.
  await expect(dialog.getByTestId('order-held')).toContainText(
    'Pacote de 4 filmes pago. Restam 2 inscrições.',
  );
  await expect(dialog.getByRole('link', { name: 'Pagar' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: 'Já realizei o pagamento' })).toHaveCount(0);
  // The smaller package is covered by the one held: not offered.
  await expect(dialog.getByRole('radio', { name: /^2 filmes/ })).toHaveCount(0);
  // The limit says "more".
  for (const [n, url] of [
    [1, 'https://vimeo.com/1103'],
    [2, 'https://vimeo.com/1104'],
  ] as const) {
    await dialog.getByRole('textbox', { name: `Link do filme ${n}` }).fill(url);
    if (n === 1) await dialog.getByRole('button', { name: 'Adicionar outro link' }).click();
  }
  await expect(dialog.getByRole('button', { name: 'Adicionar outro link' })).toBeDisabled();
  await expect(dialog.getByText('Você só pode adicionar mais 2 filmes com este pacote')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();

  // The 8-film package (R$ 120) asks R$ 50, the difference, not R$ 120.
  await dialog.getByRole('radio', { name: /^8 filmes\s+R\$\s120,00/ }).click();
  await expect(dialog.getByTestId('pay-amount')).toHaveText(
    /^Pague só a diferença: R\$\s50,00, na página segura de pagamento \(nova aba\)\.$/,
  );
  // The link is the admin's page for the 8-film package: the dialog says what it charges.
  await expect(dialog.getByTestId('link-amount-note')).toContainText('que cobra o preço inteiro (R$');
  await expect(
    dialog.getByRole('checkbox', { name: /^Já paguei a diferença \(R\$\s50,00\)$/ }),
  ).toBeVisible();
  // Back to the package held: nothing to pay again.
  await dialog.getByRole('radio', { name: /^4 filmes/ }).click();
  await expect(dialog.getByTestId('order-held')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(dialog.getByTestId('submit-success')).toBeVisible();
});
