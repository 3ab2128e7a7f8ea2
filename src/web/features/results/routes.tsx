import type { RouteObject } from 'react-router';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Children of /admin: Rankings and the Contest Submissions browser (decisions.md, 'Results'). */
export const resultRoutes: RouteObject[] = [
  { path: 'rankings', lazy: page(() => import('./rankings-page')) },
  { path: 'submissions', lazy: page(() => import('./submissions-page')) },
];
