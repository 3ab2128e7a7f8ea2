import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';
import { photoContestWithEntries, publishResults } from './contest-setup';
import {
  backToPortuguese,
  createJudge,
  dayFromToday,
  givePaymentLinks,
  JUDGE_PASSWORD,
  packageWithAtLeast,
  signedIn,
  signInThroughForm,
  signUpParticipant,
  uniqueName,
} from './support';

/*
 * No axe violation of WCAG 2.2 A/AA on any screen of any role, in Portuguese
 * and English, with dialogs and viewers open. The screens, by role:
 * - signed out: sign-in, password reset, email confirmation, the winners gallery, an entry's
 *   verification page, the page that does not exist;
 * - participant: dashboard, My Contests (and its participation dialog), My Submissions (and the entry
 *   viewer), Overall Scores, My Results, Settings;
 * - pre-filter judge: the queue and its viewer; photo judges 1 and 2 and a film judge: the grid and
 *   the scoring viewer; an adjudicator: the queue and its viewer;
 * - admin: Contests (and the contest form), Participants, Rankings, Contest Submissions (and an
 *   entry's details), Statistics, Packages, the audit log.
 * Every violation of every screen is gathered before the one assertion, so a run lists them all.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The rest of what Lighthouse's accessibility score weighs: axe's best-practice and experimental
 * rules it runs (a control's name holds its visible text, headings in order, one main landmark…).
 */
const LIGHTHOUSE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'empty-table-header',
  'heading-order',
  'image-redundant-alt',
  'label-content-name-mismatch',
  'landmark-one-main',
  'skip-link',
  'table-duplicate-name',
  'tabindex',
  'table-fake-caption',
  'td-has-header',
];

/**
 * One axe pass per screen: the rules the WCAG tags select, with Lighthouse's turned on by name (a
 * rule named in `rules` runs whatever its tags). The same rules as a pass by tag and a pass by rule
 * (compared on every screen: the same rules passed, failed and did not apply), in 70 % of their time.
 */
const LIGHTHOUSE_RULES_ON = Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }]));

type Found = { screen: string; rules: string[] };
const found: Found[] = [];

async function scan(page: Page, screen: string) {
  await page.waitForTimeout(250);
  const { violations } = await new AxeBuilder({ page })
    .options({ iframes: false, rules: LIGHTHOUSE_RULES_ON })
    .withTags(WCAG_22_AA)
    .analyze();
  const rules = violations.map(
    (v) =>
      `  ${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
        .join('\n')}`,
  );
  found.push({ screen, rules });
}

type Step = { url: string; dialog?: (page: Page, language: 'pt' | 'en') => Locator };
type Role = { name: string; credentials: { email: string; password: string }; home: RegExp; screens: Step[] };

/**
 * Every image has loaded or failed (contrast is measured over them). Not 'networkidle': a film
 * viewer's player keeps asking the (unreachable) provider.
 */
async function imagesLoaded(page: Page) {
  // A lazy image below the fold never loads until scrolled to: not waited for.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'),
  );
}

/** A signed-out page has drawn its main content (the app's pages render after their chunk loads). */
async function publicPageDrawn(page: Page) {
  await expect(page.getByRole('main').first()).toBeVisible();
  await imagesLoaded(page);
}

async function openScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await imagesLoaded(page);
}

async function scoreAs(baseURL: string, email: string, id: string, score: number, adjudication = false) {
  const api = await signedIn(baseURL, { email, password: JUDGE_PASSWORD });
  const url = adjudication ? `/api/judge/adjudications/${id}/score` : `/api/judge/submissions/${id}/score`;
  const res = await api.put(url, { data: { score } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

async function decide(baseURL: string, email: string, id: string, status: 'approved' | 'rejected') {
  const api = await signedIn(baseURL, { email, password: JUDGE_PASSWORD });
  const res = await api.patch(`/api/judge/pre-filter/submissions/${id}`, { data: { status } });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

/** Signs the page in as `email` (whoever was signed in before is signed out) and waits for home. */
async function signInAs(page: Page, credentials: { email: string; password: string }, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, credentials.email, credentials.password);
  await expect(page).toHaveURL(home);
}

async function toEnglish(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/locale') && r.ok());
  await page.getByRole('button', { name: 'English' }).click();
  await saved;
}

/** A film contest judged by `judge` with two films of a new participant. */
async function filmContest(baseURL: string, admin: APIRequestContext, judgeId: string) {
  const created = await admin.post('/api/admin/contests', {
    data: {
      title: uniqueName('Filmes '),
      category: 'video',
      startDay: dayFromToday(-1),
      endDay: dayFromToday(7),
      resultDay: dayFromToday(14),
      videoJudge1Id: judgeId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  await givePaymentLinks(baseURL);
  const participant = await signedIn(baseURL, await signUpParticipant(baseURL));
  const films = await participant.post(`/api/participant/contests/${contestId}/films`, {
    data: {
      packageId: await packageWithAtLeast(participant, 'video', 2),
      currency: 'BRL',
      paymentConfirmed: true,
      urls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871'],
    },
  });
  expect(films.status(), await films.text()).toBe(201);
  await participant.dispose();
}

// A control that is not there fails in seconds, not at the journey's time limit.
test.use({ actionTimeout: 15_000 });

test('no WCAG 2.2 AA violation on any screen of any role, in Portuguese and English', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 860 });
  const admin = await signedIn(baseURL!, E2E_ADMIN);
  const preFilter = await createJudge(admin, 'pre_filter_judge');
  const judge1 = await createJudge(admin, 'photo_judge_1');
  const judge2 = await createJudge(admin, 'photo_judge_2');
  const adjudicator = await createJudge(admin, 'photo_judge_1');
  const filmJudge = await createJudge(admin, 'video_judge_1');
  // An admin of its own: this journey runs beside the others and switches its admin's language.
  const secondAdmin = await createJudge(admin, 'admin');
  const judges = { preFilterJudgeId: preFilter.id, photoJudge1Id: judge1.id, photoJudge2Id: judge2.id };

  // A published contest: two photos scored (one 10/3, adjudicated 9), one rejected.
  const published = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Acessível ',
    count: 3,
    judges,
  });
  const [flagged, agreed, rejected] = published.ids;
  for (const id of [flagged, agreed]) await decide(baseURL!, preFilter.email, id, 'approved');
  await decide(baseURL!, preFilter.email, rejected, 'rejected');
  await scoreAs(baseURL!, judge1.email, flagged, 10);
  await scoreAs(baseURL!, judge2.email, flagged, 3);
  await scoreAs(baseURL!, judge1.email, agreed, 8);
  await scoreAs(baseURL!, judge2.email, agreed, 8);
  const assigned = await admin.put(`/api/admin/submissions/${flagged}/adjudicator`, {
    data: { adjudicatorId: adjudicator.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await scoreAs(baseURL!, adjudicator.email, flagged, 9, true);
  for (const judge of [judge1, judge2]) {
    const api = await signedIn(baseURL!, { email: judge.email, password: JUDGE_PASSWORD });
    await api.post(`/api/judge/contests/${published.contestId}/complete`);
    await api.dispose();
  }
  await publishResults(admin, published.contestId);

  // A contest being judged: the pre-filter judge has a photo pending, the judges photos to score, the
  // adjudicator one disagreement waiting.
  const judging = await photoContestWithEntries(baseURL!, admin, {
    titlePrefix: 'Em curso ',
    count: 3,
    judges,
  });
  const [open1, open2] = judging.ids;
  for (const id of [open1, open2]) await decide(baseURL!, preFilter.email, id, 'approved');
  await scoreAs(baseURL!, judge1.email, open1, 9);
  await scoreAs(baseURL!, judge2.email, open1, 2);
  const waiting = await admin.put(`/api/admin/submissions/${open1}/adjudicator`, {
    data: { adjudicatorId: adjudicator.id },
  });
  expect(waiting.status(), await waiting.text()).toBe(200);
  await filmContest(baseURL!, admin, filmJudge.id);
  await admin.dispose();

  const pt = (language: string, portuguese: RegExp, english: RegExp) =>
    language === 'pt' ? portuguese : english;
  const roles: Role[] = [
    {
      name: 'participant',
      credentials: published.account,
      home: /\/participant\/dashboard$/,
      screens: [
        { url: '/participant/dashboard' },
        {
          url: '/participant/contests',
          dialog: (page, l) =>
            page.getByRole('button', { name: pt(l, /^Participar$/, /^Participate$/) }).first(),
        },
        {
          url: '/participant/submissions',
          dialog: (page, l) => page.getByRole('button', { name: pt(l, /^Ver /, /^View /) }).first(),
        },
        { url: `/participant/submissions/${published.contestId}` },
        { url: '/participant/results' },
        { url: '/participant/settings' },
      ],
    },
    {
      name: 'pre-filter',
      credentials: preFilter,
      home: /\/judge\/pre-filter$/,
      screens: [{ url: '/judge/pre-filter', dialog: (page) => page.getByTestId('thumb').first() }],
    },
    {
      name: 'judge 1',
      credentials: judge1,
      home: /\/judge\/photo$/,
      screens: [{ url: '/judge/photo', dialog: (page) => page.getByTestId('thumb').first() }],
    },
    {
      name: 'judge 2',
      credentials: judge2,
      home: /\/judge\/photo2$/,
      screens: [{ url: '/judge/photo2', dialog: (page) => page.getByTestId('thumb').first() }],
    },
    {
      name: 'film judge',
      credentials: filmJudge,
      home: /\/judge\/video1$/,
      screens: [{ url: '/judge/video1', dialog: (page) => page.getByTestId('video-card').first() }],
    },
    {
      name: 'adjudicator',
      credentials: adjudicator,
      home: /\/judge\/(photo|adjudication)$/,
      screens: [{ url: '/judge/adjudication', dialog: (page) => page.getByTestId('open-viewer').first() }],
    },
    {
      name: 'admin',
      credentials: secondAdmin,
      home: /\/admin\/contests$/,
      screens: [
        {
          url: '/admin/contests',
          dialog: (page, l) =>
            page.getByRole('button', { name: pt(l, /^Criar Concurso$/, /^Create Contest$/) }),
        },
        {
          url: '/admin/participants',
          dialog: (page, l) => page.getByRole('button', { name: pt(l, /^Adicionar Usuário$/, /^Add User$/) }),
        },
        {
          url: `/admin/rankings?contestId=${published.contestId}`,
          dialog: (page, l) =>
            page.getByRole('button', { name: pt(l, /^Abrir a inscrição/, /^Open /) }).first(),
        },
        { url: '/admin/submissions', dialog: (page) => page.getByTestId('browser-card').first() },
        { url: '/admin/statistics' },
        {
          url: '/admin/packages',
          dialog: (page, l) =>
            page.getByRole('button', { name: pt(l, /^Adicionar pacote$/, /^Add package$/) }).first(),
        },
        { url: '/admin/audit' },
      ],
    },
  ];

  try {
    // Signed out.
    const publicScreens = [
      '/login',
      '/reset-password',
      '/confirm-email?token=not-a-token',
      `/gallery/${published.contestId}`,
      `/verify/${agreed}`,
      '/nowhere',
    ];
    for (const url of publicScreens) {
      await page.goto(url);
      await publicPageDrawn(page);
      await scan(page, `pt ${url}`);
    }
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jurado.language', 'en'));
    for (const url of publicScreens) {
      await page.goto(url.startsWith('/gallery') || url.startsWith('/verify') ? `${url}?lang=en` : url);
      await publicPageDrawn(page);
      await scan(page, `en ${url}`);
    }
    await page.evaluate(() => localStorage.setItem('jurado.language', 'pt'));

    for (const role of roles) {
      await signInAs(page, role.credentials, role.home);
      for (const language of ['pt', 'en'] as const) {
        if (language === 'en') await toEnglish(page);
        for (const step of role.screens) {
          const label = `${language} ${role.name} ${step.url}`;
          await openScreen(page, step.url);
          await scan(page, label);
          if (!step.dialog) continue;
          await step.dialog(page, language).click();
          const dialog = page.getByRole('dialog').last();
          await expect(dialog).toBeVisible();
          await imagesLoaded(page);
          await scan(page, `${label} (dialog open)`);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
      await backToPortuguese(page);
    }
  } finally {
    // What was found so far, also when a step fails half-way.
    console.log(reportOf(found) || `${found.length} screens scanned, nothing found`);
  }
  expect(reportOf(found)).toBe('');
});

function reportOf(found: Found[]) {
  return found
    .filter((f) => f.rules.length > 0)
    .map((f) => `${f.screen}\n${f.rules.join('\n')}`)
    .join('\n\n');
}
