import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  givePaymentLinks,
  dayFromToday,
  JUDGE_PASSWORD,
  signedIn,
  shootPage,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

/** A participant (signed up in `locale`) who uploads `count` photos to the contest with a paid package. */
async function participantWithPhotos(baseURL: string, contestId: string, count: number, locale: 'pt' | 'en') {
  const account = await signUpParticipant(baseURL, { locale });
  const context = await signedIn(baseURL, account);
  await givePaymentLinks(baseURL);
  const packages = await (await context.get('/api/packages?category=photo')).json();
  const list = (Array.isArray(packages) ? packages : packages.items) as { id: string; items: number }[];
  const packageId = list.filter((p) => p.items >= count).sort((a, b) => a.items - b.items)[0].id;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.append('packageId', packageId);
    form.append('currency', 'BRL');
    form.append('paymentConfirmed', 'true');
    const image = await solidJpeg({ r: 60 + i * 60, g: 120, b: 200 - i * 50 });
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
    const res = await context.post(`/api/participant/contests/${contestId}/photos`, { multipart: form });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).items[0].id);
  }
  await context.dispose();
  return { ...account, ids };
}

test('the admin follows judging live, marks a participant paid and sends approval notifications once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const title = uniqueName('Estatísticas ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'photo',
      photoCategory: 'wedding',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      preFilterJudgeId: preFilter.id,
      photoJudge1Id: judge1.id,
      photoJudge2Id: judge2.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;

  const ana = await participantWithPhotos(baseURL!, contestId, 2, 'pt');
  const ben = await participantWithPhotos(baseURL!, contestId, 1, 'en');
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of [...ana.ids, ...ben.ids]) {
    const res = await preFilterApi.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  // --- The admin opens the statistics of the contest.
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const card = page.getByTestId(`contest-stats-${contestId}`);
  await expect(card.getByRole('heading', { name: title })).toBeVisible();
  await expect(card.getByTestId('stat-total')).toContainText('3');
  const judge1Row = card.getByTestId(`judge-${contestId}-photo_judge_1`);
  await expect(judge1Row.getByTestId('judge-counts')).toHaveText('0 avaliadas · 3 pendentes');
  await expect(
    card.getByTestId(`judge-${contestId}-pre_filter_judge`).getByTestId('judge-percent'),
  ).toHaveText('100%');
  await expect(
    card.getByTestId(`judge-${contestId}-pre_filter_judge`).getByRole('progressbar'),
  ).toHaveAttribute('aria-valuenow', '100');

  // --- Ana pays: the toggle flips all her entries in this contest.
  const anaRow = page.getByTestId('participant-' + (await userIdOf(admin, contestId, ana.username)));
  await expect(anaRow.getByTestId('payment-toggle')).toHaveText('Pendente');
  await anaRow.getByRole('button', { name: `Marcar ${ana.username} como pago` }).click();
  await expect(page.getByText('Status de pagamento atualizado com sucesso')).toBeVisible();
  await expect(anaRow.getByTestId('payment-toggle')).toHaveText('Pago');
  const participants = await (await admin.get(`/api/admin/stats/contests/${contestId}/participants`)).json();
  expect(participants.items.find((p: { username: string }) => p.username === ana.username)).toMatchObject({
    isPaid: true,
    paidCount: 2,
    submissionCount: 2,
  });
  expect(participants.items.find((p: { username: string }) => p.username === ben.username).isPaid).toBe(
    false,
  );

  // --- A photo judge scores in another browser; the admin's page follows without a reload.
  await page.evaluate(() => ((window as unknown as { statsMarker: string }).statsMarker = 'still here'));
  const judgeContext = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { origin: baseURL! },
  });
  const judgePage = await judgeContext.newPage();
  await signInThroughForm(judgePage, judge1.email, JUDGE_PASSWORD);
  await expect(judgePage).toHaveURL(/\/judge\/photo$/);
  await judgePage.getByTestId('thumb').first().click();
  await expect(judgePage.getByTestId('photo-lightbox')).toBeVisible();
  await judgePage.keyboard.press('8');
  await expect(judgePage.getByTestId('panel-score')).toHaveText('8,0');
  await expect(judge1Row.getByTestId('judge-counts')).toHaveText('1 avaliada · 2 pendentes');
  await expect(judge1Row.getByTestId('judge-percent')).toHaveText('33%');
  await expect(judge1Row).toHaveAttribute('data-color', 'red');
  // Two more scores through the judge's session: the bar turns green at 100 %.
  for (const id of [...ana.ids, ...ben.ids]) {
    await judgeContext.request.put(`/api/judge/submissions/${id}/score`, { data: { score: 8 } });
  }
  await expect(judge1Row.getByTestId('judge-counts')).toHaveText('3 avaliadas · 0 pendentes');
  await expect(judge1Row).toHaveAttribute('data-color', 'green');
  // The judge marks the evaluation complete: the date shows beside the bar and in the list.
  const completed = await judgeContext.request.post(`/api/judge/contests/${contestId}/complete`);
  expect(completed.ok(), await completed.text()).toBeTruthy();
  await expect(judge1Row.getByText(/^Concluída em /)).toBeVisible();
  await expect(card.getByTestId('completions')).toContainText(judge1.username);
  expect(await page.evaluate(() => (window as unknown as { statsMarker?: string }).statsMarker)).toBe(
    'still here',
  );
  await judgeContext.close();

  // Judge 2 gives an award and an honourable mention, for the rankings and the charts.
  const judge2Api = await signedIn(baseURL!, { email: judge2.email, password: JUDGE_PASSWORD });
  await judge2Api.put(`/api/judge/submissions/${ana.ids[0]}/score`, { data: { score: 7 } });
  await judge2Api.put(`/api/judge/submissions/${ana.ids[1]}/score`, { data: { score: 5 } });
  await judge2Api.put(`/api/judge/submissions/${ben.ids[0]}/score`, { data: { score: 9 } });
  await expect(card.getByTestId(`judge-${contestId}-photo_judge_2`).getByTestId('judge-percent')).toHaveText(
    '100%',
  );
  await expect(page.getByTestId('score-charts')).toBeVisible();

  // --- Approval notifications: confirmed, sent once, in each participant's language.
  await card.getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(page.getByText(/Enviar um email de aprovação a cada um dos 2 participantes/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(page.getByText('Notificações de aprovação enviadas com sucesso!')).toBeVisible();
  await expect(page.getByText('2 na fila, 0 já enviadas ou na fila.')).toBeVisible();
  await expect(card.getByTestId('approval-sent')).toHaveText('Enviadas: 2', { timeout: 20_000 });
  await expect(anaRow.getByText('Enviada')).toBeVisible();

  const outbox = async (to: string) =>
    (await (await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`)).json()).items as {
      subject: string;
    }[];
  expect((await outbox(ana.email)).map((m) => m.subject)).toContain(
    `Suas inscrições em “${title}” seguem para os jurados`,
  );
  expect((await outbox(ben.email)).map((m) => m.subject)).toContain(
    `Your entries in “${title}” go on to the judges`,
  );

  // Pressing again sends nothing new, and the confirmation says so (it promised 2 emails again).
  await card.getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(
    page.getByText(/Os 2 participantes com inscrições aprovadas .* já foram avisados/),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar Notificações de Aprovação' }).click();
  await expect(page.getByText('0 na fila, 2 já enviadas ou na fila.')).toBeVisible();
  const approvalsTo = async (to: string) =>
    (await outbox(to)).filter((m) => /jurados|judges/.test(m.subject)).length;
  expect(await approvalsTo(ana.email)).toBe(1);
  expect(await approvalsTo(ben.email)).toBe(1);
  await shootPage(page, 'statistics-shots', 'contests');

  // --- Rankings tab: Ana (an award at 7.5 and an honourable mention at 6.5) before Ben (one award).
  await page.getByRole('tab', { name: 'Rankings' }).click();
  const photographers = page.getByRole('table', { name: 'Fotógrafos' });
  const anaRanked = photographers.getByRole('row', { name: new RegExp(ana.username) });
  const benRanked = photographers.getByRole('row', { name: new RegExp(ben.username) });
  await expect(anaRanked.getByRole('cell').nth(2)).toHaveText('1');
  await expect(anaRanked.getByRole('cell').nth(3)).toHaveText('1');
  await expect(benRanked.getByRole('cell').nth(2)).toHaveText('1');
  await expect(benRanked.getByRole('cell').nth(3)).toHaveText('0');
  const position = async (name: string) =>
    Number(
      await photographers
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .first()
        .textContent(),
    );
  expect(await position(ana.username)).toBeLessThan(await position(ben.username));
  // The contest is a wedding contest: the family filter leaves them out.
  await page.getByTestId('photo-category').getByText('Família', { exact: true }).click();
  await expect(page.getByText(ana.username)).toHaveCount(0);
  await page.getByTestId('photo-category').getByText('Casamento', { exact: true }).click();
  await expect(benRanked).toBeVisible();
  await page.getByTestId('photo-category').getByText('Todas', { exact: true }).click();
  await shootPage(page, 'statistics-shots', 'rankings');
  if (process.env.SHOTS === '1') {
    await page.goto('/admin/statistics');
    await expect(page.getByTestId(`contest-stats-${contestId}`)).toBeVisible();
    await shootPage(page, 'statistics-shots', 'all-contests');
  }
});

/** The participant's user id, read through the admin statistics API. */
async function userIdOf(admin: APIRequestContext, contestId: string, username: string): Promise<string> {
  const body = await (await admin.get(`/api/admin/stats/contests/${contestId}/participants`)).json();
  return body.items.find((p: { username: string }) => p.username === username).userId;
}
