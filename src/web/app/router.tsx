import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useRoutes,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router';
import { AdjudicationPartsContext, type AdjudicationParts } from '../features/adjudication/parts';
import { JudgeScreenPartsContext, type JudgeScreenParts } from '../features/judging/parts';
import { judgeScreenData, judgeScreens } from '../features/judging/routes';
import { resultScreens } from '../features/results/routes';
import { PageLoader } from '../components/page-loader';
import { useScreenDrawn } from '../lib/first-frame';
import { HomeRedirect, RedirectIfSignedIn, RequireJudgeScreen } from './guards';
import { NotFoundPage, RouteErrorBoundary } from './route-error';

/*
 * Route-level code splitting: each screen, and each area's frame (sidebar, header, dialogs), is its own
 * chunk. React Router's declarative routes, not its data router: the app loads no data through the
 * router, and the data router is ~15 KB gzip more in the entry that every page waits for.
 */

type Loader = () => Promise<{ default: ComponentType }>;
type Prefetch = (queryClient: QueryClient) => Promise<void>;
type RouteHandle = { preload: () => Promise<unknown>; prefetch?: Prefetch };
type LazyRoute = NonIndexRouteObject & { handle?: RouteHandle };

/** A lazily loaded route; `handle.preload` lets start-up fetch it before it renders. */
function lazyRoute(path: string, load: Loader, wrap?: (Screen: ComponentType) => ComponentType): LazyRoute {
  const Screen = lazy(async () => {
    const { default: Page } = await load();
    return { default: wrap ? wrap(Page) : Page };
  });
  return { path, element: <Screen />, handle: { preload: load } };
}

/** Marks the screen drawn (lib/first-frame.ts): it commits with the screen, never with its loader. */
function ScreenDrawn() {
  useScreenDrawn();
  return null;
}

/** A screen as a lazily loaded route. */
function screen(path: string, load: Loader, wrap?: (Screen: ComponentType) => ComponentType): LazyRoute {
  const route = lazyRoute(path, load, wrap);
  return {
    ...route,
    element: (
      <>
        {route.element}
        <ScreenDrawn />
      </>
    ),
  };
}

const screens = (
  entries: Record<string, Loader>,
  wrap?: (Screen: ComponentType) => ComponentType,
  data: Record<string, Prefetch | undefined> = {},
) =>
  Object.entries(entries).map(([path, load]) => {
    const route = screen(path, load, wrap);
    return { ...route, handle: { preload: load, prefetch: data[path] } };
  });

/**
 * The area's guard and frame (app/areas.tsx), one chunk for the three signed-in areas, which also
 * brings the error messages only signed-in screens show: an area renders once they are there.
 */
type AreaName = 'AdminArea' | 'ParticipantArea' | 'JudgeArea';
const loadAreas = async () => {
  const areas = await import('./areas');
  // English messages that fail to arrive (a dropped connection) leave those messages in Portuguese,
  // the fallback language, rather than the whole area unusable; the next language change asks again.
  await areas.signedInErrorsReady.catch(() => undefined);
  return areas;
};
const area = (path: string, name: AreaName, children: RouteObject[]): LazyRoute => ({
  ...lazyRoute(path, async () => ({ default: (await loadAreas())[name] })),
  children: [{ index: true, element: <HomeRedirect /> }, ...children],
});

/**
 * What the judge screens show of each other's features, each its own chunk: the judge's calibration
 * (fairness) and the adjudications waiting (adjudication) on the scoring screens, the judges' viewer
 * (judging) on the adjudication screen.
 */
const judgeParts: JudgeScreenParts = {
  Calibration: lazy(() => import('../features/fairness/components/my-calibration')),
  AdjudicationsWaiting: lazy(async () => ({
    default: (await import('../features/adjudication/components/adjudications-waiting')).AdjudicationsWaiting,
  })),
};
const adjudicationParts: AdjudicationParts = {
  Viewer: lazy(() => import('../features/judging/components/scoring-viewer')),
};

/** A judge screen behind the check that it is this judge's own screen, with the parts it shows. */
const ownJudgeScreen = (Screen: ComponentType) =>
  function OwnJudgeScreen() {
    return (
      <RequireJudgeScreen>
        <JudgeScreenPartsContext.Provider value={judgeParts}>
          <AdjudicationPartsContext.Provider value={adjudicationParts}>
            <Screen />
          </AdjudicationPartsContext.Provider>
        </JudgeScreenPartsContext.Provider>
      </RequireJudgeScreen>
    );
  };

/** /login goes home when a session exists. */
const unlessSignedIn = (Screen: ComponentType) =>
  function SignedOutOnly() {
    return (
      <RedirectIfSignedIn>
        <Screen />
      </RedirectIfSignedIn>
    );
  };

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  screen('/login', () => import('../features/auth/login-page'), unlessSignedIn),
  screen('/reset-password', () => import('../features/auth/reset-password-page')),
  screen('/confirm-email', () => import('../features/auth/confirm-email-page')),
  area('/admin', 'AdminArea', [
    screen('contests', () => import('../features/contests/contests-page')),
    screen('participants', () => import('../features/users/participants-page')),
    screen('packages', () => import('../features/packages/packages-page')),
    screen('audit', () => import('../features/audit/audit-page')),
    screen('statistics', () => import('./screens/statistics-screen')),
    ...screens({ ...resultScreens, rankings: () => import('./screens/rankings-screen') }),
  ]),
  area('/participant', 'ParticipantArea', [
    screen('dashboard', () => import('../features/participant/dashboard-page')),
    screen('contests', () => import('./screens/participant-contests-screen')),
    screen('submissions', () => import('../features/submissions/submissions-page')),
    screen('submissions/:contestId', () => import('../features/submissions/overall-page')),
    screen('results', () => import('../features/participant/results-page')),
    screen('settings', () => import('../features/auth/settings-page')),
  ]),
  area(
    '/judge',
    'JudgeArea',
    screens(
      { ...judgeScreens, adjudication: () => import('../features/adjudication/adjudication-page') },
      ownJudgeScreen,
      judgeScreenData,
    ),
  ),
  { path: '*', element: <NotFoundPage /> },
];

/**
 * Starts fetching the chunks of the page being opened (its area's frame and its screen), and the data
 * it opens with, at once and in parallel, rather than one after the other as each part renders.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle: RouteHandle | undefined = (match.route as { handle?: RouteHandle }).handle;
    void handle?.preload?.();
    void handle?.prefetch?.(queryClient);
  }
}

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  // The loader shows while a page's chunks arrive; when moving between pages (a transition) the
  // previous page stays instead.
  return (
    <RouteErrorBoundary pathname={location.pathname}>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
