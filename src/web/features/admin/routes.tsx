import type { RouteObject } from 'react-router';

/** Each admin screen is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The children of /admin (the guard and the layout are in app/router.tsx). */
export const adminRoutes: RouteObject[] = [
  { path: 'contests', lazy: page(() => import('./contests-page')) },
  { path: 'participants', lazy: page(() => import('./participants-page')) },
  { path: 'packages', lazy: page(() => import('./packages-page')) },
  { path: 'audit', lazy: page(() => import('./audit-page')) },
];
