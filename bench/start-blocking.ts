/**
 * The main thread's blocking time of a signed-in screen's start, in a real browser slowed for real
 * (CDP's 4× CPU throttling, the network left fast), paired between two web builds: what a change to
 * the app's start does, with far less spread than Lighthouse's simulation (which replays one trace).
 *
 *   npx tsx bench/start-blocking.ts <build A dir> <build B dir> [rounds, 4] [loads per page, 3]
 *
 * BENCH_PAGES=submissions,dashboard,judge,rankings,participants chooses the screens (all five by
 * default).
 *
 * Each build is a copy of dist/web (`cp -r dist/web /tmp/a` after `npm run build`); each round copies
 * A then B (the order swapped every round) into dist/web, starts the server on the bench data set
 * and loads each screen (My Submissions, the dashboard, the judge grid, Rankings, the admin's
 * Participants) `loads` times. Per load: the sum over the long tasks after the first paint of their
 * time beyond 50 ms (Lighthouse's TBT, measured, not simulated), the main thread's whole busy time
 * (CDP's TaskDuration) until the network is idle, and when the app's screen is there (its <main> in
 * #root, shown: on a page with a server-drawn frame, the moment the app takes the frame's place).
 * dist/web is left holding the build that ran last: `npm run build` again afterwards.
 */
import { cpSync, rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../playwright.config';
import { ACCOUNTS, BENCH_PASSWORD, log, openBenchDatabase } from './common';
import { WEB_DIR } from './frontend';
import { signIn, startBenchServer } from './lib';

const PAGES = [
  { name: 'submissions', path: '/participant/submissions', account: ACCOUNTS.participant },
  { name: 'dashboard', path: '/participant/dashboard', account: ACCOUNTS.participant },
  { name: 'judge', path: '/judge/photo', account: ACCOUNTS.judge('photo1', 1) },
  { name: 'rankings', path: '/admin/rankings', account: ACCOUNTS.admin },
  { name: 'participants', path: '/admin/participants', account: ACCOUNTS.admin },
].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.name));

type Load = { blockingMs: number; busyMs: number; drawnMs: number };

const LONG_TASKS = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (root && !root.hidden && root.querySelector('main')) {
      window.__drawnAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
`;

async function measure(base: string): Promise<Record<string, Load[]>> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const out: Record<string, Load[]> = {};
  try {
    for (const page of PAGES) {
      const cookie = await signIn(base, page.account, BENCH_PASSWORD);
      out[page.name] = [];
      for (let i = 0; i < loads; i++) {
        const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 412, height: 823 } });
        await context.addCookies(
          cookie.split('; ').map((pair) => {
            const [name, ...rest] = pair.split('=');
            return { name, value: rest.join('='), url: base };
          }),
        );
        await context.addInitScript(LONG_TASKS);
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Performance.enable');
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(1000);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const busy = metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
        const { blocking, drawnAt } = await tab.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const marks = window as unknown as { __longTasks: [number, number][]; __drawnAt?: number };
          return {
            blocking: marks.__longTasks
              .filter(([start]) => start >= fcp)
              .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
            drawnAt: marks.__drawnAt ?? NaN,
          };
        });
        out[page.name].push({ blockingMs: blocking, busyMs: busy * 1000, drawnMs: drawnAt });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return out;
}

const [buildA, buildB] = process.argv.slice(2, 4);
const rounds = Number(process.argv[4] ?? 4);
const loads = Number(process.argv[5] ?? 3);

async function main() {
  if (!buildA || !buildB)
    throw new Error('usage: start-blocking.ts <build A dir> <build B dir> [rounds] [loads]');
  const database = await openBenchDatabase();
  const results: Record<string, Record<string, Load[]>> = { A: {}, B: {} };
  try {
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const variant of order) {
        rmSync(WEB_DIR, { recursive: true, force: true });
        cpSync(variant === 'A' ? buildA : buildB, WEB_DIR, { recursive: true });
        const stops: (() => Promise<void>)[] = [];
        try {
          const { base } = await startBenchServer(database.url, stops);
          const measured = await measure(base);
          for (const [name, list] of Object.entries(measured)) {
            (results[variant][name] ??= []).push(...list);
            log(
              `round ${round} ${variant} ${name}: blocking ${list.map((l) => l.blockingMs.toFixed(0)).join(' / ')} ms; busy ${list.map((l) => l.busyMs.toFixed(0)).join(' / ')} ms; app drawn at ${list.map((l) => l.drawnMs.toFixed(0)).join(' / ')} ms`,
            );
          }
        } finally {
          for (const stop of stops) await stop();
        }
      }
    }
  } finally {
    await database.stop();
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  for (const page of PAGES) {
    const a = results.A[page.name];
    const b = results.B[page.name];
    console.log(
      `${page.name}: blocking mean ${mean(a.map((l) => l.blockingMs)).toFixed(0)} → ${mean(b.map((l) => l.blockingMs)).toFixed(0)} ms ` +
        `(median ${median(a.map((l) => l.blockingMs)).toFixed(0)} → ${median(b.map((l) => l.blockingMs)).toFixed(0)}); ` +
        `busy mean ${mean(a.map((l) => l.busyMs)).toFixed(0)} → ${mean(b.map((l) => l.busyMs)).toFixed(0)} ms; ` +
        `app drawn at median ${median(a.map((l) => l.drawnMs)).toFixed(0)} → ${median(b.map((l) => l.drawnMs)).toFixed(0)} ms (n = ${a.length})`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
