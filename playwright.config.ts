import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

// Debian's Chromium, never a downloaded browser; the machine has no internet.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** How the journeys' and the bench's Playwright browsers start: Debian's Chromium, kept off the network. */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

// Journeys that run on a second worker, beside the others: they change no shared setting (a payment
// link goes to a package of their own choosing, or to the seeded packages only, see givePaymentLinks),
// use no admin screen and switch no admin's language (the admin's API only sets up contests and
// judges; the axe journey signs in an admin of its own). The deadline reminder mostly waits for the minute's schedule; the Lighthouse accessibility
// audits take a minute; the participant's account and participation journeys are long. More beside
// them slowed every journey on two cores for no gain (a judge journey missed a 10 s wait).
const BESIDE = /\/(reminders|accessibility|axe|account|participant)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The journeys share one server and its global settings (packages, payment links, the admin's
  // language), so they run one at a time; BESIDE's run beside them on their own worker.
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: BESIDE, workers: 1 },
    { name: 'beside', testMatch: BESIDE, workers: 1 },
  ],
  // No retry: a journey that fails once is a defect to fix at its cause, not to run again.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The API refuses state-changing requests without the app's own Origin (docs/decisions.md); a
    // browser page sends it by itself, the API requests the journeys make to set up data send it here.
    extraHTTPHeaders: { origin: `http://127.0.0.1:${PORT}` },
    locale: 'pt-BR',
    // Recording a trace costs about a third of a journey's time (screencast frames); `--trace on`
    // records one locally. A failure keeps its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/locations/br/states`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Without it Playwright SIGKILLs the server, which then cannot stop its PostgreSQL (left running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SIGNUP_RATE_LIMIT: '10000',
    },
  },
});
