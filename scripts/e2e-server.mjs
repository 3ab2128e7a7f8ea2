// The server for browser journeys: the production build (`npm run build`: web app and server), on a
// fresh embedded database. E2E_DATA_DIR names another data folder, for a second server beside the
// first one (the Pix journey's, e2e/payments-pix.spec.ts).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? path.join('.tmp', 'e2e-data'));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
