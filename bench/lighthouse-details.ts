/**
 * What explains a page's Lighthouse score (issue 16): its LCP element and phases, the request chain
 * (when each request started and ended, on the simulated slow 4G), the scripts' main-thread time and
 * the long tasks. Runs against the bench data set like `npm run bench` (same server, same accounts).
 *
 *   BENCH_PG_PORT=54349 npx tsx bench/lighthouse-details.ts [login|judge|submissions|rankings|<path>]…
 *
 * With no page, all four. BENCH_BASE=http://127.0.0.1:PORT uses a server already running on the bench
 * data instead of starting one. BENCH_LH_JSON=dir writes each full report there too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNTS, BENCH_PASSWORD, log, openBenchDatabase } from './common';
import { lighthouseReport, type LighthouseReport } from './frontend';
import { signIn, startBenchServer } from './lib';

const PAGES: Record<string, { path: string; account?: string }> = {
  login: { path: '/login' },
  judge: { path: '/judge/photo', account: ACCOUNTS.judge('photo1', 1) },
  submissions: { path: '/participant/submissions', account: ACCOUNTS.participant },
  rankings: { path: '/admin/rankings', account: ACCOUNTS.admin },
  dashboard: { path: '/participant', account: ACCOUNTS.participant },
};

type Details = { type?: string; items?: Record<string, unknown>[]; chains?: unknown };

const ms = (value: unknown) => (typeof value === 'number' ? `${value.toFixed(0)} ms` : '–');
const kb = (value: unknown) => (typeof value === 'number' ? `${(value / 1024).toFixed(1)} KB` : '–');
const short = (url: unknown, base: string) => String(url).replace(base, '').slice(0, 90);

function details(lhr: LighthouseReport, id: string): Record<string, unknown>[] {
  const d = lhr.audits[id]?.details as Details | undefined;
  if (!d) return [];
  if (d.type === 'list') return (d.items ?? []).flatMap((item) => (item as Details).items ?? []);
  return d.items ?? [];
}

export function describe(lhr: LighthouseReport, base: string): string {
  const out: string[] = [];
  const audit = (id: string) => lhr.audits[id];
  out.push(
    `score ${Math.round((lhr.categories.performance.score ?? 0) * 100)}: FCP ${ms(audit('first-contentful-paint')?.numericValue)}, ` +
      `LCP ${ms(audit('largest-contentful-paint')?.numericValue)}, TBT ${ms(audit('total-blocking-time')?.numericValue)}, ` +
      `SI ${ms(audit('speed-index')?.numericValue)}, CLS ${(audit('cumulative-layout-shift')?.numericValue ?? NaN).toFixed(3)}`,
  );

  // The LCP element and its phases (TTFB / load delay / load time / render delay).
  const lcp = details(lhr, 'largest-contentful-paint-element');
  for (const item of lcp) {
    const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
    if (node) out.push(`LCP element: ${node.snippet?.slice(0, 160)} (${node.nodeLabel?.slice(0, 60)})`);
    else if ('phase' in item) out.push(`  LCP ${String(item.phase)}: ${ms(item.timing)}`);
  }

  // Requests in start order, on Lighthouse's simulated network (observed timings, then the
  // simulated-throttling estimate of each is not exposed: these are the observed ones, unthrottled).
  const requests = details(lhr, 'network-requests');
  out.push(`requests (${requests.length}, observed start → end, transfer size, priority):`);
  for (const r of requests) {
    if (String(r.url).startsWith('data:')) continue;
    out.push(
      `  ${ms(r.networkRequestTime).padStart(8)} → ${ms(r.networkEndTime).padStart(8)}  ${kb(r.transferSize).padStart(9)}  ${String(r.priority ?? '').padEnd(8)} ${String(r.resourceType ?? '').padEnd(10)} ${short(r.url, base)}`,
    );
  }

  // The longest chain of requests that each waited for the one before (critical-request-chains).
  const chains = (audit('critical-request-chains')?.details as { longestChain?: Record<string, number> })
    ?.longestChain;
  if (chains) {
    out.push(`critical chain: ${chains.length} requests, ${ms(chains.duration)}, ${kb(chains.transferSize)}`);
  }

  // Main-thread time per script (bootup-time) and by kind of work.
  out.push('scripts (total / evaluation / parse+compile):');
  for (const s of details(lhr, 'bootup-time').slice(0, 10)) {
    out.push(
      `  ${ms(s.total).padStart(8)} ${ms(s.scripting).padStart(8)} ${ms(s.scriptParseCompile).padStart(7)}  ${short(s.url, base)}`,
    );
  }
  out.push(
    `main thread: ${details(lhr, 'mainthread-work-breakdown')
      .map((w) => `${String(w.groupLabel)} ${ms(w.duration)}`)
      .join(', ')}`,
  );

  // Long tasks (TBT counts each one's time over 50 ms, on the simulated 4× slower CPU).
  const tasks = details(lhr, 'long-tasks');
  out.push(`long tasks (${tasks.length}; start, duration, attributed to):`);
  for (const t of tasks.slice(0, 15)) {
    out.push(`  ${ms(t.startTime).padStart(8)} ${ms(t.duration).padStart(8)}  ${short(t.url, base)}`);
  }
  for (const id of ['render-blocking-resources', 'unused-javascript', 'server-response-time']) {
    const a = audit(id);
    if (a?.displayValue) out.push(`${a.title}: ${a.displayValue}`);
  }
  return out.join('\n');
}

async function main() {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const wanted = names.length > 0 ? names : Object.keys(PAGES);
  const stops: (() => Promise<void>)[] = [];
  try {
    let base = process.env.BENCH_BASE;
    if (!base) {
      const database = await openBenchDatabase();
      stops.push(database.stop);
      base = (await startBenchServer(database.url, stops)).base;
    }
    for (const name of wanted) {
      const page = PAGES[name] ?? { path: name };
      const cookie = page.account ? await signIn(base, page.account, BENCH_PASSWORD) : undefined;
      log(`Lighthouse ${page.path}`);
      const lhr = await lighthouseReport(`${base}${page.path}`, cookie);
      console.log(describe(lhr, base));
      if (process.env.BENCH_LH_JSON) {
        mkdirSync(process.env.BENCH_LH_JSON, { recursive: true });
        const file = path.join(process.env.BENCH_LH_JSON, `${name.replace(/\W+/g, '_')}.json`);
        writeFileSync(file, JSON.stringify(lhr));
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
