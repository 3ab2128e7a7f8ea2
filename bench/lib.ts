import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { appendFileSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { findFreePort } from '../src/server/db/embedded';
import { BENCH_DATA_DIR } from './common';

export type LoadStats = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Responses other than the expected status. */
  badStatus: number;
  statuses?: Record<number, number>;
  firstBadBody?: string;
};

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function statsOf(latencies: number[], seconds: number, errors: number, badStatus: number): LoadStats {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    badStatus,
  };
}

export type HttpLoad = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'PUT' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Per-request variation (path, headers, body); `context` is per connection. */
  setupRequest?: (request: autocannon.Request, context: Record<string, unknown>) => autocannon.Request;
  expectStatus?: number;
};

/** autocannon with every latency recorded (its own summary has no p95). */
export async function runHttpLoad(load: HttpLoad): Promise<LoadStats> {
  const latencies: number[] = [];
  let badStatus = 0;
  const statuses: Record<number, number> = {};
  let firstBadBody = '';
  const expected = load.expectStatus ?? 200;
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: load.url,
      connections: load.connections,
      duration: load.seconds,
      method: load.method ?? 'GET',
      headers: load.headers,
      body: load.body,
      requests: load.setupRequest
        ? [
            {
              setupRequest: load.setupRequest as autocannon.Request['setupRequest'],
              onResponse: (status: number, body: string) => {
                if (status !== expected && !firstBadBody) firstBadBody = `${status} ${body.slice(0, 300)}`;
              },
            },
          ]
        : undefined,
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    if (statusCode !== expected) badStatus++;
  });
  const result = await done;
  const seconds = result.duration || load.seconds;
  return {
    ...statsOf(latencies, seconds, result.errors + result.timeouts, badStatus),
    statuses,
    firstBadBody,
  };
}

/** The same work straight through `pg`: `concurrency` loops calling `work` for `seconds`. */
export async function runClosedLoop(
  work: () => Promise<unknown>,
  concurrency: number,
  seconds: number,
): Promise<LoadStats> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        try {
          await work();
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  return statsOf(latencies, (performance.now() - started) / 1000, errors, 0);
}

export type Started = { child: ChildProcess; output: string[]; stop: () => Promise<void> };

/**
 * The environment the benchmarks run the production server with: the bench data folder and database,
 * loopback, and request logging (two lines per request at info) left out of the measured path. Its
 * "running" line is logged at info, below that level: readiness is asked of /health/ready.
 */
export function benchServerEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: BENCH_DATA_DIR,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  };
}

/** Spawns a process and resolves once a line of its output matches `ready` (at once for null). */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp | null,
  timeoutMs = Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 600) * 1000,
): Promise<Started & { match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(' ')} did not start:\n${output.join('')}`));
    }, timeoutMs);
    let isReady = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (output.length < 200) output.push(text);
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, text);
      const match = !isReady && ready ? text.match(ready) : null;
      if (match) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, output, stop, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    if (ready === null) {
      isReady = true;
      clearTimeout(timer);
      resolve({ child, output, stop, match: [] as unknown as RegExpMatchArray });
    }
    child.once('exit', (code) => {
      if (!isReady) {
        clearTimeout(timer);
        reject(new Error(`${command} exited with ${code}:\n${output.join('')}`));
      }
    });
  });
}

/**
 * The production server (`NODE_ENV=production node --import tsx src/server/main.ts`) on the bench
 * database, on a free port, once /health/ready answers. `nodeFlags` go to node (a profiler).
 * `stops` gets its stop.
 */
export async function startBenchServer(
  databaseUrl: string,
  stops: (() => Promise<void>)[],
  nodeFlags: string[] = [],
  env: NodeJS.ProcessEnv = {},
  /** Modules loaded before the server (after tsx, so they may be TypeScript). */
  preloads: string[] = [],
): Promise<{ base: string; pid: number }> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'node',
    [
      ...nodeFlags,
      '--import',
      'tsx',
      ...preloads.flatMap((file) => ['--import', file]),
      'src/server/main.ts',
    ],
    { ...benchServerEnv(databaseUrl, port), ...env },
    null,
  );
  stops.push(server.stop);
  await waitReady(`${base}/health/ready`, server.child);
  return { base, pid: server.child.pid! };
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (in parentheses, which may hold spaces): utime is the 14th field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Signs in through Better Auth's real endpoint and returns the Cookie header. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in ${email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** One kind of request an open-loop actor makes: Poisson arrivals at `perSecond`, each `fire`d. */
export type OpenLoopStream = {
  label: string;
  perSecond: number;
  /** Sends one request; resolves with its HTTP status (200 for work that succeeded). */
  fire: () => Promise<number>;
};

export type OpenLoopStats = LoadStats & { label: string; lagP99: number };

/**
 * Open loop: every stream's arrivals come at exponentially distributed intervals (a Poisson process)
 * whether or not earlier requests have been answered, as real users do; a slow answer does not slow
 * the arrivals (no coordinated omission). Latency is from the moment a request is sent to its answer;
 * `lagP99` is how late the driver's own timers fired (its own noise, reported beside the figures).
 */
export async function runOpenLoop(
  streams: OpenLoopStream[],
  seconds: number,
  /**
   * Told of every answer as it comes (the soak's windows); with it, latencies are not also kept
   * for the summary (hours of them), whose figures are then empty. `failure` says what went wrong
   * (the status, or the error's message), or is null for a 2xx answer.
   */
  observe?: (label: string, latencyMs: number, failure: string | null) => void,
): Promise<OpenLoopStats[]> {
  const byLabel = new Map<string, { latencies: number[]; errors: number; bad: number; lags: number[] }>();
  for (const s of streams) byLabel.set(s.label, { latencies: [], errors: 0, bad: 0, lags: [] });
  const all = { latencies: [] as number[], errors: 0, bad: 0, lags: [] as number[] };
  const started = performance.now();
  const end = started + seconds * 1000;
  const pending = new Set<Promise<void>>();
  const exponential = (perSecond: number) => (-Math.log(1 - Math.random()) / perSecond) * 1000;
  await Promise.all(
    streams.map(async (stream) => {
      const bucket = byLabel.get(stream.label)!;
      let due = started + exponential(stream.perSecond);
      while (due < end) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sent = performance.now();
        const lag = sent - due;
        if (!observe) {
          bucket.lags.push(lag);
          all.lags.push(lag);
        }
        const request = stream.fire().then(
          (status) => {
            const latency = performance.now() - sent;
            const isBad = status < 200 || status >= 300;
            if (observe) return observe(stream.label, latency, isBad ? `status ${status}` : null);
            bucket.latencies.push(latency);
            all.latencies.push(latency);
            if (isBad) {
              bucket.bad++;
              all.bad++;
            }
          },
          (error: unknown) => {
            if (observe) return observe(stream.label, performance.now() - sent, String(error));
            bucket.errors++;
            all.errors++;
          },
        );
        const tracked = request.finally(() => pending.delete(tracked));
        pending.add(tracked);
        due += exponential(stream.perSecond);
      }
    }),
  );
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  const summarize = (label: string, b: typeof all): OpenLoopStats => ({
    ...statsOf(b.latencies, elapsed, b.errors, b.bad),
    label,
    lagP99: percentile(
      [...b.lags].sort((x, y) => x - y),
      99,
    ),
  });
  return [summarize('all', all), ...[...byLabel].map(([label, b]) => summarize(label, b))];
}

/** One HTTP request on a keep-alive agent (a browser's connections); resolves with the status. */
export function httpCall(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Polls `url` until it answers 200 (the server is ready), or fails when `child` exits first. */
export async function waitReady(url: string, child: ChildProcess, timeoutMs = 600_000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (performance.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}: not ready after ${timeoutMs / 1000} s`);
}
