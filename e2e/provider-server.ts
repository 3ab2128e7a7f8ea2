import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * A second built server for a payment journey (the others run in manual mode): its own port and data
 * folder, the provider's settings in `env`; resolves once it answers. `stop` ends it with SIGTERM, so
 * it stops its PostgreSQL.
 */
export async function startProviderServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...options.env,
      E2E_DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      SIGNUP_RATE_LIMIT: '10000',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${url}/api/locations/br/states`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
  return {
    url,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}
