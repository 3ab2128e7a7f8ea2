import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { E2E_ADMIN } from '../playwright.config';
import { publishResults } from './contest-setup';
import {
  createJudge,
  givePaymentLinks,
  dayFromToday,
  signedIn,
  shootDialog,
  shootPage,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

const COMMENT = 'Luz natural linda; ótima "composição", ação!';

test('the admin ranks a judged contest, reads the judges in the lightbox, browses and exports the CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // --- Set-up through the API: three judges, a photo contest that shows evaluations, three photos.
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const suffix = uniqueName('');
  const preFilter = await createJudge(admin, 'pre_filter_judge', `Pré ${suffix}`);
  const judge1 = await createJudge(admin, 'photo_judge_1', `Jurado Um ${suffix}`);
  const judge2 = await createJudge(admin, 'photo_judge_2', `Jurada Dois ${suffix}`);
  const title = `Casamentos Ação ${suffix}`;
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

  const account = await signUpParticipant(baseURL, { username: `João Ção ${suffix}` });
  const participant = await signedIn(baseURL!, account);
  await givePaymentLinks(baseURL!);
  const packagesRes = await participant.get('/api/packages?category=photo');
  expect(packagesRes.ok()).toBeTruthy();
  const packagesBody = await packagesRes.json();
  const packageList = (Array.isArray(packagesBody) ? packagesBody : packagesBody.items) as {
    id: string;
    items: number;
  }[];
  const packageId = packageList.filter((p) => p.items >= 4).sort((a, b) => a.items - b.items)[0].id;
  const form = new FormData();
  form.append('packageId', packageId);
  form.append('currency', 'BRL');
  form.append('paymentConfirmed', 'true');
  for (const [name, color] of [
    ['gold.jpg', { r: 210, g: 170, b: 60 }],
    ['rose.jpg', { r: 200, g: 90, b: 120 }],
    ['grey.jpg', { r: 120, g: 120, b: 130 }],
  ] as const) {
    form.append('files', new Blob([new Uint8Array(await solidJpeg(color))], { type: 'image/jpeg' }), name);
  }
  const upload = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: form });
  expect(upload.status(), await upload.text()).toBe(201);
  // The answer lists the photos in an order of its own; the names only say which score each gets.
  const [gold, rose, grey] = ((await upload.json()).items as { id: string }[]).map((i) => i.id);

  const pre = await signedIn(baseURL!, preFilter);
  for (const id of [gold, rose, grey]) {
    const res = await pre.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status: 'approved' } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const j1 = await signedIn(baseURL!, judge1);
  const j2 = await signedIn(baseURL!, judge2);
  // gold 8 + 8 = 8.0 awarded; rose 7 + 6 = 6.5 honourable; grey 5 + 5 = 5.0 not awarded.
  for (const [context, scores] of [
    [j1, [8, 7, 5]],
    [j2, [8, 6, 5]],
  ] as const) {
    for (const [index, id] of [gold, rose, grey].entries()) {
      const res = await context.put(`/api/judge/submissions/${id}/score`, { data: { score: scores[index] } });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
  }
  expect(
    (
      await j1.put(`/api/judge/submissions/${gold}/feedback`, {
        data: { comment: COMMENT, feedback: ['light'] },
      })
    ).ok(),
  ).toBeTruthy();
  expect(
    (
      await j2.put(`/api/judge/submissions/${rose}/feedback`, {
        data: { feedback: ['composition', 'editing'] },
      })
    ).ok(),
  ).toBeTruthy();
  // Judged, then published (judges never change a published result).
  await publishResults(admin, contestId);

  // --- Rankings: filter to the contest; four cards and the award badges.
  await signInThroughForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/contests$/);
  // The contest filter's list (every contest) is asked for when the select opens, not on arrival.
  const contestListRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/admin/results/contests')
      contestListRequests.push(request.url());
  });
  await page.getByRole('link', { name: 'Rankings' }).click();
  await expect(page).toHaveURL(/\/admin\/rankings$/);
  await expect(page.getByRole('heading', { name: 'Rankings' })).toBeVisible();
  await expect(page.getByTestId('result-card').first()).toBeVisible();
  expect(contestListRequests).toHaveLength(0);
  const contestFilter = page.getByRole('combobox', { name: 'Concurso' });
  await contestFilter.click();
  await contestFilter.fill(suffix);
  await page.getByRole('option', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`contest=${contestId}`));
  expect(contestListRequests).toHaveLength(1);
  // An address naming a contest asks for the list at once: the select shows the contest's title.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Concurso' })).toHaveValue(title);

  const summary = page.getByTestId('summary-cards');
  await expect(summary.getByTestId('summary-total-value')).toHaveText('3');
  await expect(summary.getByTestId('summary-approved-value')).toHaveText('3');
  await expect(summary.getByTestId('summary-awarded-value')).toHaveText('1');
  await expect(summary.getByTestId('summary-honorable-value')).toHaveText('1');
  await expect(summary).toContainText('Total de inscrições');
  await expect(summary).toContainText('Menções honrosas');

  const cards = page.getByTestId('result-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toHaveAttribute('data-id', gold);
  await expect(cards.nth(0).getByTestId('award-badge')).toHaveText('Premiada');
  await expect(cards.nth(0).getByTestId('final-score')).toHaveText('8,0');
  await expect(cards.nth(0).getByTestId('participant-email')).toHaveText(account.email);
  await expect(cards.nth(1).getByTestId('award-badge')).toHaveText('Menção Honrosa');
  await expect(cards.nth(1).getByTestId('final-score')).toHaveText('6,5');
  await expect(cards.nth(2).getByTestId('award-badge')).toHaveText('Não premiada');
  await expect(cards.nth(0).getByRole('link', { name: /Baixar a foto original/ })).toHaveAttribute(
    'href',
    `/api/images/${gold}/original`,
  );
  await expect(page.getByTestId('entry-thumb').first()).toHaveJSProperty('complete', true);
  await shootPage(page, 'results-shots', 'rankings');

  // --- The lightbox: the photo, both judges named, the comment and the improvement areas.
  await cards
    .nth(0)
    .getByRole('button', { name: /Abrir a inscrição/ })
    .click();
  const lightbox = page.getByTestId('result-lightbox');
  await expect(lightbox).toHaveAttribute('data-id', gold);
  await expect(lightbox.getByTestId('media-photo')).toHaveAttribute('src', `/api/images/${gold}/preview`);
  await expect(lightbox.getByTestId('judge1-feedback')).toContainText(judge1Name(suffix));
  await expect(lightbox.getByTestId('judge1-feedback').getByTestId('judge-comment')).toContainText(COMMENT);
  await expect(lightbox.getByTestId('judge1-feedback')).toContainText('Luz');
  await expect(lightbox.getByTestId('judge2-feedback')).toContainText(`Jurada Dois ${suffix}`);
  await expect(lightbox.getByTestId('lightbox-final')).toHaveText('8,0');
  await shootDialog(page, 'results-shots', 'rankings-lightbox');
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toHaveAttribute('data-id', rose);
  await expect(lightbox.getByTestId('judge2-feedback')).toContainText('Composição');
  await expect(lightbox.getByTestId('judge2-feedback')).toContainText('Edição');
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // --- Export: the browser downloads the streamed CSV; it parses back to the cards.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^jurado-resultados-casamentos-acao-[a-z0-9-]+\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true, delimiter: ';' });
  expect(rows.map((r) => r.ID)).toEqual([gold, rose, grey]);
  expect(rows[0]).toMatchObject({
    Concurso: title,
    Participante: account.username,
    Email: account.email,
    'Jurado 1': judge1Name(suffix),
    'Nota jurado 1': '8',
    'Comentário jurado 1': COMMENT,
    'Áreas para melhorar jurado 1': 'Luz',
    'Nota final': '8',
    Premiação: 'Premiada',
  });
  expect(rows[1]).toMatchObject({ 'Nota final': '6,5', Premiação: 'Menção Honrosa' });

  // --- The Contest Submissions browser: same contest, the details modal follows the spec's rules.
  await page.getByRole('link', { name: 'Inscrições dos Concursos' }).click();
  await expect(page).toHaveURL(/\/admin\/submissions$/);
  // The URL changes before the lazy screen replaces Rankings, whose filters carry the same names.
  await expect(page.getByRole('heading', { name: 'Inscrições dos Concursos' })).toBeVisible();
  const browserContest = page.getByRole('combobox', { name: 'Concurso' });
  await browserContest.click();
  await browserContest.fill(suffix);
  await page.getByRole('option', { name: title }).click();
  await expect(page.getByTestId('showing')).toHaveText('Mostrando 1–3 de 3 inscrições');
  await expect(page.getByTestId('summary-awarded-value')).toHaveText('1');
  await page.getByTestId('sort-toggle').click();
  await expect(page.getByTestId('sort-toggle')).toHaveText('Menor para maior');
  await expect(page.getByTestId('browser-card').first()).toHaveAttribute('data-id', grey);
  await shootPage(page, 'results-shots', 'browser');
  await page.getByTestId('browser-card').last().click();
  const details = page.getByTestId('details-modal');
  await expect(details).toHaveAttribute('data-id', gold);
  await expect(details.getByTestId('details-evaluation')).toContainText(COMMENT);
  await expect(details.getByTestId('details-evaluation')).toContainText(judge1Name(suffix));
  await expect(details.getByTestId('award-badge')).toHaveText('Premiada');
  await shootDialog(page, 'results-shots', 'browser-details');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByTestId('export-csv')).toBeEnabled();

  for (const context of [admin, participant, pre, j1, j2]) await context.dispose();
});

function judge1Name(suffix: string) {
  return `Jurado Um ${suffix}`;
}
