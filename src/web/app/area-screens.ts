import type { Loader } from './router';

/*
 * The signed-in screens' chunk loaders, keyed by path. They live in the areas' chunk (app/areas.tsx
 * re-exports them), not in the router: each `import()` carries the list of files its chunk needs, and
 * in the entry those lists were ~2.7 KB gzip that /login downloaded for screens it never opens. A
 * screen is only drawn inside its area, whose chunk is loaded first anyway (app/router.tsx).
 */
export const areaScreens = {
  'admin/contests': () => import('../features/contests/contests-page'),
  'admin/participants': () => import('../features/users/participants-page'),
  'admin/packages': () => import('../features/packages/packages-page'),
  'admin/audit': () => import('../features/audit/audit-page'),
  'admin/statistics': () => import('./screens/statistics-screen'),
  'admin/rankings': () => import('./screens/rankings-screen'),
  'admin/submissions': () => import('../features/results/submissions-page'),
  'participant/dashboard': () => import('../features/participant/dashboard-page'),
  'participant/contests': () => import('./screens/participant-contests-screen'),
  'participant/submissions': () => import('../features/submissions/submissions-page'),
  'participant/submissions/:contestId': () => import('../features/submissions/overall-page'),
  'participant/results': () => import('../features/participant/results-page'),
  'participant/settings': () => import('../features/auth/settings-page'),
  'judge/pre-filter': () => import('../features/judging/pre-filter-page'),
  'judge/photo': () => import('../features/judging/photo-judge-page'),
  'judge/photo2': () => import('../features/judging/photo-judge-page'),
  'judge/video1': () => import('../features/judging/video-judge-page'),
  'judge/video2': () => import('../features/judging/video-judge-page'),
  'judge/adjudication': () => import('../features/adjudication/adjudication-page'),
} satisfies Record<string, Loader>;

export type AreaScreen = keyof typeof areaScreens;
