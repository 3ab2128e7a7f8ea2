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
import { judgeScreenData } from '../features/judging/screen-data';
import { PageLoader } from '../components/page-loader';
import { useScreenDrawn } from '../lib/first-frame';
import { HomeRedirect, RedirectIfSignedIn, RequireJudgeScreen } from './guards';
import type { AreaScreen } from './area-screens';
import { NotFoundPage, RouteErrorBoundary } from './route-error';

/*
 * Route-level code splitting: each screen, and each area's frame (sidebar, header, dialogs), is its own
 * chunk. React Router's declarative routes, not its data router: the app loads no data through the
 * router, and the data router is ~15 KB gzip more in the entry that every page waits for.
 */

export type Loader = () => Promise<{ default: ComponentType }>;
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

/**
 * The area's guard and frame (app/areas.tsx), one chunk for the three signed-in areas, which also
 * brings the error messages only signed-in screens show: an area renders once they are there.
 */
const AREA_FRAMES = { admin: 'AdminArea', participant: 'ParticipantArea', judge: 'JudgeArea' } as const;
const loadAreas = async () => {
  const areas = await import('./areas');
  // English messages that fail to arrive (a dropped connection) leave those messages in Portuguese,
  // the fallback language, rather than the whole area unusable; the next language change asks again.
  await areas.signedInErrorsReady.catch(() => undefined);
  return areas;
};

/** The paths under an area that have a screen (app/area-screens.ts). */
type ScreenPath<Area extends string> = AreaScreen extends infer Key
  ? Key extends `${Area}/${infer Path}`
    ? Path
    : never
  : never;

/**
 * An area and its screens. A screen's loader is in the areas' chunk (app/area-screens.ts), so the
 * entry does not carry the screens' file lists; the area, loaded first, is needed before any of them.
 */
function area<Area extends keyof typeof AREA_FRAMES>(
  name: Area,
  paths: ScreenPath<Area>[],
  wrap?: (Screen: ComponentType) => ComponentType,
  data: Partial<Record<ScreenPath<Area>, Prefetch>> = {},
): LazyRoute {
  const children = paths.map((path) => {
    const load: Loader = async () => (await import('./areas')).areaScreens[`${name}/${path}` as AreaScreen]();
    const route = screen(path, load, wrap);
    return { ...route, handle: { preload: load, prefetch: data[path] } };
  });
  return {
    ...lazyRoute(`/${name}`, async () => ({ default: (await loadAreas())[AREA_FRAMES[name]] })),
    children: [{ index: true, element: <HomeRedirect /> }, ...children],
  };
}

/** A judge screen behind the check that it is this judge's own screen. */
const ownJudgeScreen = (Screen: ComponentType) =>
  function OwnJudgeScreen() {
    return (
      <RequireJudgeScreen>
        <Screen />
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
  area('admin', ['contests', 'participants', 'packages', 'audit', 'statistics', 'rankings', 'submissions']),
  area('participant', [
    'dashboard',
    'contests',
    'submissions',
    'submissions/:contestId',
    'results',
    'settings',
  ]),
  area(
    'judge',
    ['pre-filter', 'photo', 'photo2', 'video1', 'video2', 'adjudication'],
    ownJudgeScreen,
    judgeScreenData,
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
