import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createContestThroughApi,
  createJudge,
  givePaymentLink,
  signedIn,
  signInThroughForm,
  uniqueName,
  signUpParticipant,
} from './support';

// Small defects an exploratory pass found (2026-11-26), as the people who met them would.

test('the sign-in form says a missing email once, and drops an old error when a reset is asked for', async ({
  page,
  baseURL,
}) => {
  const account = await signUpParticipant(baseURL);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await expect(page.getByText('Por favor, insira seu email')).toHaveCount(1);

  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible();
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await expect(
    page.getByText('Instruções para redefinir a senha foram enviadas para o seu email'),
  ).toBeVisible();
  await expect(page.getByText('Email ou senha inválidos')).toHaveCount(0);
});

test('a contest form that does not validate shows and focuses its first field in error', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/contests');
  await page.getByRole('button', { name: 'Criar Concurso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Concurso' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(uniqueName('Sem datas '));
  await dialog.getByRole('button', { name: 'Criar Concurso' }).click();
  await expect(dialog.getByText('Informe a data').first()).toBeInViewport();
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-invalid', 'true');
  await expect(focused).toBeInViewport();
});

test('a film contest’s statistics speak of films, and approval emails with nobody approved send nothing', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge = await createJudge(admin, 'video_judge_1');
  const title = uniqueName('Filmes QA ');
  const contestId = await createContestThroughApi(admin, {
    title,
    category: 'video',
    videoJudge1Id: judge.id,
  });
  await givePaymentLink(admin, 'video', 4, 'https://pagamento.example.com/filmes-4');
  const participant = await signedIn(baseURL!, await signUpParticipant(baseURL));
  const packages = (await (await participant.get('/api/packages?category=video')).json()) as {
    items: { id: string; items: number }[];
  };
  const sent = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: packages.items.find((p) => p.items === 4)!.id,
      currency: 'BRL',
      paymentConfirmed: true,
      urls: [`https://vimeo.com/${Date.now() % 1_000_000}7`],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const card = page.getByTestId(`contest-stats-${contestId}`);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByTestId('stat-evaluated')).toContainText('Avaliados');
  await expect(card.getByTestId('stat-awarded')).toContainText('Premiados');
  await expect(card.getByTestId(`judge-${contestId}-video_judge_1`).getByTestId('judge-counts')).toHaveText(
    '0 avaliados · 1 pendente',
  );

  // One videographer to write to: the confirmation says so in the singular.
  await card.getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    `Enviar um email de aprovação ao participante com inscrições aprovadas em “${title}” que ainda não foi avisado?`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A photo contest with nobody approved: said at once, with no dialog offering to send nothing.
  const emptyTitle = uniqueName('Sem aprovados ');
  const emptyId = await createContestThroughApi(admin, {
    title: emptyTitle,
    category: 'photo',
    photoCategory: 'family',
  });
  await page.goto(`/admin/statistics?contest=${emptyId}`);
  const emptyCard = page.getByTestId(`contest-stats-${emptyId}`);
  await emptyCard.getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(
    page.getByText(`Nenhum participante de “${emptyTitle}” tem inscrição aprovada ainda.`),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Overall Scores of a contest that does not exist says so, with nothing to export', async ({
  page,
  baseURL,
}) => {
  const account = await signUpParticipant(baseURL);
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/submissions/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toContainText('Este concurso não existe.');
  await expect(page.getByText('As inscrições deste concurso não estão publicadas.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Exportar CSV/ })).toHaveCount(0);
});

test('a language chosen on a slow connection is remembered at once: a reload before its catalog arrives opens in it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  // The English catalog takes two seconds to arrive; the reader reloads before it does.
  let delayed = false;
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    if (!delayed) {
      delayed = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'English' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
