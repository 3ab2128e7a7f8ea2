import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries, publishResults } from './contest-setup';
import { createJudge, signedIn, signInAsJudge, signInThroughForm } from './support';

// Fair judging you can measure. A scoring judge sees their own calibration beside the
// panel's; the admin sees each judge's distribution, agreement and award stability, compares raw
// and normalised finals and chooses normalisation before publishing; the participant reads the
// judges' anonymous feedback and downloads it as a PDF, in English.

// The worked example of docs/decisions/judging.md ("Fair judging").
const JUDGE_A = [6, 7, 8, 6, 7, 8, 6, 7, 8, 7];
const JUDGE_B = [8, 6, 4, 4, 6, 8, 4, 6, 8, 6];

test('calibration, statistics, normalisation chosen before publishing, and the feedback pack', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // --- Set-up through the API: ten approved photos scored by both judges.
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const pre = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const { title, contestId, ids, account } = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Justo ',
    count: 10,
    judges: { preFilterJudgeId: pre.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id },
    participant: { locale: 'en' },
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
    [j1, JUDGE_A],
    [j2, JUDGE_B],
  ] as const) {
    for (const [index, id] of ids.entries()) {
      const res = await context.put(`/api/judge/submissions/${id}/score`, { data: { score: scores[index] } });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
  const feedback = await j1.put(`/api/judge/submissions/${ids[5]}/feedback`, {
    data: { comment: 'Great light on the couple', feedback: ['composition'] },
  });
  expect(feedback.ok(), await feedback.text()).toBe(true);

  // --- Judge 1 sees their own distribution beside the panel's, no other judge named.
  await signInAsJudge(page, judge1.email, /\/judge\/photo$/);
  const calibration = page.getByTestId('my-calibration');
  await expect(calibration.getByRole('heading', { name: 'Sua calibração' })).toBeVisible();
  await expect(calibration.getByTestId('my-summary')).toHaveText('Você: 10 notas · média 7,00 · desvio 0,77');
  await expect(calibration.getByTestId('panel-summary')).toHaveText(
    'Painel: 20 notas · média 6,50 · desvio 1,32',
  );
  await expect(calibration).not.toContainText(judge2.username);
  // The viewer says what the participant will see.
  await page.getByRole('tab', { name: /Nota ≥ 7/ }).click();
  await page.getByTestId('thumb').first().click();
  await expect(page.getByTestId('participant-sees')).toContainText('sem seu nome');
  await page.keyboard.press('Escape');

  // --- The admin: the judges' calibration, agreement and stability in Statistics.
  await page.context().clearCookies();
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const fairness = page.getByTestId('contest-fairness');
  await expect(fairness.getByRole('heading', { name: 'Calibração dos jurados' })).toBeVisible();
  const rows = fairness.getByTestId('judge-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: judge1.username }).getByTestId('mean-difference')).toHaveText('+0,50');
  await expect(rows.filter({ hasText: judge2.username }).getByTestId('mean-difference')).toHaveText('-0,50');
  await expect(fairness.getByTestId('alpha')).toContainText('Alfa de Krippendorff');
  await expect(fairness.getByTestId('disagreement-share-value')).toHaveText('1 de 10 (10%)');
  await expect(fairness.getByTestId('stability-table').getByRole('row')).toHaveCount(8);

  // Raw and normalised side by side: entries 1 and 3 change award; normalisation chosen and saved.
  const comparison = fairness.getByTestId('normalised-comparison');
  await expect(comparison.getByTestId('changed-awards')).toHaveText(
    '2 premiações mudariam com as notas normalizadas.',
  );
  // Kept clear of the sticky header, which would take the clicks.
  await comparison.getByTestId('award-basis').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await comparison.getByRole('switch', { name: 'Só as que mudam' }).focus();
  await page.keyboard.press('Space');
  await expect(comparison.getByTestId('normalised-row')).toHaveCount(2);
  await comparison.getByText('Notas normalizadas', { exact: true }).click();
  await comparison.getByTestId('save-award-basis').click();
  await expect(page.getByText('Escolha salva: vale na divulgação dos resultados.')).toBeVisible();
  await expect(comparison.getByTestId('current-basis')).toHaveText('Hoje: Notas normalizadas');

  // The same side by side on Rankings, for the contest chosen there.
  await page.goto(`/admin/rankings?contest=${contestId}`);
  await expect(page.getByTestId('normalised-comparison').getByTestId('current-basis')).toHaveText(
    'Hoje: Notas normalizadas',
  );

  // The year's view: every judge over the year's contests.
  await page.goto('/admin/statistics');
  const year = page.getByTestId('year-fairness');
  await expect(year.getByTestId('judge-row').filter({ hasText: judge1.username })).toBeVisible();

  // --- Published (the checklist confirmed): the normalised awards are what participants get.
  await publishResults(admin, contestId);
  const ranked = await (await admin.get(`/api/admin/results/submissions?contestId=${contestId}`)).json();
  const first = (ranked.items as { id: string; finalScore: number; award: string }[]).find(
    (i) => i.id === ids[0],
  );
  expect(first).toMatchObject({ finalScore: 6.5, award: 'honorable' });

  // --- The participant (English account) reads the feedback, anonymous, and downloads the PDF.
  await page.context().clearCookies();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.goto('/participant/results');
  const pack = page.getByTestId('feedback-pack');
  await expect(pack.getByRole('heading', { name: "The judges' feedback" })).toBeVisible();
  await expect(pack.getByRole('button', { name: title })).toBeVisible();
  await expect(pack.getByText('Great light on the couple')).toBeVisible();
  await expect(pack.getByText('Judge 1:').first()).toBeVisible();
  await expect(pack).not.toContainText(judge1.username);
  await expect(pack).not.toContainText(judge2.username);
  const download = page.waitForEvent('download');
  await pack.getByTestId('feedback-pdf').click();
  expect((await download).suggestedFilename()).toBe('jurado-feedback.pdf');

  await Promise.all([admin.dispose(), preContext.dispose(), j1.dispose(), j2.dispose()]);
});
