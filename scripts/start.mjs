// `npm start`: builds the web app and the server when their sources are newer than their build
// (scripts/build.mjs), then runs the built server (dist/server/main.js), which serves the web app and
// the API from one process (on the embedded PostgreSQL unless DATABASE_URL is set).
// Its own lines, and the build's, are JSON lines like the server's: one log stream.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pino from 'pino';

const root = path.resolve(import.meta.dirname, '..');
const log = pino({ level: process.env.LOG_LEVEL || 'info' });

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
    // The server stops by itself if this process dies without passing on a signal (kill -9).
    env: { NODE_ENV: 'production', ...process.env, JURADO_PARENT_PID: String(process.pid) },
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

// Builds only what is older than its sources; a production install (no build tools) runs its dist/.
const code = await run([path.join(root, 'scripts/build.mjs'), '--if-stale'], { pipe: true });
if (code !== 0 || stopping) {
  if (code !== 0) log.error({ code }, 'the build failed');
  process.exit(stopping ? 0 : code);
}

process.exit(await run(['--enable-source-maps', path.join(root, 'dist/server/main.js')], { pipe: false }));
