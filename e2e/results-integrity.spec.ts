import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, signedIn, signInAsJudge, signInThroughForm } from './support';

// Results you can trust. A judge's completion locks their scores; once results are
// published no judge changes them; publishing shows what is still open and asks first; a change
// after publication is an amendment with a reason, visible on the public verification page.

test('completion locks, publication freezes, the checklist asks first, an amendment shows on the verification page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // --- Set-up through the API: a photo contest, two photos approved and scored by both judges.
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const pre = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const { title, contestId, ids } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Integridade ',
    count: 2,
    judges: { preFilterJudgeId: pre.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id },
  });
  const preContext = await signedIn(baseURL!, pre);
  for (const id of ids) {
    const res = await preContext.patch(`/api/judge/pre-filter/submissions/${id}`, {
      data: { status: 'approved' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const j1 = await signedIn(baseURL!, judge1);
  const j2 = await signedIn(baseURL!, judge2);
  for (const [context, scores] of [
    [j1, [8, 7]],
    [j2, [8, 7]],
  ] as const) {
    for (const [index, id] of ids.entries()) {
      const res = await context.put(`/api/judge/submissions/${id}/score`, { data: { score: scores[index] } });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
  expect((await j1.post(`/api/judge/contests/${contestId}/complete`)).ok()).toBe(true);

  // --- Judge 1 completed: a re-score in the viewer is refused, and the score stays.
  await signInAsJudge(page, judge1.email, /\/judge\/photo$/);
  const card = page.getByTestId(`contest-card-${contestId}`);
  await expect(card.getByTestId('evaluation-completed')).toBeVisible();
  await page.getByRole('tab', { name: /Nota ≥ 7/ }).click();
  await page.getByTestId('thumb').first().click();
  // A judge presses a score once the photo is on screen (the viewer's code loads on first open).
  await expect(page.getByTestId('photo-lightbox').getByTestId('lightbox-image')).toBeVisible();
  await page.keyboard.press('2');
  await expect(page.getByText('suas notas estão bloqueadas', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  const stored = await (await admin.get(`/api/admin/results/submissions?contestId=${contestId}`)).json();
  expect(stored.items.map((i: { finalScore: number }) => i.finalScore).sort()).toEqual([7, 8]);

  // --- The admin opens the contest's results: the stage, the judges, what is still open.
  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  await page.getByRole('button', { name: `Resultados e etapas de ${title}` }).click();
  const panel = page.getByRole('dialog', { name: `Resultados — ${title}` });
  await expect(panel.getByLabel('Etapa: Inscrições')).toBeVisible();
  await expect(panel.getByText('Inscrições ainda abertas')).toBeVisible();
  await expect(panel.getByText('Jurados que não concluíram: 2')).toBeVisible();
  await expect(panel.getByRole('button', { name: /Reabrir avaliação de/ })).toHaveCount(1);

  // Publishing asks first, listing the open items; cancelling publishes nothing.
  await panel.getByRole('button', { name: 'Divulgar resultados' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(confirm).toContainText('Ainda há pendências neste concurso');
  await expect(confirm).toContainText('Jurados que não concluíram: 2');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  expect((await (await admin.get(`/api/admin/contests/${contestId}`)).json()).showEvaluations).toBe(false);
  await panel.getByRole('button', { name: 'Divulgar resultados' }).click();
  await page.getByRole('dialog', { name: 'Tem certeza?' }).getByRole('button', { name: 'Divulgar' }).click();
  await expect(page.getByText('Resultados divulgados', { exact: true }).first()).toBeVisible();
  await expect(panel.getByLabel('Etapa: Resultados divulgados')).toBeVisible();

  // --- After publication, judge 2 (not completed) cannot change a score either.
  const refused = await j2.put(`/api/judge/submissions/${ids[0]}/score`, { data: { score: 2 } });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('RESULTS_PUBLISHED');

  // --- An amendment with its reason: the score of judge 2 of the 8/8 entry becomes 9.
  await panel.getByRole('button', { name: 'Retificar um resultado' }).click();
  const amend = page.getByRole('dialog', { name: 'Retificar um resultado' });
  await amend.getByLabel('Inscrição').click();
  await page.getByRole('option', { name: /\(8,0\)/ }).click();
  await amend.getByLabel('Nota do jurado 2').fill('9');
  await amend.getByLabel('Motivo').fill('Nota do jurado 2 digitada errada (9, não 8)');
  await amend.getByRole('button', { name: 'Retificar' }).click();
  await expect(page.getByText('Resultado retificado; o participante foi avisado por e-mail')).toBeVisible();
  await expect(panel.getByText('Motivo: Nota do jurado 2 digitada errada (9, não 8)')).toBeVisible();

  const ranked = await (await admin.get(`/api/admin/results/submissions?contestId=${contestId}`)).json();
  const amendedId = (ranked.items as { id: string; finalScore: number }[]).find(
    (i) => i.finalScore === 8.5,
  )?.id;
  expect(amendedId).toBeTruthy();

  // --- The public verification page says the result was amended, in Portuguese and in English.
  await page.goto(`/verify/${amendedId}?lang=pt`);
  await expect(page.getByText(/Resultado retificado em /)).toBeVisible();
  await page.goto(`/verify/${amendedId}?lang=en`);
  await expect(page.getByText(/Result amended on /)).toBeVisible();

  // --- Judge 2's screen says the contest's results are out and their work is frozen.
  await signInAsJudge(page, judge2.email, /\/judge\/photo2$/);
  await expect(page.getByTestId(`contest-card-${contestId}`).getByTestId('results-published')).toContainText(
    'Resultados divulgados',
  );

  for (const context of [admin, preContext, j1, j2]) await context.dispose();
});

test("the form's 'show evaluations' switch publishes only after the checklist's confirmation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const { title, contestId } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Checklist ',
    count: 1,
    judges: { photoJudge1Id: judge1.id },
  });

  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  const row = page.getByRole('row').filter({ hasText: title });
  const edit = page.getByRole('dialog', { name: 'Editar Concurso' });
  const confirm = page.getByRole('dialog', { name: 'Tem certeza?' });

  // Cancelled: the form stays open and nothing is published.
  await row.getByRole('button', { name: `Editar ${title}` }).click();
  await edit.getByRole('switch', { name: 'Mostrar avaliações' }).check();
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(confirm).toContainText('Inscrições ainda abertas');
  await expect(confirm).toContainText('Fotos pendentes na pré-seleção: 1');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toBeVisible();
  expect((await (await admin.get(`/api/admin/contests/${contestId}`)).json()).showEvaluations).toBe(false);

  // Confirmed: published.
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await confirm.getByRole('button', { name: 'Divulgar' }).click();
  await expect(page.getByText('Concurso atualizado com sucesso')).toBeVisible();
  expect((await (await admin.get(`/api/admin/contests/${contestId}`)).json()).showEvaluations).toBe(true);
  await admin.dispose();
});
