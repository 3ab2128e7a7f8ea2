import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/client';
import { findFreePort } from '../db/embedded';
import { sendTrustedOrigin } from './test-app';

/**
 * A real process for the tests of process behaviour (start-up, signals, outages): its output is kept
 * line by line, and it is started in a process group of its own, so a test can signal the whole group
 * the way a terminal's Ctrl-C does.
 */
export type TestProcess = {
  child: ChildProcess;
  /** Every line written to stdout and stderr so far. */
  lines: string[];
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
  /** Resolves with the first line matching, waiting up to `timeoutMs`. */
  waitForLine(match: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Sends a signal to the process, or to its whole group (as a terminal does). */
  signal(signal: NodeJS.Signals, options?: { group?: boolean }): void;
  /** Stops it if still running (SIGKILL to the group after `graceMs`). */
  kill(graceMs?: number): Promise<void>;
};

export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): TestProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    });
  }
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  return {
    child,
    lines,
    exited,
    waitForLine(match, timeoutMs = 60_000) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no such line within ${timeoutMs} ms; output:\n${lines.slice(-40).join('\n')}`));
        }, timeoutMs);
        const waiter = (line: string) => {
          if (!match(line)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(line);
        };
        waiters.add(waiter);
        void exited.then((code) => {
          if (!waiters.has(waiter)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          reject(new Error(`exited (${code}) first; output:\n${lines.slice(-40).join('\n')}`));
        });
      });
    },
    signal(signal, { group = false } = {}) {
      if (hasExited) return;
      process.kill(group ? -child.pid! : child.pid!, signal);
    },
    async kill(graceMs = 10_000) {
      if (hasExited) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers `status` (any status when omitted), up to `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000, status?: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (status === undefined || response.status === status) return response;
      last = `status ${response.status}`;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `${url} did not answer${status ? ` ${status}` : ''} within ${timeoutMs} ms: ${String(last)}`,
  );
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const PROCESS_AUTH_SECRET = 'process-test-secret-process-test-secret';

export type ServerProcess = TestProcess & { url: string; port: number };

/**
 * The server as `npm start` runs it (main.ts through tsx, in production mode), in a process group of
 * its own, on a free port; resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await findFreePort();
  // Its own temp folder, so nothing it writes there mixes with other tests' files.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'jurado-process-tmp-'));
  const server = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      TMPDIR: scratch,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_SECRET: PROCESS_AUTH_SECRET,
      ADMIN_PASSWORD: 'process-admin-password',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  void server.exited.then(() => rmSync(scratch, { recursive: true, force: true }));
  await server.waitForLine((line) => line.includes('Jurado is running'), 90_000);
  return Object.assign(server, { url: `http://127.0.0.1:${port}`, port });
}

/** The app in this process on a server process's database, to make users and contests for it. */
export async function seedingApp(
  databaseUrl: string,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'jurado-seeding'),
    AUTH_SECRET: PROCESS_AUTH_SECRET,
    LOG_LEVEL: 'silent',
  });
  const db = connectDatabase(databaseUrl, { max: 4 });
  const app = await buildApp({ config, db, databaseUrl, workers: false, logger: false });
  // Its requests are the test's own, as from the server's address (the API refuses other origins).
  sendTrustedOrigin(app, config.trustedOrigins[0]);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.$client.end();
    },
  };
}

/** The URL of the embedded PostgreSQL that a server process started on `dataDir` (while it runs). */
export function embeddedUrlOf(dataDir: string, database = 'jurado'): string {
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Lines that are not JSON log lines, and lines that carry a stack trace. */
export function logProblems(lines: string[]): string[] {
  return lines.filter((line) => {
    if (/\n?\s+at .+\(.+:\d+:\d+\)/.test(line) || line.includes('"stack"')) return true;
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
}
