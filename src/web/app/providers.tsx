import { createTheme, MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api';
import { readableColors, readableColorVariables } from './accessible-colors';

function buildTheme(togglePasswordLabel: string, closeLabel: string) {
  return createTheme({
    primaryColor: 'violet',
    // Text shades that read at WCAG AA (app/accessible-colors.ts).
    colors: readableColors,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
    // Filled light colours (yellow, orange, green…) get dark text instead of white, which is
    // unreadable on them (Lighthouse colour contrast).
    autoContrast: true,
    components: {
      // A plain object rather than PasswordInput.extend(): importing the component here would put it
      // (and every input's code) into the entry that every page loads.
      // Every dialog's close button says what it does.
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
      Alert: { defaultProps: { closeButtonLabel: closeLabel } },
      // A select's options are drawn when its list opens, not kept hidden in the page (Mantine 9's
      // default): each hidden list was positioned as its screen appeared, a forced layout of the
      // whole screen per select (six on Rankings), and a long one with many options (~2,000 contests).
      Combobox: { defaultProps: { keepMounted: false } },
      // A dialog's header is not the page's banner landmark (Mantine draws a <header>).
      ModalHeader: { defaultProps: { component: 'div' } },
      // The show/hide toggle is reachable with Tab, and named.
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': togglePasswordLabel },
        },
      },
    },
  });
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: false,
      // A refused or missing resource will not appear by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

const NotificationsHost = lazy(() => import('./notifications-host'));

const hasNotifications = () => notificationsStore.getState().notifications.length > 0;
let isHostNeeded = false;
/** The server's first frame (web/server-frame.tsx) shows no toast. */
const notNotifying = () => false;
function isNotifying() {
  isHostNeeded ||= hasNotifications();
  return isHostNeeded;
}

/**
 * The toasts' container and styles are a chunk of their own, fetched the first time any screen shows
 * a toast (the store is shared, so that toast appears as soon as the container arrives) and kept
 * mounted from then on. Most visits never show one, and /login should not pay for it up front.
 */
function DeferredNotifications() {
  const isNeeded = useSyncExternalStore(notificationsStore.subscribe, isNotifying, notNotifying);
  return isNeeded ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

/** The app's providers; the server's first frame (web/server-frame.tsx) gives each page its own cache. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  const { t, i18n } = useTranslation();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useMemo(() => buildTheme(t('common.togglePassword'), t('common.close')), [i18n.language]);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableColorVariables}>
        <DeferredNotifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
