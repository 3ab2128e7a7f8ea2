import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  givePaymentLinks,
  dayFromToday,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// A participant's results hub (ended contests included), entry titles, in pt and en.

type Judged = {
  contestId: string;
  title: string;
  account: { email: string; password: string; username: string };
};

/** A photo contest with one participant's two photos: one awarded (8.0), one honourable (6.5). */
async function judgedContest(
  baseURL: string,
  options: { publish: boolean },
): Promise<Judged & { admin: APIRequestContext; ids: string[] }> {
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const suffix = uniqueName('');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const title = `Retratos ${suffix}`;
  const form = {
    title,
    category: 'photo',
    photoCategory: 'wedding',
    startDay: dayFromToday(-1),
    endDay: dayFromToday(7),
    resultDay: dayFromToday(14),
    preFilterJudgeId: preFilter.id,
    photoJudge1Id: judge1.id,
    photoJudge2Id: judge2.id,
    showSubmissions: true,
  };
  const created = await admin.post('/api/admin/contests', { data: form });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL, account);
  await givePaymentLinks(baseURL);
  const packages = (await (await participant.get('/api/packages?category=photo')).json()) as
    { id: string; items: number }[] | { items: { id: string; items: number }[] };
  const list = Array.isArray(packages) ? packages : packages.items;
  const packageId = list.filter((p) => p.items >= 2).sort((a, b) => a.items - b.items)[0].id;
  const ids: string[] = [];
  for (const [name, color] of [
    ['Primeiro olhar', { r: 210, g: 170, b: 60 }],
    ['', { r: 60, g: 90, b: 160 }],
  ] as const) {
    const upload = new FormData();
    upload.append('packageId', packageId);
    upload.append('currency', 'BRL');
    upload.append('paymentConfirmed', 'true');
    if (name) upload.append('title', name);
    upload.append(
      'file',
      new Blob([new Uint8Array(await solidJpeg(color))], { type: 'image/jpeg' }),
      'f.jpg',
    );
    const res = await participant.post(`/api/participant/contests/${contestId}/photos`, {
      multipart: upload,
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).items[0].id);
  }
  const pre = await signedIn(baseURL, preFilter);
  const j1 = await signedIn(baseURL, judge1);
  const j2 = await signedIn(baseURL, judge2);
  for (const id of ids) {
    expect(
      (await pre.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status: 'approved' } })).ok(),
    ).toBe(true);
  }
  for (const [context, scores] of [
    [j1, [8, 7]],
    [j2, [8, 6]],
  ] as const) {
    for (const [index, id] of ids.entries()) {
      expect(
        (await context.put(`/api/judge/submissions/${id}/score`, { data: { score: scores[index] } })).ok(),
      ).toBe(true);
    }
  }
  if (options.publish) {
    const res = await admin.put(`/api/admin/contests/${contestId}`, {
      data: { ...form, showEvaluations: true, confirmPublish: true },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { contestId, title, account, admin, ids };
}

test('My Results lists an ended contest with its phase and awards, in Portuguese and English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { title, account, admin, contestId } = await judgedContest(baseURL!, { publish: false });

  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Meus Resultados' }).click();
  await expect(page).toHaveTitle('Meus Resultados · Jurado');
  const card = page.getByTestId('result-contest').filter({ hasText: title });
  await expect(card.getByTestId('phase-current')).toHaveText('Inscrições abertas');
  await expect(card.getByTestId('entry-score')).toHaveCount(0);
  await expect(card).toContainText('Primeiro olhar');

  // The contest ends, then the admin publishes the results: the phase and the awards show.
  const contest = await (await admin.get(`/api/admin/contests/${contestId}`)).json();
  const form = {
    title: contest.title,
    category: 'photo',
    photoCategory: 'wedding',
    startDay: dayFromToday(-10),
    endDay: dayFromToday(-2),
    resultDay: dayFromToday(5),
    preFilterJudgeId: contest.preFilterJudgeId,
    photoJudge1Id: contest.photoJudge1Id,
    photoJudge2Id: contest.photoJudge2Id,
    showSubmissions: true,
  };
  expect((await admin.put(`/api/admin/contests/${contestId}`, { data: form })).ok()).toBe(true);
  await page.reload();
  await expect(card.getByTestId('phase-current')).toHaveText('Em julgamento');
  await expect(card.getByTestId('entry-score')).toHaveCount(0);
  expect(
    (
      await admin.put(`/api/admin/contests/${contestId}`, {
        data: { ...form, showEvaluations: true, confirmPublish: true },
      })
    ).ok(),
  ).toBe(true);
  await page.reload();
  await expect(card.getByTestId('phase-current')).toHaveText('Resultados publicados');
  await expect(card.getByText('Premiada', { exact: true })).toBeVisible();
  await expect(card.getByText('Menção Honrosa', { exact: true })).toBeVisible();
  await expect(card.getByTestId('entry-score').first()).toHaveText('Nota final: 8,0');
  // Certificate and badge of the awarded photo; the public winners gallery.
  await expect(card.getByRole('link', { name: 'Certificado (PDF) de Primeiro olhar' })).toBeVisible();
  const verify = await page.request.get(
    (await card
      .getByRole('link', { name: /^Selo para o site e página de verificação de Primeiro olhar/ })
      .getAttribute('href'))!,
  );
  expect(verify.status()).toBe(200);
  expect(await verify.text()).toContain('Reconhecimento confirmado');
  const galleryHref = await card
    .getByRole('link', { name: `Galeria dos premiados de ${title} (página pública)` })
    .getAttribute('href');
  const gallery = await page.context().newPage();
  await gallery.goto(galleryHref!);
  await expect(gallery.getByRole('heading', { name: `Premiados — ${title}` })).toBeVisible();
  await expect(gallery.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Premiados — ${title}`,
  );
  await expect(gallery.getByText('Primeiro olhar')).toBeVisible();
  await expect(
    gallery.getByRole('img', { name: new RegExp(`Primeiro olhar.*${account.username}`) }),
  ).toBeVisible();
  await gallery.goto(`${galleryHref!.split('?')[0]}?lang=en`);
  await expect(gallery.getByRole('heading', { name: `Winners — ${title}` })).toBeVisible();
  await gallery.close();
  await card.getByRole('link', { name: `Ver Pontuação Geral de ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/participant/submissions/${contestId}$`));
  await page.goBack();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My Results' })).toBeVisible();
  await expect(page).toHaveTitle('My Results · Jurado');
  await expect(card.getByTestId('phase-current')).toHaveText('Results published');
  await expect(card.getByText('Honourable Mention', { exact: true })).toBeVisible();
  await expect(card.getByTestId('entry-score').first()).toHaveText('Final score: 8.0');
});

test('a participant titles an entry in My Submissions until the deadline, in Portuguese and English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { account } = await judgedContest(baseURL!, { publish: false });
  await signInThroughForm(page, account.email, account.password);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
  await page.getByRole('link', { name: 'Minhas Inscrições', exact: true }).click();
  const cards = page.getByTestId('submission-card');
  await expect(cards).toHaveCount(2);
  // Untitled entries are told apart by their place; each card has its own name.
  await expect(page.getByRole('article', { name: /^Primeiro olhar, / })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Foto \d, / })).toBeVisible();

  await page.getByRole('button', { name: /^Editar o título de Foto \d/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Título e legenda' });
  await dialog.getByRole('textbox', { name: 'Título' }).fill('x'.repeat(5));
  await dialog.getByRole('textbox', { name: 'Legenda' }).fill('Chuva no fim da festa.');
  await dialog.getByRole('textbox', { name: 'Título' }).fill('Depois da chuva');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: /^Depois da chuva, / })).toContainText(
    'Chuva no fim da festa.',
  );

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: /^Edit the title of Depois da chuva/ }).click();
  const english = page.getByRole('dialog', { name: 'Title and caption' });
  await expect(english.getByRole('textbox', { name: 'Title' })).toHaveValue('Depois da chuva');
  await english.getByRole('button', { name: 'Close' }).click();
  await expect(english).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: /^Edit the title of Depois da chuva/ })).toBeFocused();
});
