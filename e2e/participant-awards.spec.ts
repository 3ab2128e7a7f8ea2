import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries } from './contest-setup';
import { createJudge, dayFromToday, signedIn, signInThroughForm } from './support';

// The trash icon on judged entries and an award's certificate and verification page in English.

/** A photo contest with three judges and `count` photos of a new participant; all result flags off. */
async function judgedContest(baseURL: string, count: number, participant: Record<string, unknown>) {
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const judges = { preFilterJudgeId: preFilter.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id };
  const made = await photoContestWithEntries(baseURL, admin, {
    titlePrefix: 'Lixeira ',
    count,
    judges,
    participant,
  });
  const pre = await signedIn(baseURL, preFilter);
  for (const id of made.ids) {
    const res = await pre.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status: 'approved' } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  for (const judge of [judge1, judge2]) {
    const context = await signedIn(baseURL, judge);
    const res = await context.put(`/api/judge/submissions/${made.ids[0]}/score`, { data: { score: 8 } });
    expect(res.ok(), await res.text()).toBe(true);
    await context.dispose();
  }
  await pre.dispose();
  return { ...made, admin, judges };
}

test('the trash icon stays on entries the judges touched while every result flag is off', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { account, admin } = await judgedContest(baseURL!, 2, {});
  await admin.dispose();
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Minhas Inscrições', exact: true }).click();
  const cards = page.getByTestId('submission-card');
  await expect(cards).toHaveCount(2);
  // Both were approved by the pre-filter, the first also scored by both judges: nothing shows it.
  for (const card of await cards.all()) {
    await expect(card.getByRole('button', { name: /^Excluir a inscrição/ })).toBeVisible();
  }
});

test('an awarded participant downloads the certificate and opens the verification page, in English', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { account, admin, contestId, title, judges } = await judgedContest(baseURL!, 1, { locale: 'en' });
  // The contest ends and the admin publishes its results.
  const published = await admin.put(`/api/admin/contests/${contestId}`, {
    data: {
      title,
      category: 'photo',
      photoCategory: 'wedding',
      startDay: dayFromToday(-10),
      endDay: dayFromToday(-2),
      resultDay: dayFromToday(5),
      ...judges,
      showEvaluations: true,
      // Judges have not marked complete: publishing goes ahead with the admin's confirmation.
      confirmPublish: true,
    },
  });
  expect(published.ok(), await published.text()).toBe(true);
  await admin.dispose();

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'My Results' }).click();
  const card = page.getByTestId('result-contest').filter({ hasText: title });
  await expect(card.getByTestId('phase-current')).toHaveText('Results published');
  const certificate = card.getByRole('link', { name: /^Certificate \(PDF\) of .*$/ });
  const downloading = page.waitForEvent('download');
  await certificate.click();
  const download = await downloading;
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  const verifyHref = await card
    .getByRole('link', { name: /^Website badge and verification page of / })
    .getAttribute('href');
  const verify = await page.context().newPage();
  await verify.goto(verifyHref!);
  await expect(verify.getByRole('heading', { name: 'Recognition confirmed' })).toBeVisible();
  await expect(verify.getByText(account.username as string).first()).toBeVisible();
  await expect(verify.getByText(title).first()).toBeVisible();
  // The owner is shown how to put the badge on a website, with a button that copies the code; the
  // badge's alt text names the year once.
  await expect(verify.getByRole('heading', { name: 'Your badge on your website' })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await verify.getByRole('button', { name: 'Copy code' }).click();
  await expect(verify.getByRole('status')).toHaveText('Code copied');
  const copied = await verify.evaluate(() => navigator.clipboard.readText());
  const address = verifyHref!.replace(/\?.*$/, '');
  expect(copied).toContain(`<a href="${address}"><img src="${address}/badge.svg"`);
  const year = new Date().getFullYear();
  expect(copied).not.toContain(`${year} ${year}`);
  await verify.close();

  // A visitor following the badge sees the recognition, and no embed instructions.
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(verifyHref!);
  await expect(visitorPage.getByRole('heading', { name: 'Recognition confirmed' })).toBeVisible();
  await expect(visitorPage.getByText('To show this badge on your website')).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
  await visitor.close();
});
