import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { E2E_ADMIN } from '../playwright.config';

export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(3).toString('hex')}`;
}

/** Reads the newest email sent to `to` from the outbox, as an admin. */
export async function latestEmailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  const signIn = await request.post('/api/auth/sign-in/email', { data: E2E_ADMIN });
  expect(signIn.ok()).toBeTruthy();
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`);
      found = (await res.json()).items[0];
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
