// `npm start`: builds the web app when its sources are newer than the build, then serves the web app
// and the API from one process (on the embedded PostgreSQL unless DATABASE_URL is set).
// Its own lines, and the build's, are JSON lines like the server's: one log stream.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const log = pino({ level: process.env.LOG_LEVEL || 'info' });

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

// One child at a time; a terminal's Ctrl-C reaches it with the whole group, a SIGTERM sent to this
// process alone is passed on. The server takes repeated signals as one.
let child;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    child?.kill(signal);
  });
}

function run(args, { pipe }) {
  child = spawn(process.execPath, args, {
    cwd: pipe ? root : process.cwd(),
    stdio: pipe ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  if (pipe) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        if (line.trim()) log.warn({ component: 'build' }, line);
      });
    }
  }
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0))),
  );
}

const sourcesChanged =
  !existsSync(builtIndex) ||
  Math.max(newestMtime(path.join(root, 'src/web')), newestMtime(path.join(root, 'src/domain'))) >
    statSync(builtIndex).mtimeMs;

if (sourcesChanged) {
  log.info('building the web app');
  const code = await run([path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    pipe: true,
  });
  if (code !== 0 || stopping) {
    if (code !== 0) log.error({ code }, 'the web app build failed');
    process.exit(stopping ? 0 : code);
  }
}

process.exit(await run(['--import', 'tsx', path.join(root, 'src/server/main.ts')], { pipe: false }));
