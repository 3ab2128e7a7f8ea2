import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { publishResults } from './contest-setup';
import {
  createJudge,
  givePaymentLinks,
  dayFromToday,
  JUDGE_PASSWORD,
  signedIn,
  shootDialog,
  shootPage,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

async function createContest(admin: APIRequestContext, data: Record<string, unknown>): Promise<string> {
  const res = await admin.post('/api/admin/contests', {
    data: {
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function packageFor(participant: APIRequestContext, category: 'photo' | 'video') {
  const res = await participant.get(`/api/packages?category=${category}`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const packages = (Array.isArray(body) ? body : body.items) as { id: string; items: number }[];
  return packages.filter((p) => p.items >= 2).sort((a, b) => a.items - b.items)[0].id;
}

async function signInAs(page: Page, email: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, JUDGE_PASSWORD);
  await expect(page).toHaveURL(home);
}

test('judges pre-filter, score photos and films with the keyboard; the final score and award follow', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilterJudge = await createJudge(admin, 'pre_filter_judge');
  const photoJudge1 = await createJudge(admin, 'photo_judge_1');
  const photoJudge2 = await createJudge(admin, 'photo_judge_2');
  const filmJudge1 = await createJudge(admin, 'video_judge_1');
  const photoContestId = await createContest(admin, {
    title: uniqueName('Casamentos '),
    category: 'photo',
    photoCategory: 'wedding',
    preFilterJudgeId: preFilterJudge.id,
    photoJudge1Id: photoJudge1.id,
    photoJudge2Id: photoJudge2.id,
  });
  const filmContestId = await createContest(admin, {
    title: uniqueName('Filmes '),
    category: 'video',
    videoJudge1Id: filmJudge1.id,
  });

  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  await givePaymentLinks(baseURL!);
  const form = new FormData();
  form.append('packageId', await packageFor(participant, 'photo'));
  form.append('currency', 'BRL');
  form.append('paymentConfirmed', 'true');
  form.append(
    'files',
    new Blob([new Uint8Array(await solidJpeg({ r: 200, g: 120, b: 60 }, 1200, 800))], { type: 'image/jpeg' }),
    'warm.jpg',
  );
  form.append(
    'files',
    new Blob([new Uint8Array(await solidJpeg({ r: 40, g: 90, b: 160 }, 800, 1200))], { type: 'image/jpeg' }),
    'cool.jpg',
  );
  const photos = await participant.post(`/api/participant/contests/${photoContestId}/photos`, {
    multipart: form,
  });
  expect(photos.status(), await photos.text()).toBe(201);
  expect((await photos.json()).items).toHaveLength(2);
  const films = await participant.post(`/api/participant/contests/${filmContestId}/films`, {
    data: {
      packageId: await packageFor(participant, 'video'),
      currency: 'BRL',
      paymentConfirmed: true,
      urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
    },
  });
  expect(films.status(), await films.text()).toBe(201);

  // --- The pre-filter judge approves one photo and rejects the other with the keyboard.
  await signInAs(page, preFilterJudge.email, /\/judge\/pre-filter$/);
  const card = page.getByTestId(`contest-card-${photoContestId}`);
  await expect(card.getByTestId('count-total-value')).toHaveText('2');
  await expect(card.getByTestId('count-pending-value')).toHaveText('2');
  await expect(card.getByRole('button', { name: 'Marcar como Concluído' })).toHaveCount(0);
  await expect(page.getByTestId('thumb')).toHaveCount(2);
  await shootPage(page, 'judging-shots', 'pre-filter');

  await page.getByTestId('thumb').first().click();
  const viewer = page.getByTestId('pre-filter-lightbox');
  await expect(viewer.getByTestId('lightbox-position')).toContainText('1 de 2');
  await shootDialog(page, 'judging-shots', 'pre-filter-viewer');
  const approvedId = await viewer.getByTestId('lightbox-image').getAttribute('data-id');
  await page.keyboard.press('a');
  // The approved photo left the pending list; the other one took its place.
  await expect(viewer.getByTestId('lightbox-position')).toContainText('1 de 1');
  const rejectedId = await viewer.getByTestId('lightbox-image').getAttribute('data-id');
  expect(rejectedId).not.toBe(approvedId);
  await expect(card.getByTestId('count-pending-value')).toHaveText('1');
  await page.keyboard.press('r');
  await expect(viewer).toBeHidden();
  await expect(card.getByTestId('count-pending-value')).toHaveText('0');
  await expect(card.getByTestId('count-evaluated-value')).toHaveText('2');
  await expect(page.getByText('Nenhuma inscrição encontrada nesta categoria.')).toBeVisible();
  await page.getByRole('tab', { name: /^Aprovadas/ }).click();
  await expect(page.getByTestId('thumb')).toHaveCount(1);
  await expect(page.getByTestId('thumb')).toHaveAttribute('data-id', approvedId!);
  await page.getByRole('tab', { name: /^Não Aprovadas/ }).click();
  await expect(page.getByTestId('thumb')).toHaveAttribute('data-id', rejectedId!);
  await page.getByTestId('thumb').click();
  await expect(page.getByRole('button', { name: 'Mover para Pendentes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // --- Photo judge 1 sees only the approved photo and scores it 8, with a comment and two areas.
  await signInAs(page, photoJudge1.email, /\/judge\/photo$/);
  await expect(page.getByTestId('count-total-value')).toHaveText('1');
  await expect(page.getByTestId('count-pending-value')).toHaveText('1');
  await expect(page.getByTestId('thumb')).toHaveCount(1);
  await expect(page.getByTestId('thumb')).toHaveAttribute('data-id', approvedId!);
  await shootPage(page, 'judging-shots', 'photo-judge');
  await page.getByTestId('thumb').click();
  const photoViewer = page.getByTestId('photo-lightbox');
  await expect(photoViewer.getByTestId('lightbox-image')).toHaveAttribute('data-id', approvedId!);
  await photoViewer.getByRole('textbox', { name: 'Comentários' }).fill('  Belo uso da luz natural.  ');
  await photoViewer.getByText('Composição').click();
  await photoViewer.getByText('Luz', { exact: true }).click();
  await photoViewer.getByRole('button', { name: 'Salvar Comentários' }).click();
  await expect(page.getByText('Comentários salvos com sucesso!')).toBeVisible();
  await page.keyboard.press('8');
  await expect(photoViewer.getByTestId('panel-score')).toHaveText('8,0');
  await expect(page.getByTestId('count-pending-value')).toHaveText('0');
  await shootDialog(page, 'judging-shots', 'photo-viewer');
  await page.keyboard.press('Escape');
  await expect(photoViewer).toBeHidden();
  // The end of the queue says so, not "no entries".
  await expect(page.getByTestId('all-done')).toContainText('Tudo avaliado');
  await expect(page.getByRole('button', { name: 'Marcar Avaliação como Concluída' })).toBeVisible();
  await page.getByRole('tab', { name: /Nota ≥ 7/ }).click();
  await expect(page.getByTestId('own-score')).toHaveText('8,0');
  // What was saved reads back when the photo is opened again.
  await page.getByTestId('thumb').click();
  await expect(photoViewer.getByRole('textbox', { name: 'Comentários' })).toHaveValue(
    'Belo uso da luz natural.',
  );
  await expect(photoViewer.getByRole('checkbox', { name: 'Composição' })).toBeChecked();
  await expect(photoViewer.getByRole('checkbox', { name: 'Luz' })).toBeChecked();
  await expect(photoViewer.getByRole('checkbox', { name: 'Edição' })).not.toBeChecked();
  await page.keyboard.press('Escape');

  // --- Photo judge 2 scores it 7.
  await signInAs(page, photoJudge2.email, /\/judge\/photo2$/);
  await page.getByTestId('thumb').click();
  await expect(page.getByTestId('photo-lightbox').getByTestId('lightbox-image')).toHaveAttribute(
    'data-id',
    approvedId!,
  );
  // The score and the counters move at once, before the server answers: the save's own answer says
  // it is stored.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/judge/submissions/${approvedId}/score`),
  );
  await page.keyboard.press('7');
  await expect(page.getByTestId('panel-score')).toHaveText('7,0');
  await expect(page.getByTestId('count-pending-value')).toHaveText('0');
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press('Escape');

  // --- The server computed the final score and the award: the admin results API reports it, the audit
  // log recorded it, and the participant sees it (evaluations on).
  const ranked = await (await admin.get(`/api/admin/results/submissions?contestId=${photoContestId}`)).json();
  expect(ranked.items.find((i: { id: string }) => i.id === approvedId)).toMatchObject({
    finalScore: 7.5,
    award: 'awarded',
  });
  await expect
    .poll(async () => {
      const res = await admin.get(`/api/admin/audit?entityType=submission&entityId=${approvedId}`);
      const entry = (await res.json()).items.find(
        (i: { action: string }) => i.action === 'submission.judge2_score',
      );
      return entry?.after;
    })
    .toMatchObject({ score: 7, finalScore: 7.5, award: 'awarded' });
  // Published once judged (judges never change a published result).
  await publishResults(admin, photoContestId);
  const mine = await (
    await participant.get(`/api/participant/submissions?contestId=${photoContestId}`)
  ).json();
  const scored = mine.items.find((i: { id: string }) => i.id === approvedId);
  expect(scored.evaluation).toMatchObject({ finalScore: 7.5, award: 'awarded' });

  // --- The film judge scores the first film; the next film opens.
  await signInAs(page, filmJudge1.email, /\/judge\/video1$/);
  await expect(page.getByTestId('video-card')).toHaveCount(2);
  await expect(page.getByTestId('count-total-value')).toHaveText('2');
  await shootPage(page, 'judging-shots', 'video-judge');
  const secondFilmId = await page.getByTestId('video-card').nth(1).getAttribute('data-id');
  await page.getByTestId('video-card').first().click();
  const filmModal = page.getByTestId('video-modal');
  await expect(filmModal.getByTestId('lightbox-position')).toContainText('1 de 2');
  await shootDialog(page, 'judging-shots', 'video-viewer');
  await page.keyboard.press('9');
  await expect(filmModal.getByTestId('lightbox-position')).toContainText('2 de 2');
  await expect(filmModal.getByTestId('video-player')).toHaveAttribute('data-id', secondFilmId!);
  await expect(page.getByTestId('count-pending-value')).toHaveText('1');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /Nota ≥ 7/ }).click();
  await expect(page.getByTestId('own-score')).toHaveText('Sua nota: 9,0');

  // --- The pre-filter judge marks the contest complete.
  await signInAs(page, preFilterJudge.email, /\/judge\/pre-filter$/);
  const doneCard = page.getByTestId(`contest-card-${photoContestId}`);
  await doneCard.getByRole('button', { name: 'Marcar como Concluído' }).click();
  // Completing locks the judge's decisions: asked first.
  await page.getByRole('dialog').getByRole('button', { name: 'Marcar como Concluído' }).click();
  await expect(page.getByText('Avaliação marcada como concluída!')).toBeVisible();
  await expect(doneCard.getByTestId('evaluation-completed')).toHaveText('Avaliação Concluída');
  await expect(doneCard.getByRole('button', { name: 'Marcar como Concluído' })).toHaveCount(0);

  await admin.dispose();
  await participant.dispose();
});

test('a judge without contests reads that none are assigned', async ({ page, baseURL }) => {
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const judge = await createJudge(admin, 'photo_judge_2');
  await signInAs(page, judge.email, /\/judge\/photo2$/);
  await expect(page.getByTestId('no-contests')).toHaveText('Nenhum concurso atribuído a você.');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByTestId('no-contests')).toHaveText('No contests assigned to you.');
  await page.evaluate(() => localStorage.setItem('jurado.language', 'pt'));
  await admin.dispose();
});
