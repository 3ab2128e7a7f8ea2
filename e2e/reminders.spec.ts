import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { dayFromToday, givePaymentLink, signedIn, uniqueName, signUpParticipant } from './support';

// The deadline reminder and its one-click unsubscribe page, in Portuguese and English.

/** The newest email to `to` in the outbox (the e2e server has no SMTP), waiting for the scheduled job. */
async function reminderTo(admin: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const res = await admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
        found = ((await res.json()).items as { subject: string; text: string }[]).find((m) =>
          /(dias|days) (para participar|left to enter)/.test(m.subject),
        );
        return Boolean(found);
      },
      // The schedule ticks every minute.
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return found!;
}

test('a participant with unused entries is reminded three days before the deadline and unsubscribes in one click', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  // Only the package this journey uses: it runs beside the others (playwright.config.ts).
  await givePaymentLink(admin, 'video', 4, 'https://pagamento.example.com/filmes-4');
  const title = uniqueName('Lembrete ');
  const created = await admin.post('/api/admin/contests', {
    data: {
      title,
      category: 'video',
      startDay: dayFromToday(-3),
      endDay: dayFromToday(1),
      resultDay: dayFromToday(10),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  const accounts = [];
  for (const locale of ['pt', 'en'] as const) {
    const account = await signUpParticipant(baseURL, { locale });
    const participant = await signedIn(baseURL!, account);
    const packages = (await (await participant.get('/api/packages?category=video')).json()) as
      { id: string; items: number }[] | { items: { id: string; items: number }[] };
    const list = Array.isArray(packages) ? packages : packages.items;
    const res = await participant.post(`/api/participant/contests/${contestId}/films`, {
      data: {
        packageId: list.find((p) => p.items === 4)!.id,
        currency: 'BRL',
        paymentConfirmed: true,
        urls: [`https://vimeo.com/${Date.now() % 1_000_000}${locale === 'pt' ? 1 : 2}`],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    accounts.push(account);
  }
  const [ana, ben] = accounts;

  const toAna = await reminderTo(admin, ana.email);
  // Entries close at the end of tomorrow: two days left on the participant's calendar (today and
  // tomorrow), not "3 days".
  expect(toAna.subject).toBe(`Faltam 2 dias para participar de “${title}”`);
  expect(toAna.text).toContain('Você ainda tem 3 filmes do seu pacote de 4 inscrições');
  const toBen = await reminderTo(admin, ben.email);
  expect(toBen.subject).toBe(`2 days left to enter “${title}”`);

  // One click on the link: unsubscribed, said on a page in her language.
  const link = /https?:\/\/\S+\/unsubscribe\/\S+/.exec(toAna.text)![0];
  await page.goto(link);
  await expect(page).toHaveTitle('Lembretes de prazo desativados · Jurado');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Lembretes de prazo desativados' }),
  ).toBeVisible();
  // "Inscrição" means an entry in this app: nothing on the page may read as "entry cancelled".
  await expect(page.getByText(/inscrição cancelada|cancelad/i)).toHaveCount(0);
  await page.getByRole('button', { name: 'Receber lembretes novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Lembretes reativados' })).toBeVisible();

  // Ben's link, in English.
  await page.goto(/https?:\/\/\S+\/unsubscribe\/\S+/.exec(toBen.text)![0]);
  await expect(page.getByRole('heading', { name: 'Deadline reminders turned off' })).toBeVisible();
  await expect(
    page.getByText('You will no longer receive emails reminding you of contest deadlines.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Receive reminders again' }).click();
  await expect(page.getByRole('heading', { name: 'Reminders are back on' })).toBeVisible();

  // One reminder each. That later ticks of the schedule (and a second server) send no other is proven
  // by entry-reminders.api.test.ts, which runs the job again instead of waiting a minute here.
  const outbox = await (await admin.get(`/api/admin/outbox?to=${encodeURIComponent(ana.email)}`)).json();
  expect(
    (outbox.items as { subject: string }[]).filter((m) => m.subject.startsWith('Faltam 2 dias')),
  ).toHaveLength(1);
});
