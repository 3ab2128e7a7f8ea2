import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  afterSignInPath,
  canEnterArea,
  canEnterJudgeRoute,
  homeRouteOf,
  type Area,
} from '../../domain/roles';
import { PageLoader } from '../components/page-loader';
import { takeSessionEnded, useMe } from '../lib/session';

/**
 * Route guard (spec section 6): no session → /login; a role outside its area → its own home.
 * Only a convenience: the server checks every call.
 */
export function RequireArea({ area, children }: { area: Area; children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader />;
  if (!me.data) {
    // Back here after signing in (a link from an email), with a word if the session ended elsewhere.
    const from = `${location.pathname}${location.search}${location.hash}`;
    return (
      <Navigate
        to="/login"
        replace
        state={{ from, ...(takeSessionEnded() ? { notice: 'sessionEnded' } : {}) }}
      />
    );
  }
  if (!canEnterArea(me.data.role, area)) return <Navigate to={homeRouteOf(me.data.role)} replace />;
  return children;
}

/** Each judge role has one screen; another judge's screen sends them home. */
export function RequireJudgeScreen({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (!me.data) return null;
  if (!canEnterJudgeRoute(me.data.role, location.pathname))
    return <Navigate to={homeRouteOf(me.data.role)} replace />;
  return children;
}

/** /login with a session goes to the page first asked for (when the role may see it), else home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoader />;
  if (me.data) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={afterSignInPath(me.data.role, from)} replace />;
  }
  return children;
}

/** `/admin`, `/participant`, `/judge` alone: to the role's home. */
export function HomeRedirect() {
  const me = useMe();
  if (me.isPending) return <PageLoader />;
  return <Navigate to={me.data ? homeRouteOf(me.data.role) : '/login'} replace />;
}
