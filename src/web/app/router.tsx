import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { judgeScreens } from '../features/judging/routes';
import { resultRoutes } from '../features/results/routes';
import { HomeRedirect, RedirectIfSignedIn, RequireJudgeScreen } from './guards';
import { NotFoundPage, RouteErrorPage } from './route-error';

/**
 * Route-level code splitting: each screen, and each area's frame (sidebar, header, dialogs), is its own
 * chunk. The router starts loading a route's chunks as soon as it is matched, in parallel with each
 * other and with the session request (main.tsx), so the entry holds only what every page needs.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The area's guard and frame (app/areas.tsx), one chunk for the three signed-in areas. */
const area = (name: 'AdminArea' | 'ParticipantArea' | 'JudgeArea') => async () => ({
  Component: (await import('./areas'))[name],
});

/** A judge screen behind the check that it is this judge's own screen. */
const judgeScreen = (load: () => Promise<{ default: ComponentType }>) => async () => {
  const { default: Screen } = await load();
  return {
    Component: () => (
      <RequireJudgeScreen>
        <Screen />
      </RequireJudgeScreen>
    ),
  };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        path: '/login',
        lazy: async () => {
          const { default: LoginPage } = await import('../features/auth/login-page');
          return {
            Component: () => (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          };
        },
      },
      { path: '/reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
      {
        path: '/admin',
        lazy: area('AdminArea'),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...adminRoutes,
          { path: 'statistics', lazy: page(() => import('../features/statistics/statistics-page')) },
          ...resultRoutes,
        ],
      },
      {
        path: '/participant',
        lazy: area('ParticipantArea'),
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'dashboard', lazy: page(() => import('../features/participant/dashboard-page')) },
          { path: 'contests', lazy: page(() => import('../features/participant/contests-page')) },
          { path: 'submissions', lazy: page(() => import('../features/participant/submissions-page')) },
          {
            path: 'submissions/:contestId',
            lazy: page(() => import('../features/participant/overall-page')),
          },
          { path: 'settings', lazy: page(() => import('../features/participant/settings-page')) },
        ],
      },
      {
        path: '/judge',
        lazy: area('JudgeArea'),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...Object.entries(judgeScreens).map(([path, load]) => ({ path, lazy: judgeScreen(load) })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
