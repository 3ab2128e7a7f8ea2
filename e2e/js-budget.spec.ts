import { expect, test } from '@playwright/test';
import { readManifest, ROUTE_JS_BUDGETS, routeJsSize } from '../bench/frontend';

// The JS a route downloads before it draws, measured on the build this run serves (npm run test:e2e
// builds first). Gzip at a fixed level of fixed files is deterministic, so the budget holds in CI;
// the bench prints the same figures beside its timings.
for (const budget of ROUTE_JS_BUDGETS) {
  test(`${budget.route} loads at most ${budget.maxGzipBytes / 1024} KB of JS (gzip)`, () => {
    const size = routeJsSize(readManifest(), [...budget.chunks]);
    expect(size.gzipBytes, `${budget.route}: ${(size.gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      budget.maxGzipBytes,
    );
  });
}

// Each `import()` in the entry carries the list of files its chunk needs, downloaded by every page:
// the signed-in screens are loaded through the areas' chunk (app/area-screens.ts), not from the entry.
test('the entry loads only the signed-out screens, the areas, English and the toasts', () => {
  const entry = Object.values(readManifest()).find((chunk) => chunk.isEntry);
  expect(entry?.dynamicImports?.toSorted()).toEqual([
    'app/areas.tsx',
    'app/notifications-host.tsx',
    'features/auth/confirm-email-page.tsx',
    'features/auth/login-page.tsx',
    'features/auth/reset-password-page.tsx',
    'i18n/en.json',
  ]);
});
