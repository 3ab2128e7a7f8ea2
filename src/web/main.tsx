import './styles/mantine-core.css';
import './styles/app.css';
import { applyStartLanguage } from './i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/app-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { seedFirstFrame } from './lib/first-frame';
import { meQuery } from './lib/session';

// A signed-in screen's page may carry its first answers (lib/first-frame.ts): they go in the cache
// first, so the prefetches below find them fresh and ask for nothing.
seedFirstFrame(queryClient);
// Every page first asks who is signed in, and needs its screen's chunks: start all of it now, in
// parallel, instead of one after the other as each part renders.
void queryClient.prefetchQuery(meQuery);
preloadRoute(window.location.pathname, queryClient);

// The first render is a transition, so React draws the page in small slices and yields to the browser
// in between, rather than blocking input for the whole first render.
const root = createRoot(document.getElementById('root')!);
function render() {
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <AppRouter>
            <AppRoutes />
          </AppRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}
// English, when remembered (or the account's language), is a small chunk to fetch first; should it
// fail, the page opens in Portuguese.
void applyStartLanguage(async () => (await queryClient.fetchQuery(meQuery))?.locale ?? null)
  .catch(() => undefined)
  .finally(render);
