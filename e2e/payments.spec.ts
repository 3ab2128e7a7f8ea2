import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  backToPortuguese,
  dayFromToday,
  givePaymentLinks,
  signedIn,
  signInThroughForm,
  uniqueName,
  signUpParticipant,
} from './support';

// The admin reconciles payments in Statistics, in Portuguese and English.

test('the admin sees the package bought, confirms it, and an upgrade keeps what was paid', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  await givePaymentLinks(baseURL!);
  const title = uniqueName('Pagamentos ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'video',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  const packages = (await (await participant.get('/api/packages?category=video')).json()) as
    { id: string; items: number }[] | { items: { id: string; items: number }[] };
  const list = Array.isArray(packages) ? packages : packages.items;
  const packageOf = (items: number) => list.find((p) => p.items === items)!.id;
  let film = Date.now() % 1_000_000;
  const enter = async (items: number, count: number) => {
    const urls = Array.from({ length: count }, () => `https://vimeo.com/${film++}`);
    const res = await participant.post(`/api/participant/contests/${contestId}/films`, {
      data: { packageId: packageOf(items), currency: 'BRL', paymentConfirmed: true, urls },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await enter(2, 2); // 2 films, R$ 40

  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  // The first visit loads the statistics chunks: slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Estatísticas' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row').filter({ hasText: account.username });
  await expect(row.getByTestId('purchase')).toContainText('2 inscrições · R$ 40,00');
  await expect(row.getByTestId('purchase-confirmed')).toHaveText('Confirmado R$ 0,00 · a receber R$ 40,00');
  const contestPayments = page.getByTestId(`payments-${contestId}`);
  await expect(contestPayments.getByTestId(`payments-${contestId}-BRL`)).toContainText('R$ 40,00');

  await row.getByRole('button', { name: `Marcar ${account.username} como pago` }).click();
  await expect(row.getByTestId('purchase-confirmed')).toHaveText('Confirmado R$ 40,00 · a receber R$ 0,00');
  const brl = contestPayments.getByTestId(`payments-${contestId}-BRL`);
  await expect(brl.getByRole('cell')).toHaveText(['BRL', '1', 'R$ 40,00', 'R$ 40,00', 'R$ 0,00']);

  // The participant upgrades to 4 films (R$ 70): what was paid is kept, R$ 30 is due.
  await enter(4, 1);
  await page.reload();
  await expect(row.getByTestId('purchase')).toContainText('4 inscrições · R$ 70,00');
  await expect(row.getByTestId('purchase-upgrade')).toHaveText(
    'Ampliado de 2 inscrições: R$ 40,00 já pagos, mais R$ 30,00',
  );
  await expect(row.getByTestId('purchase-confirmed')).toHaveText('Confirmado R$ 40,00 · a receber R$ 30,00');
  await expect(row.getByTestId('payment-toggle')).toHaveText('Pendente');
  await expect(brl.getByRole('cell')).toHaveText(['BRL', '1', 'R$ 70,00', 'R$ 40,00', 'R$ 30,00']);

  // All contests of the year: the sums per currency head the page.
  await page.getByTestId('contest-filter').click();
  await page.getByRole('option', { name: 'Todos os concursos' }).click();
  await expect(page.getByTestId('payments-year')).toContainText('Pagamentos em');

  await page.getByRole('button', { name: 'English' }).click();
  // The switch fetches the English catalog before it is remembered: navigate once it shows.
  await expect(page.getByTestId('payments-year')).toContainText('Payments in');
  await page.goto(`/admin/statistics?contest=${contestId}`);
  await expect(row.getByTestId('purchase')).toContainText('4 entries · R$70.00');
  await expect(row.getByTestId('purchase-upgrade')).toHaveText(
    'Upgraded from 2 entries: R$40.00 already paid, R$30.00 more',
  );
  await row.getByRole('button', { name: `Mark ${account.username} as paid` }).click();
  await expect(row.getByTestId('purchase-confirmed')).toHaveText('Confirmed R$70.00 · due R$0.00');
  await expect(
    page.getByTestId(`payments-${contestId}`).getByRole('columnheader', { name: 'Due' }),
  ).toBeVisible();
  await backToPortuguese(page);
});
