import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { addDays, dayOf } from '../src/domain/contest-dates';
import { findDefaultPackage } from '../src/domain/packages';
import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from '../playwright.config';

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}

/** Reads the newest email sent to `to` from the outbox, as an admin. */
/**
 * The newest email to `to`; with `subject`, the newest with that subject. Notices a job stores (a
 * judge's assignment) may be stored after an email the test caused later, so a test that expects one
 * email among others names it.
 */
export async function latestEmailTo(
  request: APIRequestContext,
  to: string,
  subject?: string,
): Promise<{ subject: string; text: string }> {
  const signIn = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(signIn.ok()).toBeTruthy();
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      const items = (await res.json()).items as { subject: string; text: string }[];
      found = subject === undefined ? items[0] : items.find((email) => email.subject === subject);
      return Boolean(found);
    })
    .toBeTruthy();
  return found!;
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: /^(Senha|Password)$/ }).fill(password);
  await page.getByRole('button', { name: /^(Entrar|Sign in)$/ }).click();
}

/** Creates a participant through the public sign-up API (fast set-up for journeys about other things). */
export async function createParticipant(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const username = uniqueName('part');
  const account = {
    username,
    email: `${username}@e2e.test`,
    password: 'participant-pass-1',
    country: 'PT',
    cityName: 'Porto',
    locale: 'pt',
    ...overrides,
  };
  const res = await request.post('/api/account/sign-up', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/**
 * A new participant signed up through the public API from a context of its own (a journey's set-up).
 * It sends the app's Origin itself, as `signedIn` does: the API refuses a sign-up without it, and a
 * context made here inherits the config's headers only inside the test runner.
 */
export async function signUpParticipant(
  baseURL: string | undefined,
  overrides: Record<string, unknown> = {},
) {
  const anonymous = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: baseURL ? { origin: baseURL } : undefined,
  });
  try {
    return await createParticipant(anonymous, overrides);
  } finally {
    await anonymous.dispose();
  }
}

export const JUDGE_PASSWORD = 'judge-pass-123';

/** A contest day in America/Sao_Paulo, `offset` days from today. */
export function dayFromToday(offset: number): string {
  return addDays(dayOf(new Date()), offset);
}

/** An API context signed in as `credentials` (its cookies are kept for later requests). */
export async function signedIn(baseURL: string, credentials: { email: string; password: string }) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const res = await context.post('/api/auth/sign-in/email', { data: credentials });
  expect(res.ok(), await res.text()).toBeTruthy();
  return context;
}

/** A judge (or any staff role) created by the admin through the API; `username` defaults to a unique one. */
export async function createJudge(admin: APIRequestContext, role: string, username?: string) {
  const name = username ?? uniqueName(role.replace(/_/g, ''));
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.test`;
  const res = await admin.post('/api/admin/users', {
    data: {
      username: name,
      email,
      role,
      status: 'regular',
      password: JUDGE_PASSWORD,
      country: 'PT',
      cityName: 'Porto',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id as string, email, username: name, password: JUDGE_PASSWORD };
}

/** A real JPEG of one colour, made with sharp. */
export function solidJpeg(color: { r: number; g: number; b: number }, width = 900, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

// Set SHOTS=1 to write screenshots of the journeys' screens under test-results/<feature>-shots.
const SHOTS = process.env.SHOTS === '1';
const DEVICES = [
  ['desktop', { width: 1366, height: 850 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** The page in pt and en, desktop and mobile; back to pt at 1280×800 afterwards. */
export async function shootPage(page: Page, folder: string, name: string) {
  if (!SHOTS) return;
  for (const language of ['pt', 'en'] as const) {
    await page.evaluate((lng) => localStorage.setItem('jurado.language', lng), language);
    for (const [device, size] of DEVICES) {
      await page.setViewportSize(size);
      await page.reload();
      // Not 'networkidle': the live-progress event stream keeps a request open.
      await page.waitForTimeout(900);
      await page.screenshot({
        path: `test-results/${folder}/${name}-${language}-${device}.png`,
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('jurado.language', 'pt'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
}

/** An open dialog or viewer at desktop and mobile size, without reloading. */
export async function shootDialog(page: Page, folder: string, name: string) {
  if (!SHOTS) return;
  for (const [device, size] of DEVICES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `test-results/${folder}/${name}-${device}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

type AdminPackagePrice = { currency: string; amount: number; paymentUrl: string | null };

/**
 * Seeded packages have no payment links, and a price without one cannot be paid (nor entered):
 * gives every seeded package's price without a link one, as an admin would before opening entries.
 * Packages a journey made itself (sizes the spec's tables do not have) are left as they are: one
 * needs a package without a link while other journeys run beside it.
 */
export async function givePaymentLinks(baseURL: string) {
  const admin = await signedIn(baseURL, E2E_ADMIN);
  const list = (await (await admin.get('/api/admin/packages')).json()) as {
    items: {
      id: string;
      category: 'photo' | 'video';
      items: number;
      isActive: boolean;
      prices: AdminPackagePrice[];
    }[];
  };
  for (const pkg of list.items) {
    if (!findDefaultPackage(pkg.category, pkg.items) || pkg.prices.every((p) => p.paymentUrl)) continue;
    const res = await admin.put(`/api/admin/packages/${pkg.id}`, {
      data: {
        items: pkg.items,
        isActive: pkg.isActive,
        prices: pkg.prices.map((p) => ({
          currency: p.currency,
          amount: p.amount,
          paymentUrl: p.paymentUrl ?? `https://pagamento.example.com/${pkg.id}/${p.currency}`,
        })),
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  await admin.dispose();
}

/**
 * Gives the seeded `category` package of `items` entries a payment link for its BRL price (`admin`:
 * an API context signed in as the admin). Touches that package only, so a journey running beside
 * one that needs a package without a link leaves it alone.
 */
export async function givePaymentLink(
  admin: APIRequestContext,
  category: 'photo' | 'video',
  items: number,
  url: string,
) {
  const list = (await (await admin.get('/api/admin/packages')).json()) as {
    items: { id: string; category: string; items: number; prices: AdminPackagePrice[] }[];
  };
  const pkg = list.items.find((p) => p.category === category && p.items === items);
  expect(pkg, `a seeded ${category} package of ${items}`).toBeTruthy();
  const res = await admin.put(`/api/admin/packages/${pkg!.id}`, {
    data: {
      items: pkg!.items,
      isActive: true,
      prices: pkg!.prices.map((p) => ({
        currency: p.currency,
        amount: p.amount,
        paymentUrl: p.currency === 'BRL' ? url : p.paymentUrl,
      })),
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The admin account is shared by every journey and its language is stored: a journey that switched it
 * to English switches it back, or the next one signs in to English screens. */
export async function backToPortuguese(page: Page) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/locale') && r.ok());
  await page.getByRole('button', { name: 'Português' }).click();
  await saved;
}

/** Signs `page` in as a judge (clearing whoever was signed in) and waits for the judge's home screen. */
export async function signInAsJudge(page: Page, email: string, home: RegExp) {
  await page.context().clearCookies();
  await signInThroughForm(page, email, JUDGE_PASSWORD);
  await expect(page).toHaveURL(home);
}

/** A contest created by the admin through the API, open from yesterday for a week. */
export async function createContestThroughApi(
  admin: APIRequestContext,
  data: Record<string, unknown>,
): Promise<string> {
  const res = await admin.post('/api/admin/contests', {
    data: { startDay: dayFromToday(-1), endDay: dayFromToday(7), resultDay: dayFromToday(14), ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** The smallest active package of `category` with at least `atLeast` entries. */
export async function packageWithAtLeast(
  participant: APIRequestContext,
  category: 'photo' | 'video',
  atLeast: number,
): Promise<string> {
  const body = await (await participant.get(`/api/packages?category=${category}`)).json();
  const packages = (Array.isArray(body) ? body : body.items) as { id: string; items: number }[];
  return packages.filter((p) => p.items >= atLeast).sort((a, b) => a.items - b.items)[0].id;
}

/**
 * A new participant (with payment links on the packages) who uploads `count` photos to a contest,
 * each of its own colour (the same file twice is refused), `size` pixels each; their ids.
 */
export async function participantUploadsPhotos(
  baseURL: string,
  contestId: string,
  count: number,
  size: { width: number; height: number } = { width: 900, height: 600 },
): Promise<string[]> {
  await givePaymentLinks(baseURL);
  const participant = await signedIn(baseURL, await signUpParticipant(baseURL));
  const form = new FormData();
  form.append('packageId', await packageWithAtLeast(participant, 'photo', count));
  form.append('currency', 'BRL');
  form.append('paymentConfirmed', 'true');
  for (let i = 0; i < count; i++) {
    const jpeg = await solidJpeg({ r: 30 + 50 * i, g: 90, b: 210 - 40 * i }, size.width, size.height);
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo-${i}.jpg`);
  }
  const res = await participant.post(`/api/participant/contests/${contestId}/photos`, { multipart: form });
  expect(res.status(), await res.text()).toBe(201);
  const ids = ((await res.json()).items as { id: string }[]).map((s) => s.id);
  await participant.dispose();
  return ids;
}
