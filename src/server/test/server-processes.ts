import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

// Real processes for the tests of commands and of the built server.

export const REPO_ROOT = new URL('../../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<string> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  clearTimeout(timer);
  if (code !== 0) {
    throw new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}:\n${output.slice(-4000)}`);
  }
  return output;
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** SIGTERM, then waits for the process to end; returns its exit code. */
  stop: () => Promise<number | null>;
};

/** Starts a server process and waits until `readyPath` answers 200 (at most `timeoutMs`). */
export async function startServerProcess(options: {
  command?: string;
  args: string[];
  cwd: string;
  port: number;
  env: NodeJS.ProcessEnv;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(options.command ?? process.execPath, options.args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${options.port}`;
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    return code;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(url + (options.readyPath ?? '/api/locations/br/states')).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, url, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within the time limit:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A new, empty database on the test cluster (not cloned from the migrated template). */
export async function createEmptyDatabase(): Promise<string> {
  const templateUrl = inject('templateDatabaseUrl');
  const name = `e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  } finally {
    await admin.end();
  }
  return templateUrl.replace(/\/[^/]+$/, `/${name}`);
}

/** Signs in through the real endpoint; returns the Cookie header, or throws with the answer. */
export async function signInOver(url: string, user: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
