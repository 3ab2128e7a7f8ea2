import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// A score belongs to the judge who gave it. Replacing a judge who has scored
// asks the admin what becomes of the scores; the new judge never sees the previous judge's scores.

async function signInAs(page: Page, email: string, password: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(home);
}

async function openEdit(page: Page, admin: APIRequestContext, title: string) {
  // Other journeys add contests that start later, so this one may be on a later page of the list.
  let listPage = 1;
  for (; listPage < 50; listPage++) {
    const list = await (await admin.get(`/api/admin/contests?page=${listPage}`)).json();
    if (list.items.length === 0 || list.items.some((c: { title: string }) => c.title === title)) break;
  }
  await page.goto(`/admin/contests?page=${listPage}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Concurso' });
  await expect(edit.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
  return edit;
}

test('replacing a photo judge who has scored: the admin chooses, the new judge starts with every entry pending', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // Entries need a package with a payment link: the seeded ones have none.
  await givePaymentLinks(baseURL!);
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const previous = await createJudge(admin, 'photo_judge_2');
  const next = await createJudge(admin, 'photo_judge_2');
  const title = uniqueName('Troca de jurado ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'photo',
      photoCategory: 'wedding',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      photoJudge1Id: judge1.id,
      photoJudge2Id: previous.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;

  // A pre-filter judge approves the participant's three photos; photo judge 2 scores them.
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const form = (await (await admin.get(`/api/admin/contests/${contestId}`)).json()) as Record<
    string,
    unknown
  >;
  const body = {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    startDay: form.startDay,
    endDay: form.endDay,
    resultDay: form.resultDay,
    photoJudge1Id: judge1.id,
    photoJudge2Id: previous.id,
    preFilterJudgeId: preFilter.id,
  };
  expect((await admin.put(`/api/admin/contests/${contestId}`, { data: body })).status()).toBe(200);

  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  const packages = await (await participant.get('/api/packages?category=photo')).json();
  const list = (Array.isArray(packages) ? packages : packages.items) as { id: string; items: number }[];
  const upload = new FormData();
  upload.append('packageId', list.filter((p) => p.items >= 3).sort((a, b) => a.items - b.items)[0].id);
  upload.append('currency', 'BRL');
  upload.append('paymentConfirmed', 'true');
  for (const [i, color] of [
    { r: 200, g: 80, b: 40 },
    { r: 40, g: 160, b: 90 },
    { r: 60, g: 60, b: 200 },
  ].entries()) {
    upload.append(
      'files',
      new Blob([new Uint8Array(await solidJpeg(color))], { type: 'image/jpeg' }),
      `p${i}.jpg`,
    );
  }
  const sent = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: upload });
  expect(sent.status(), await sent.text()).toBe(201);
  const ids = ((await sent.json()).items as { id: string }[]).map((s) => s.id);

  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of ids) {
    const res = await preFilterApi.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const previousApi = await signedIn(baseURL!, { email: previous.email, password: JUDGE_PASSWORD });
  for (const [i, id] of ids.entries()) {
    const res = await previousApi.put(`/api/judge/submissions/${id}/score`, {
      data: { score: [9, 8, 4][i] },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  // --- The admin hands photo judge 2 to someone else: the form asks what becomes of the 3 scores.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin/);
  const edit = await openEdit(page, admin, title);
  await edit.getByRole('combobox', { name: 'Jurado de Foto 2' }).click();
  await page.getByRole('option', { name: next.username, exact: true }).click();
  const question = edit.getByRole('radiogroup', { name: /O jurado substituído já avaliou inscrições/ });
  await expect(question).toBeVisible();
  await expect(edit.getByText(new RegExp(`${previous.username} deu nota a 3 inscrições`))).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(edit.getByText('Escolha o que acontece com as avaliações do jurado anterior')).toBeVisible();
  await question.getByRole('radio', { name: 'Começar o novo jurado do zero' }).check();
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Concurso atualizado com sucesso')).toBeVisible();

  // --- The new judge finds every photo pending, and no score of the previous judge anywhere.
  await signInAs(page, next.email, JUDGE_PASSWORD, /\/judge\/photo2$/);
  const card = page.getByTestId(`contest-card-${contestId}`);
  await expect(card.getByTestId('count-total-value')).toHaveText('3');
  await expect(card.getByTestId('count-pending-value')).toHaveText('3');
  await expect(card.getByTestId('count-evaluated-value')).toHaveText('0');
  await page.getByRole('tab', { name: /^Nota ≥ 7/ }).click();
  await expect(page.getByTestId('thumb')).toHaveCount(0);

  // The audit log names the replacement.
  const audit = await (await admin.get('/api/admin/audit?page=1')).json();
  expect(JSON.stringify(audit)).toContain('contest.judge_replace');
});

test('Film → Photo → Film in the contest form keeps the film judges, with a warning while they would be lost', async ({
  page,
  baseURL,
}) => {
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // Entries need a package with a payment link: the seeded ones have none.
  await givePaymentLinks(baseURL!);
  const film1 = await createJudge(admin, 'video_judge_1');
  const film2 = await createJudge(admin, 'video_judge_2');
  const title = uniqueName('Ida e volta ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'video',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      videoJudge1Id: film1.id,
      videoJudge2Id: film2.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;

  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin/);
  const edit = await openEdit(page, admin, title);
  await edit.getByRole('combobox', { name: 'Categoria', exact: true }).click();
  await page.getByRole('option', { name: 'Fotografia', exact: true }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Salvar remove jurados' })).toContainText(
    film1.username,
  );
  await edit.getByRole('combobox', { name: 'Categoria da Foto' }).click();
  await page.getByRole('option', { name: 'Família', exact: true }).click();
  await edit.getByRole('combobox', { name: 'Categoria', exact: true }).click();
  await page.getByRole('option', { name: 'Filme', exact: true }).click();
  await expect(edit.getByRole('combobox', { name: 'Jurado de Filme 1' })).toHaveValue(film1.username);
  await expect(edit.getByRole('combobox', { name: 'Jurado de Filme 2' })).toHaveValue(film2.username);
  await expect(edit.getByText('Salvar remove jurados')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Concurso atualizado com sucesso')).toBeVisible();
  const saved = await (await admin.get(`/api/admin/contests/${contestId}`)).json();
  expect(saved).toMatchObject({ category: 'video', videoJudge1Id: film1.id, videoJudge2Id: film2.id });
});
