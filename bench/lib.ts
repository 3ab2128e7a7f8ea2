import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

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

/** Spawns a process and resolves once a line of its output matches `ready`. */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 120_000,
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
      const match = !isReady ? text.match(ready) : null;
      if (match) {
        isReady = true;
        clearTimeout(timer);
        resolve({ child, output, stop, match });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!isReady) {
        clearTimeout(timer);
        reject(new Error(`${command} exited with ${code}:\n${output.join('')}`));
      }
    });
  });
}

/** Resident set size of a process in bytes (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
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
