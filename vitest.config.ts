import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    globalSetup: ['src/server/test/global-setup.ts'],
    // Each API test file gets its own database cloned from a migrated template; two cores.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next: loading the server's module graph
    // again for each file was over a third of the suite's time. Every test builds its own app and
    // database (test-app.ts), so no state is shared through modules (docs/decisions.md).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
