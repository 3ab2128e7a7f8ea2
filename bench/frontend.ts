import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a route downloads before it can draw: the entry chunk and its static imports, plus the route's
// lazy chunks and their static imports (Vite preloads those together): the screen's own chunk and, for
// a signed-in screen, its area's frame (app/areas.tsx, loaded beside it). Dynamic imports are not followed.

export type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export const WEB_DIR = path.resolve('dist/web');

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(WEB_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

export type RouteSize = { files: number; rawBytes: number; gzipBytes: number };

/** Gzip size (level 9, as a static pre-compressor would) of the JS a route loads. */
export function routeJsSize(manifest: Manifest, routeChunks: string[]): RouteSize {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  const files = closure(manifest, [entry, ...routeChunks]);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const bytes = readFileSync(path.join(WEB_DIR, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.size, rawBytes, gzipBytes };
}

/**
 * The JS each route may download before it draws (gzip, entry and route chunks). The bench reports
 * them; e2e/js-budget.spec.ts holds them in `npm test`, after the build.
 */
export const ROUTE_JS_BUDGETS = [
  { route: '/login', chunks: ['features/auth/login-page.tsx'], maxGzipBytes: 150 * 1024 },
  // The judge screen loads its area's frame (sidebar, header) beside its own chunk.
  {
    route: '/judge/photo',
    chunks: ['app/areas.tsx', 'features/judging/photo-judge-page.tsx'],
    maxGzipBytes: 250 * 1024,
  },
] as const;

export type LighthouseFigures = { score: number; lcpMs: number; tbtMs: number; cls: number };

/**
 * Lighthouse (mobile preset: the default config) on Debian's Chromium, never a downloaded browser.
 * The flags keep Chromium off the network apart from the page under test.
 */
export async function runLighthouse(url: string, cookie?: string): Promise<LighthouseFigures> {
  // Lighthouse occasionally fails to record a trace (NO_NAVSTART) on a busy machine: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function runLighthouseOnce(url: string, cookie?: string): Promise<LighthouseFigures> {
  const lhr = await lighthouseReport(url, cookie);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

export type LighthouseReport = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>['lhr'];

/** Puts a Cookie header's cookies into the browser's jar for the URL's host. */
async function putCookies(port: number, url: string, header: string): Promise<void> {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const { hostname } = new URL(url);
    await browser.setCookie(
      ...header.split(/;\s*/).map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
    );
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run's full report (bench/lighthouse-details.ts prints what explains its score). */
export async function lighthouseReport(url: string, cookie?: string): Promise<LighthouseReport> {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-domain-reliability',
      '--disable-sync',
      '--disable-client-side-phishing-detection',
      '--metrics-recording-only',
      '--disable-features=OptimizationHints,MediaRouter,Translate,AutofillServerCommunication',
    ],
  });
  try {
    // The session goes in the browser's cookie jar, as a signed-in browser holds it (Lighthouse keeps
    // cookies between its runs' storage resets). Sent as an extra header instead, it was replaced by
    // the page's own cookies (the remembered language) on every request after the first.
    if (cookie) await putCookies(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(process.env.BENCH_LH_DEVTOOLS ? { throttlingMethod: 'devtools' as const } : {}),
      ...(process.env.BENCH_LH_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const traceDir = process.env.BENCH_LH_TRACE;
    if (traceDir) {
      mkdirSync(traceDir, { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
      writeFileSync(`${traceDir}/${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}
