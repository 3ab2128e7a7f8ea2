import {
  createContext,
  startTransition,
  use,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchRoutes,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
} from 'react-router';
import { routes } from './router';

const NavigationPending = createContext(false);

/** The route that draws a path's screen: a new search or a new id on the same screen is not a new one. */
const screenOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

/**
 * True between a navigation to another screen and the moment that screen is drawn: the URL already
 * names the new page while the previous one still shows (its chunk is loading). The area frame makes
 * that screen inert.
 */
export function useNavigationPending(): boolean {
  return use(NavigationPending);
}

/**
 * React Router's BrowserRouter, plus the pending state it does not expose: the router's location
 * changes in a transition (React keeps the previous screen while a lazy screen loads), and the URL
 * the browser shows changes at once. The difference between the two is the pending navigation.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [latest, setLatest] = useState<Location>(history.location);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setLatest(update.location);
        startTransition(() => setState({ action: update.action, location: update.location }));
      }),
    [history],
  );
  // Only a move to another screen: a screen's own URL changes (filters, a search typed) leave it usable,
  // and its focused field keeps the focus.
  const isPending =
    latest.key !== state.location.key && screenOf(latest.pathname) !== screenOf(state.location.pathname);
  return (
    <NavigationPending value={isPending}>
      {isPending && <NavigationProgress />}
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}

/** A thin bar across the top of the page while the next screen loads (shown after a short delay). */
function NavigationProgress() {
  const { t } = useTranslation();
  return (
    <div
      className="navigation-progress"
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
    />
  );
}
