import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, JUDGE_PASSWORD, signedIn, signInThroughForm, uniqueName } from './support';

// Provenance on every score: photo judge 2 (Paulo) scores three photos and is replaced by
// Rita keeping his scores; Rita scores the fourth; the 10/3 entry is adjudicated 9 by Carla. Rankings,
// the details, Statistics and the participant's My Submissions must each read right.

async function scoreAs(
  baseURL: string,
  judge: { email: string },
  id: string,
  score: number,
  path = 'submissions',
) {
  const api = await signedIn(baseURL, { email: judge.email, password: JUDGE_PASSWORD });
  const url =
    path === 'submissions' ? `/api/judge/submissions/${id}/score` : `/api/judge/adjudications/${id}/score`;
  const res = await api.put(url, { data: { score } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

async function saveContest(admin: APIRequestContext, contestId: string, changes: Record<string, unknown>) {
  const form = (await (await admin.get(`/api/admin/contests/${contestId}`)).json()) as Record<
    string,
    unknown
  >;
  const keys = ['title', 'category', 'photoCategory', 'startDay', 'endDay', 'resultDay'];
  const judges = ['preFilterJudgeId', 'photoJudge1Id', 'photoJudge2Id'];
  const body = Object.fromEntries([...keys, ...judges].map((k) => [k, form[k]]));
  const res = await admin.put(`/api/admin/contests/${contestId}`, { data: { ...body, ...changes } });
  expect(res.status(), await res.text()).toBe(200);
}

test('kept scores keep their judge and an adjudicated entry shows the score it replaced', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const ana = await createJudge(admin, 'photo_judge_1', uniqueName('Ana '));
  const paulo = await createJudge(admin, 'photo_judge_2', uniqueName('Paulo '));
  const rita = await createJudge(admin, 'photo_judge_2', uniqueName('Rita '));
  const carla = await createJudge(admin, 'photo_judge_1', uniqueName('Carla '));
  const { contestId, ids, account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Proveniência ',
    count: 4,
    judges: { preFilterJudgeId: preFilter.id, photoJudge1Id: ana.id, photoJudge2Id: paulo.id },
  });
  const [kept, kept2, adjudicated, own] = ids;
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  for (const id of ids) {
    const res = await preFilterApi.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.status()).toBe(200);
  }
  for (const [id, a, p] of [
    [kept, 8, 8],
    [kept2, 9, 7],
    [adjudicated, 10, 3],
  ] as const) {
    await scoreAs(baseURL!, ana, id, a);
    await scoreAs(baseURL!, paulo, id, p);
  }
  await saveContest(admin, contestId, { photoJudge2Id: rita.id, previousEvaluations: 'keep' });
  await scoreAs(baseURL!, ana, own, 6);
  await scoreAs(baseURL!, rita, own, 6);
  const assigned = await admin.put(`/api/admin/submissions/${adjudicated}/adjudicator`, {
    data: { adjudicatorId: carla.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // --- Rita's queue is done: her one entry scored (Paulo's kept ones are not hers to score).
  await signInThroughForm(page, rita.email, JUDGE_PASSWORD);
  await expect(page).toHaveURL(/\/judge\/photo2$/);
  await expect(page.getByTestId('all-done')).toContainText(
    'Tudo avaliado: você deu nota à única inscrição deste concurso.',
    { timeout: 30_000 },
  );
  await page.context().clearCookies();

  // --- Carla, who holds no slot of her own, finds the entry waiting on her home and scores it in
  // the judges' viewer, blind to the two scores.
  await signInThroughForm(page, carla.email, JUDGE_PASSWORD);
  await expect(page).toHaveURL(/\/judge\/photo$/);
  await expect(page.getByTestId('adjudications-waiting-count')).toHaveText(
    '1 inscrição aguarda o seu desempate',
    {
      timeout: 30_000,
    },
  );
  await page.getByRole('link', { name: 'Abrir desempate' }).click();
  await expect(page).toHaveURL(/\/judge\/adjudication$/);
  await page.getByTestId(`adjudication-${adjudicated}`).getByTestId('open-viewer').click();
  const viewer = page.getByTestId('photo-lightbox');
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId('fullscreen-button')).toBeVisible();
  await expect(viewer).not.toContainText('10,0');
  await expect(viewer).not.toContainText(ana.username);
  await viewer.getByRole('textbox', { name: 'Comentários' }).fill('Luz dura, mas forte.');
  await viewer.getByRole('button', { name: 'Salvar Comentários' }).click();
  await expect(page.getByText('Comentários salvos com sucesso!')).toBeVisible();
  await page.keyboard.press('9');
  await expect(page.getByText('Nota 9,0 salva.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`adjudication-${adjudicated}`).getByTestId('adjudication-status')).toHaveText(
    'Sua nota: 9,0',
  );
  await page.context().clearCookies();

  // --- Rankings: each score under the judge who gave it.
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  await page.goto(`/admin/rankings?contest=${contestId}`);
  const card = (id: string) => page.locator(`[data-testid="result-card"][data-id="${id}"]`);
  await expect(card(kept).getByTestId('judge2-score')).toContainText(`${paulo.username} (mantida)`, {
    timeout: 30_000,
  });
  await expect(card(own).getByTestId('judge2-score')).toContainText(rita.username);
  await expect(card(own).getByTestId('judge2-score')).not.toContainText('mantida');
  await expect(card(own).getByTestId('judge1-score')).toContainText(ana.username);
  const flagged = card(adjudicated);
  await expect(flagged.getByTestId('judge2-score').getByTestId('judge-score')).toHaveAttribute(
    'data-replaced',
    'true',
  );
  await expect(flagged.getByTestId('adjudication')).toContainText(carla.username);
  await expect(flagged.getByTestId('adjudicator-comment')).toContainText('Luz dura, mas forte.');
  await expect(flagged.getByTestId('adjudicator-score')).toHaveText('9,0');
  await expect(flagged.getByTestId('adjudication-replaced')).toHaveText(
    'Substituiu a nota do Jurado 2 (3,0).',
  );
  await expect(flagged.getByTestId('final-score')).toHaveText('9,5');
  await expect(flagged.getByTestId('final-formula')).toHaveText('Nota final = (10 + 9) ÷ 2 = 9,5');

  // The disagreement filter keeps the adjudicated entry alone.
  await page
    .getByRole('textbox', { name: 'Divergência' })
    .or(page.getByRole('combobox', { name: 'Divergência' }))
    .first()
    .click();
  await page.getByRole('option', { name: 'Desempatadas' }).click();
  await expect(page).toHaveURL(/disagreement=adjudicated/);
  await expect(page.getByTestId('result-card')).toHaveCount(1);
  await expect(page.getByTestId('result-card')).toHaveAttribute('data-id', adjudicated);

  // The lightbox says the same.
  await flagged.getByRole('button', { name: /Abrir a inscrição/ }).click();
  const lightbox = page.getByTestId('result-lightbox');
  await expect(lightbox.getByTestId('judge2-feedback')).toContainText(`${paulo.username} (mantida)`);
  await expect(lightbox.getByTestId('adjudication')).toContainText(carla.username);
  await page.keyboard.press('Escape');

  // --- Statistics: Rita's own score, Paulo's three kept apart.
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const progress = page.getByTestId(`judge-${contestId}-photo_judge_2`);
  await expect(progress).toContainText(rita.username, { timeout: 30_000 });
  await expect(progress.getByTestId('judge-counts')).toHaveText(
    '1 avaliada · 3 mantidas de jurado anterior · 0 pendentes',
  );

  // --- Contest Submissions details and My Submissions, once the contest shows evaluations.
  await saveContest(admin, contestId, {
    photoJudge2Id: rita.id,
    showEvaluations: true,
    confirmPublish: true,
  });
  await page.goto(`/admin/submissions?contest=${contestId}`);
  await page.locator(`[data-testid="browser-card"][data-id="${adjudicated}"]`).click({ timeout: 30_000 });
  const details = page.getByTestId('details-modal');
  await expect(details.getByTestId('adjudication')).toContainText(carla.username);
  await expect(details.getByTestId('final-formula')).toHaveText('Nota final = (10 + 9) ÷ 2 = 9,5');
  await expect(details).toContainText(`${paulo.username} (mantida)`);
  await page.keyboard.press('Escape');

  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant/);
  await page.goto('/participant/submissions');
  const note = page.getByTestId('adjudication-note');
  await expect(note).toHaveCount(1, { timeout: 30_000 });
  await expect(note).toContainText('Desempatada');
  await expect(note).toContainText('deu 9,0, que substituiu a nota do Jurado 2 (3,0)');
  await expect(note).toContainText('Nota final = (10 + 9) ÷ 2 = 9,5');
  // Judging is blind: no judge is named to the participant.
  for (const judge of [ana, paulo, rita, carla])
    await expect(page.locator('body')).not.toContainText(judge.username);
});
