import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { backToPortuguese, signInThroughForm, uniqueName } from './support';

// Day buttons of the Mantine calendar are labelled "D MMMM YYYY" in the page's dayjs locale.
const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** A day of the month the calendar opens on: the browser's current month (same machine, same clock). */
function dayOfThisMonth(day: number) {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return { year, month, day, ptLabel: `${day} ${PT_MONTHS[month - 1]} ${year}` };
}

async function createUserThroughApi(request: APIRequestContext, role: string) {
  const username = uniqueName(`${role.replace(/_/g, '')}-`);
  const res = await request.post('/api/admin/users', {
    data: {
      username,
      email: `${username}@e2e.test`,
      role,
      status: 'regular',
      password: 'judge-password-1',
      country: 'PT',
      cityName: 'Porto',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; username: string };
}

async function pickDay(page: Page, dialog: Locator, label: string, dayLabel: string) {
  await dialog.getByRole('button', { name: label }).click();
  const day = page.getByRole('button', { name: dayLabel, exact: true });
  await day.click();
  // The calendar fades out after a pick; until it is gone, the next picker's days would match twice.
  await expect(day).toHaveCount(0);
}

async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin runs contests and users in Portuguese, then sees the same screens in English', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(signIn.ok()).toBeTruthy();
  const preFilterJudge = await createUserThroughApi(request, 'pre_filter_judge');
  const photoJudge1 = await createUserThroughApi(request, 'photo_judge_1');
  const photoJudge2 = await createUserThroughApi(request, 'photo_judge_2');
  const participant = await createUserThroughApi(request, 'participant');
  const start = dayOfThisMonth(10);
  // A film contest of last year, so the year filter has two years and English has rows to show.
  const film = uniqueName('Filme ');
  const created = await request.post('/api/admin/contests', {
    data: {
      title: film,
      startDay: `${start.year - 1}-05-01`,
      endDay: `${start.year - 1}-05-31`,
      resultDay: `${start.year - 1}-06-15`,
      category: 'video',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  await expect(page.getByRole('heading', { name: 'Concursos' })).toBeVisible();

  // Create a photo contest with a pre-filter judge and two photo judges.
  const title = uniqueName('Casamento ');
  await page.getByRole('button', { name: 'Criar Concurso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Concurso' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await pickDay(page, dialog, 'Data de Início', start.ptLabel);
  await pickDay(page, dialog, 'Data de Término', dayOfThisMonth(20).ptLabel);
  await pickDay(page, dialog, 'Data do Resultado', dayOfThisMonth(25).ptLabel);
  await expect(dialog.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveValue('Fotografia');
  await expect(dialog.getByRole('combobox', { name: 'Categoria da Foto' })).toHaveValue('Casamento');
  // Only users of the matching role are offered.
  await dialog.getByRole('combobox', { name: 'Jurado de Foto 1' }).click();
  await expect(page.getByRole('option', { name: photoJudge2.username })).toHaveCount(0);
  await page.getByRole('option', { name: photoJudge1.username, exact: true }).click();
  await pickOption(page, dialog, 'Jurado de Pré-seleção', preFilterJudge.username);
  await pickOption(page, dialog, 'Jurado de Foto 2', photoJudge2.username);
  await dialog.getByRole('button', { name: 'Criar Concurso' }).click();
  await expect(page.getByText('Concurso criado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();

  // It is listed under its year; years come newest first after 'All Years'.
  await page.getByRole('combobox', { name: 'Ano' }).click();
  const years = await page.getByRole('option').allTextContents();
  expect(years.slice(0, 3)).toEqual(['Todos os anos', String(start.year), String(start.year - 1)]);
  await page.keyboard.press('Escape');
  await pickOption(page, page.getByRole('main'), 'Ano', String(start.year));
  await expect(page).toHaveURL(new RegExp(`year=${start.year}`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Fotografia – Casamento');
  await expect(page.getByRole('row').filter({ hasText: film })).toHaveCount(0);
  // Results not shown yet; beside it, the contest's results panel.
  await expect(row.getByRole('cell').nth(5).getByText('Não', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Resultados e etapas de ${title}` })).toBeVisible();

  // Pre-filter results: Hidden → Visible.
  const toggle = row.getByRole('button', { name: new RegExp(`Resultados da pré-seleção de ${title}`) });
  await expect(toggle).toHaveText('Oculto');
  await toggle.click();
  await expect(page.getByText('Resultados da pré-seleção visíveis')).toBeVisible();
  await expect(toggle).toHaveText('Visível');

  // Edit it into an extra contest: judge 2 disappears.
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Concurso' });
  await expect(edit.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  await expect(edit.getByRole('combobox', { name: 'Jurado de Foto 2' })).toHaveValue(photoJudge2.username);
  await edit.getByRole('switch', { name: 'Concurso extra' }).check();
  await expect(edit.getByRole('combobox', { name: 'Jurado de Foto 2' })).toHaveCount(0);
  await expect(edit.getByRole('combobox', { name: 'Jurado de Foto 1' })).toHaveValue(photoJudge1.username);
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Concurso atualizado com sucesso')).toBeVisible();
  await expect(row).toContainText('Extra');
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  await expect(edit.getByRole('switch', { name: 'Concurso extra' })).toBeChecked();
  await expect(edit.getByRole('combobox', { name: 'Jurado de Foto 2' })).toHaveCount(0);
  await edit.getByRole('switch', { name: 'Concurso extra' }).uncheck();
  // The second judge was cleared on the server, not only hidden.
  await expect(edit.getByRole('combobox', { name: 'Jurado de Foto 2' })).toHaveValue('');
  await edit.getByRole('button', { name: 'Cancelar' }).click();

  // Users: create a photo judge 2.
  await page.getByRole('link', { name: 'Participantes', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Participantes' })).toBeVisible();
  const newJudge = uniqueName('jurada');
  await page.getByRole('button', { name: 'Adicionar Usuário' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Adicionar Usuário' });
  await userDialog.getByRole('textbox', { name: 'Nome de usuário' }).fill(newJudge);
  await userDialog.getByRole('textbox', { name: 'Email' }).fill(`${newJudge}@e2e.test`);
  await pickOption(page, userDialog, 'Função', 'Jurado de Foto 2');
  await pickOption(page, userDialog, 'Estado', 'Minas Gerais');
  await userDialog.getByRole('combobox', { name: 'Cidade' }).fill('Belo Hori');
  await page.getByRole('option', { name: 'Belo Horizonte' }).click();
  await userDialog.getByRole('textbox', { name: 'Senha', exact: true }).fill('nova-jurada-1');
  await userDialog.getByRole('button', { name: 'Criar Usuário' }).click();
  await expect(page.getByText('Usuário criado com sucesso')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(newJudge);
  await expect(page).toHaveURL(new RegExp(`q=${newJudge}`));
  const judgeRow = page.getByRole('row').filter({ hasText: newJudge });
  await expect(judgeRow).toContainText('Jurado de Foto 2');
  await expect(judgeRow).toContainText('Belo Horizonte – MG');
  await expect(page.getByRole('row')).toHaveCount(2);

  // Cycle a user's status: regular → vip → member.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(participant.username);
  const userRow = page.getByRole('row').filter({ hasText: participant.username });
  await expect(page.getByRole('row')).toHaveCount(2);
  const status = userRow.getByRole('button', { name: new RegExp(`^Status de ${participant.username}`) });
  await expect(status).toHaveText('Regular');
  await status.click();
  await expect(page.getByText('Status atualizado com sucesso')).toBeVisible();
  await expect(status).toHaveText('VIP');
  await status.click();
  await expect(status).toHaveText('Membro');

  // Set this year's award count.
  await userRow.getByRole('button', { name: `Editar prêmios de ${participant.username}` }).click();
  const awards = page.getByRole('dialog', { name: /^Prêmios de \d{4}$/ });
  await awards.getByRole('textbox', { name: 'Prêmios' }).fill('3');
  await awards.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contagem de prêmios atualizada')).toBeVisible();
  await expect(userRow.getByTestId('award-count')).toHaveText('3');

  // Delete the contest, after confirming.
  await page.getByRole('link', { name: 'Concursos', exact: true }).click();
  await pickOption(page, page.getByRole('main'), 'Ano', String(start.year));
  await row.getByRole('button', { name: `Excluir ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Excluir ${title}` }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Concurso excluído')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The same screens in English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Contests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Contest' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(start.year));
  await pickOption(page, page.getByRole('main'), 'Year', 'All Years');
  for (const column of [
    'Contest',
    'Category',
    'Period',
    'Participants',
    'Submissions',
    'Show Evaluations',
    'Pre-filter Results',
    'Actions',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('row').filter({ hasText: film })).toContainText('Film');
  await page.getByRole('link', { name: 'Participants', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(participant.username);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(
    userRow.getByRole('button', { name: new RegExp(`^Status of ${participant.username}`) }),
  ).toHaveText('Member');
  await expect(userRow).toContainText('Participant');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
  await backToPortuguese(page);
});

test('a participant who reaches an admin screen is sent home, and the admin API refuses them', async ({
  page,
  request,
}) => {
  const signIn = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(signIn.ok()).toBeTruthy();
  const participant = await createUserThroughApi(request, 'participant');
  await signInThroughForm(page, `${participant.username}@e2e.test`, 'judge-password-1');
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/admin/participants');
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  const res = await page.request.get('/api/admin/users');
  expect(res.status()).toBe(403);
});
