import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import type { Result } from 'lighthouse';
import config, { E2E_ADMIN } from '../playwright.config';
import {
  createJudge,
  dayFromToday,
  givePaymentLink,
  signedIn,
  signInThroughForm,
  solidJpeg,
  uniqueName,
  signUpParticipant,
} from './support';

// Lighthouse accessibility >= 98 on /login, the dashboard, My Submissions and the results hub,
// in Portuguese and English. Lighthouse drives a Chromium of our own (the config's flags plus a debugging
// port) whose default profile holds the participant's session and chosen language, so it keeps storage.

const MIN_SCORE = 0.98;
// The port after E2E_PORT, inside the range each engineer's journeys use.
const DEBUGGING_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/** A participant with one photo in a contest whose entries have closed (so the hub shows a phase). */
async function participantWithEntry(baseURL: string) {
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const form = {
    title: `Acessível ${uniqueName('')}`,
    category: 'photo',
    photoCategory: 'wedding',
    startDay: dayFromToday(-1),
    endDay: dayFromToday(7),
    resultDay: dayFromToday(14),
    preFilterJudgeId: (await createJudge(admin, 'pre_filter_judge')).id,
    photoJudge1Id: (await createJudge(admin, 'photo_judge_1')).id,
    photoJudge2Id: (await createJudge(admin, 'photo_judge_2')).id,
    showSubmissions: true,
  };
  const created = await admin.post('/api/admin/contests', { data: form });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = (await created.json()).id as string;
  const account = await signUpParticipant(baseURL);
  // The seeded 4-photo package only: this journey runs beside the others, one of which needs a
  // package without a link (and participant.spec.ts, also beside, links the 2-photo one).
  await givePaymentLink(admin, 'photo', 4, 'https://pagamento.example.com/acessivel');
  const participant = await signedIn(baseURL, account);
  const packages = (await (await participant.get('/api/packages?category=photo')).json()) as
    { id: string; items: number }[] | { items: { id: string; items: number }[] };
  const list = Array.isArray(packages) ? packages : packages.items;
  const upload = new FormData();
  upload.append('packageId', list.find((pkg) => pkg.items === 4)!.id);
  upload.append('currency', 'BRL');
  upload.append('paymentConfirmed', 'true');
  upload.append('title', 'Primeiro olhar');
  upload.append(
    'file',
    new Blob([new Uint8Array(await solidJpeg({ r: 120, g: 40, b: 150 }))], { type: 'image/jpeg' }),
    'f.jpg',
  );
  const res = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: upload });
  expect(res.status(), await res.text()).toBe(201);
  await participant.dispose();
  const ended = await admin.put(`/api/admin/contests/${contestId}`, {
    data: { ...form, startDay: dayFromToday(-10), endDay: dayFromToday(-2), resultDay: dayFromToday(5) },
  });
  expect(ended.ok(), await ended.text()).toBe(true);
  await admin.dispose();
  return account;
}

type Miss = { page: string; score: number; audits: string[] };

/**
 * Lighthouse's accessibility category on the screen `page` shows, in snapshot mode: the audits run on
 * the page as drawn (Playwright has waited for it), with no navigation or trace to record, through
 * puppeteer attached to the same browser's debugging port.
 */
async function accessibility(page: Page, language: 'pt' | 'en'): Promise<Miss> {
  const { snapshot } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${DEBUGGING_PORT}` });
  const url = page.url();
  try {
    const target = (await browser.pages()).find((candidate) => candidate.url() === url);
    if (!target) throw new Error(`No tab shows ${url}`);
    const started = Date.now();
    const result = await snapshot(target, {
      config: {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['accessibility'],
          formFactor: 'desktop',
          screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
          throttlingMethod: 'provided',
        },
      },
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    console.log(`${language} ${url}: ${Date.now() - started} ms`);
    return summary(result.lhr, `${language} ${new URL(url).pathname}`);
  } finally {
    await browser.disconnect();
  }
}

function summary(lhr: Result, label: string): Miss {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${label}: ${lhr.runtimeError.message}`);
  const category = lhr.categories.accessibility;
  const audits: string[] = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
    const details = audit.details as { items?: { node?: { snippet?: string; explanation?: string } }[] };
    const nodes = (details?.items ?? [])
      .map((item) => item.node)
      .filter(Boolean)
      .map((node) => `    ${node!.snippet}\n      ${(node!.explanation ?? '').replace(/\n/g, ' ')}`);
    audits.push(`  ${ref.id} (weight ${ref.weight}): ${audit.title}\n${nodes.join('\n')}`);
  }
  return { page: label, score: category.score ?? 0, audits };
}

async function waitForScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('Lighthouse accessibility is at least 98 on the participant screens, in Portuguese and English', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const account = await participantWithEntry(baseURL!);
  const profile = mkdtempSync(path.join(tmpdir(), 'jurado-a11y-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: config.use!.launchOptions!.executablePath,
    args: [...(config.use!.launchOptions!.args ?? []), `--remote-debugging-port=${DEBUGGING_PORT}`],
    baseURL,
    locale: 'pt-BR',
    extraHTTPHeaders: { origin: baseURL! },
  });
  const results: Miss[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const screens = ['/participant/dashboard', '/participant/submissions', '/participant/results'];

    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('jurado.language', 'pt'));
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    results.push(await accessibility(page, 'pt'));
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/participant\/dashboard$/);
    for (const url of screens) {
      await waitForScreen(page, url);
      results.push(await accessibility(page, 'pt'));
    }

    // The header's language switch stores English for the account and this browser.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/locale') && r.ok());
    await page.getByRole('button', { name: 'English' }).click();
    await saved;
    for (const url of screens) {
      await waitForScreen(page, url);
      results.push(await accessibility(page, 'en'));
    }
    await context.clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    results.push(await accessibility(page, 'en'));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  for (const result of results) {
    console.log(`${Math.round(result.score * 100)}  ${result.page}`);
  }
  const misses = results.filter((r) => r.score < MIN_SCORE);
  expect(
    misses.map((m) => `${m.page}: ${Math.round(m.score * 100)}\n${m.audits.join('\n')}`).join('\n\n'),
  ).toBe('');
});
