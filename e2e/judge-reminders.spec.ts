import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  latestEmailTo,
  signedIn,
  signInThroughForm,
  uniqueName,
  signUpParticipant,
} from './support';

// The admin sets a contest's judging deadline in the form and reminds the
// judges from Statistics, seeing each judge's pending count; the judge's email is in their language.

const PT_MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

async function signInAs(page: Page, email: string, password: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(home);
}

test('the admin sets a judging deadline and reminds the judges with pending work', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  await givePaymentLinks(baseURL!);
  const film1 = await createJudge(admin, 'video_judge_1');
  const film2 = await createJudge(admin, 'video_judge_2');
  const title = uniqueName('Lembrete ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'video',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      videoJudge1Id: film1.id,
      videoJudge2Id: film2.id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;

  // Two films; judge 1 scores one, judge 2 none.
  const account = await signUpParticipant(baseURL);
  const participant = await signedIn(baseURL!, account);
  const packages = await (await participant.get('/api/packages?category=video')).json();
  const list = (Array.isArray(packages) ? packages : packages.items) as { id: string; items: number }[];
  const sent = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: list.filter((p) => p.items >= 2).sort((a, b) => a.items - b.items)[0].id,
      currency: 'BRL',
      paymentConfirmed: true,
      urls: [
        `https://www.youtube.com/watch?v=${uniqueName('a')
          .replace(/[^A-Za-z0-9]/g, '')
          .padEnd(11, 'x')
          .slice(0, 11)}`,
        `https://vimeo.com/${Date.now() % 1_000_000_000}`,
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const [first] = ((await sent.json()).items as { id: string }[]).map((s) => s.id);
  const judge1Api = await signedIn(baseURL!, { email: film1.email, password: JUDGE_PASSWORD });
  expect(
    (await judge1Api.put(`/api/judge/submissions/${first}/score`, { data: { score: 8 } })).status(),
  ).toBe(200);

  // --- The admin sets the judging deadline in the contest form.
  await signInAs(page, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin/);
  let listPage = 1;
  for (; listPage < 50; listPage++) {
    const contests = await (await admin.get(`/api/admin/contests?page=${listPage}`)).json();
    if (contests.items.length === 0 || contests.items.some((c: { title: string }) => c.title === title))
      break;
  }
  await page.goto(`/admin/contests?page=${listPage}`);
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('button', { name: `Editar ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Concurso' });
  const deadline = edit.getByRole('button', { name: 'Prazo de avaliação' });
  await expect(deadline).toBeVisible({ timeout: 30_000 });
  await expect(edit.getByText('recebem um lembrete por email 3 dias antes')).toBeVisible();
  await deadline.click();
  // The 15th of next month is always after the end day (a week from today).
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const chosen = next.toISOString().slice(0, 10);
  // The calendar opens on the month of the earliest allowed day (the end day), which is this month
  // or the next one depending on today's date: move forward until the 15th is shown.
  const fifteenth = page.getByRole('button', {
    name: `15 ${PT_MONTHS[next.getUTCMonth()]} ${next.getUTCFullYear()}`,
    exact: true,
  });
  const nextMonth = page.getByRole('button', { name: 'Próximo mês' });
  await expect(nextMonth).toBeVisible();
  for (let step = 0; step < 2; step++) {
    if (await fifteenth.isVisible()) break;
    await nextMonth.click();
    await expect(nextMonth).toBeVisible();
  }
  await fifteenth.click();
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Concurso atualizado com sucesso')).toBeVisible();
  const saved = await (await admin.get(`/api/admin/contests/${contestId}`)).json();
  expect(saved.judgingDeadlineDay).toBe(chosen);

  // --- Statistics: each judge's pending count, and the reminder.
  await page.goto(`/admin/statistics?contest=${contestId}`);
  const card = page.getByTestId(`contest-stats-${contestId}`);
  await card.getByRole('button', { name: 'Lembrar jurados' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${film1.username} (1 pendente)`);
  await expect(dialog).toContainText(`${film2.username} (2 pendentes)`);
  await dialog.getByRole('button', { name: 'Enviar lembrete' }).click();
  await expect(page.getByText(/Lembrete enviado para:/)).toBeVisible();

  // Named: the judge's assignment notice is stored by a job, sometimes after the reminder.
  const email = await latestEmailTo(admin, film2.email, `Lembrete: inscrições aguardando você em “${title}”`);
  expect(email.text).toContain(`2 inscrições do concurso “${title}” ainda aguardam a sua avaliação`);
});
