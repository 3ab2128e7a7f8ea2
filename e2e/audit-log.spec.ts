import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { sendPhotos } from './contest-setup';
import {
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  signedIn,
  signInThroughForm,
  uniqueName,
} from './support';

// The audit log names people and entries, shows an edit as the fields it changed,
// names both judges of a replacement and the choice, and filters by contest, actor, action and date.

test('the audit log reads as people do and filters on the server', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const paulo = await createJudge(admin, 'photo_judge_2', uniqueName('Paulo '));
  const rita = await createJudge(admin, 'photo_judge_2', uniqueName('Rita '));
  const title = uniqueName('Auditoria ');
  const form = {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    startDay: dayFromToday(-1),
    endDay: dayFromToday(7),
    resultDay: dayFromToday(14),
    photoJudge2Id: paulo.id,
    preFilterJudgeId: preFilter.id,
  };
  const created = await admin.post('/api/admin/contests', { data: form });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  // Paulo scores an approved photo, so replacing him asks what becomes of his score.
  await givePaymentLinks(baseURL!);
  const { ids, account } = await sendPhotos(baseURL!, contestId, { count: 1 });
  const preFilterApi = await signedIn(baseURL!, { email: preFilter.email, password: JUDGE_PASSWORD });
  expect(
    (
      await preFilterApi.patch(`/api/judge/pre-filter/submissions/${ids[0]}`, {
        data: { status: 'approved' },
      })
    ).status(),
  ).toBe(200);
  const pauloApi = await signedIn(baseURL!, { email: paulo.email, password: JUDGE_PASSWORD });
  expect(
    (await pauloApi.put(`/api/judge/submissions/${ids[0]}/score`, { data: { score: 8 } })).status(),
  ).toBe(200);
  const renamed = `${title} 2026`;
  const edit = await admin.put(`/api/admin/contests/${contestId}`, {
    data: { ...form, title: renamed, photoJudge2Id: rita.id, previousEvaluations: 'keep' },
  });
  expect(edit.status(), await edit.text()).toBe(200);

  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  await page.goto(`/admin/audit?contest=${contestId}`);
  const rows = page.getByTestId('audit-row');
  // Created, pre-filtered, scored, replaced, edited.
  await expect(rows).toHaveCount(5, { timeout: 30_000 });
  const scored = page.locator('[data-testid="audit-row"][data-action="submission.judge2_score"]');
  await expect(scored).toContainText(paulo.username);
  await expect(scored.getByTestId('audit-entry')).toHaveText(`Inscrição de ${account.username}`);

  // The replacement names both judges and the choice.
  const replacement = page.locator('[data-testid="audit-row"][data-action="contest.judge_replace"]');
  await replacement.getByRole('button', { name: 'Ver alterações' }).click();
  await expect(page.getByTestId('audit-replacement')).toHaveText(
    `Jurado de foto 2: ${paulo.username} → ${rita.username} (manter as notas; 1 mantidas, 0 postas de lado)`,
  );
  await replacement.getByRole('button', { name: 'Ver alterações' }).click();

  // The edit shows only what changed, labelled, with names for ids.
  const update = page.locator('[data-testid="audit-row"][data-action="contest.update"]');
  await update.getByRole('button', { name: 'Ver alterações' }).click();
  const changes = page.getByTestId('audit-changes').filter({ visible: true });
  await expect(changes.locator('tbody tr')).toHaveCount(2);
  await expect(changes.locator('tr[data-field="title"]')).toContainText(`Título${title}${renamed}`);
  await expect(changes.locator('tr[data-field="photoJudge2Id"]')).toContainText(
    `Jurado de foto 2${paulo.username}${rita.username}`,
  );
  await expect(changes).not.toContainText(paulo.id);

  // Filters: by action, and by a day with nothing.
  await page.getByRole('combobox', { name: 'Ação' }).click();
  await page.getByRole('option', { name: 'Jurado substituído' }).click();
  await expect(page).toHaveURL(/action=contest\.judge_replace/);
  await expect(rows).toHaveCount(1);
  await page.getByLabel('De', { exact: true }).fill(dayFromToday(1));
  await expect(page).toHaveURL(/from=/);
  await expect(page.getByText('Nenhum registro.')).toBeVisible();
});
