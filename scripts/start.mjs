// `npm start`: builds the web app and the server when their sources are newer than their build
// (scripts/build.mjs), then runs the built server (dist/server/main.js), which serves the web app and
// the API from one process (on the embedded PostgreSQL unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

try {
  await build({ ifStale: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
