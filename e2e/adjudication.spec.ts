import { expect, test, type Page } from '@playwright/test';
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

// Judges disagree (10 and 3); the admin sees the disagreement in Statistics
// and assigns an adjudicator; the adjudicator scores blind; the final score and award follow.

async function signInAs(page: Page, email: string, password: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(home);
}

test('a disagreement is flagged in Statistics, adjudicated blind, and the award follows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  await givePaymentLinks(baseURL!);
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const adjudicator = await createJudge(admin, 'photo_judge_1', uniqueName('Arbitra '));
  const title = uniqueName('Divergência ');
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

  // One photo, approved, scored 10 by judge 1 and 3 by judge 2: 6.5, an honourable mention.
  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  const packages = await (await participant.get('/api/packages?category=photo')).json();
  const list = (Array.isArray(packages) ? packages : packages.items) as { id: string; items: number }[];
  const upload = new FormData();
  upload.append('packageId', list.sort((a, b) => a.items - b.items)[0].id);
  upload.append('currency', 'BRL');
  upload.append('paymentConfirmed', 'true');
  upload.append(
    'files',
    new Blob([new Uint8Array(await solidJpeg({ r: 180, g: 120, b: 60 }))], { type: 'image/jpeg' }),
    'divergencia.jpg',
  );
  const sent = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: upload });
  expect(sent.status(), await sent.text()).toBe(201);
  const [entryId] = ((await sent.json()).items as { id: string }[]).map((s) => s.id);
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  expect(
    (
      await preFilterApi.patch(`/api/judge/pre-filter/submissions/${entryId}`, {
        data: { status: 'approved' },
      })
    ).status(),
  ).toBe(200);
  for (const [judge, score] of [
    [judge1, 10],
    [judge2, 3],
  ] as const) {
    const api = await signedIn(baseURL!, { email: judge.email, password: JUDGE_PASSWORD });
    expect((await api.put(`/api/judge/submissions/${entryId}/score`, { data: { score } })).status()).toBe(
      200,
    );
  }

  // --- The admin finds the disagreement in Statistics and assigns the adjudicator.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin/);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  // A shared machine can take a while to load the statistics chunk.
  await expect(page.getByTestId('stat-disagreements')).toHaveText('Divergências: 1 · desempatadas: 0', {
    timeout: 30_000,
  });
  const row = page.getByTestId(`disagreement-${entryId}`);
  await expect(row).toContainText(`${judge1.username}: 10,0`);
  await expect(row).toContainText(`${judge2.username}: 3,0`);
  await expect(row.getByTestId('final-score')).toHaveText('6,5');
  await expect(row).toContainText('Menção honrosa');
  await row.getByRole('combobox', { name: 'Escolha o jurado de desempate' }).click();
  // The entry's own judges are offered disabled, with the reason.
  await expect(
    page.getByRole('option', { name: `${judge1.username} (avalia esta inscrição)` }),
  ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: adjudicator.username, exact: true }).click();
  await row.getByRole('button', { name: 'Designar' }).click();
  await expect(page.getByText('Jurado de desempate designado.')).toBeVisible();
  await expect(row.getByTestId('adjudicator')).toHaveText(`Aguardando ${adjudicator.username}`);

  // --- The adjudicator scores blind: the photo, their own score, nothing else.
  await signInAs(page, adjudicator.email, JUDGE_PASSWORD, /\/judge\/photo$/);
  await page.getByRole('link', { name: 'Desempate' }).click();
  await expect(page).toHaveURL(/\/judge\/adjudication$/);
  await expect(page.getByRole('heading', { name: 'Desempate' })).toBeVisible({ timeout: 30_000 });
  const card = page.getByTestId(`adjudication-${entryId}`);
  await expect(card.getByRole('img')).toBeVisible();
  await expect(card.getByTestId('adjudication-status')).toHaveText('Sem nota');
  await expect(card).not.toContainText('10,0');
  await expect(card).not.toContainText(judge1.username);
  await expect(card).not.toContainText(account.username);
  await card.getByRole('button', { name: 'Nota 9', exact: true }).click();
  await expect(page.getByText('Nota 9,0 salva.')).toBeVisible();
  await expect(card.getByTestId('adjudication-status')).toHaveText('Sua nota: 9,0');
  await expect(card.getByRole('button', { name: 'Nota 9', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The same screen in English.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Adjudication' })).toBeVisible();
  await expect(card.getByTestId('adjudication-status')).toHaveText('Your score: 9.0');
  await page.getByRole('button', { name: 'Português' }).click();

  // --- The admin sees the result: the 3 is replaced, (10 + 9) / 2 = 9.5, awarded.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin/);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  await expect(page.getByTestId('stat-disagreements')).toHaveText('Divergências: 1 · desempatadas: 1', {
    timeout: 30_000,
  });
  await expect(row.getByTestId('final-score')).toHaveText('9,5');
  await expect(row).toContainText('Premiada');
  await expect(row.getByTestId('adjudicator')).toHaveText(`${adjudicator.username}: 9,0`);
  const audit = JSON.stringify(await (await admin.get('/api/admin/audit?page=1')).json());
  expect(audit).toContain('submission.adjudicator_assign');
  expect(audit).toContain('submission.adjudicator_score');
});
