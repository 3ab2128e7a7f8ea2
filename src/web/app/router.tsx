import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomeRedirect, RedirectIfSignedIn, RequireArea, RequireJudgeScreen } from './guards';
import { AdminLayout, JudgeLayout, ParticipantLayout } from './layouts';
import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import { NotFoundPage, RouteErrorPage } from './route-error';
import { adminRoutes } from '../features/admin/routes';
import { judgeScreens } from '../features/judging/routes';
import { resultRoutes } from '../features/results/routes';

const LoginRoute = lazy(() => import('../features/auth/login-page'));

/** Route-level code splitting: each screen is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', element: (
          <RedirectIfSignedIn>
            <Suspense fallback={<PageLoader />}>
              <LoginRoute />
            </Suspense>
          </RedirectIfSignedIn>
        ) },
      { path: '/reset-password', lazy: page(() => import('../features/auth/reset-password-page')) },
      {
        path: '/admin',
        element: (
          <RequireArea area="admin">
            <AdminLayout />
          </RequireArea>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...adminRoutes,
          { path: 'statistics', lazy: page(() => import('../features/statistics/statistics-page')) },
          ...resultRoutes,
        ],
      },
      {
        path: '/participant',
        element: (
          <RequireArea area="participant">
            <ParticipantLayout />
          </RequireArea>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'dashboard', lazy: page(() => import('../features/participant/dashboard-page')) },
          { path: 'contests', lazy: page(() => import('../features/participant/contests-page')) },
          { path: 'submissions', lazy: page(() => import('../features/participant/submissions-page')) },
          { path: 'submissions/:contestId', lazy: page(() => import('../features/participant/overall-page')) },
          { path: 'settings', lazy: page(() => import('../features/participant/settings-page')) },
        ],
      },
      {
        path: '/judge',
        element: (
          <RequireArea area="judge">
            <JudgeLayout />
          </RequireArea>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...Object.entries(judgeScreens).map(([path, Screen]) => ({
            path,
            element: (
              <RequireJudgeScreen>
                <Suspense fallback={<PageLoader />}>
                  <Screen />
                </Suspense>
              </RequireJudgeScreen>
            ),
          })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
