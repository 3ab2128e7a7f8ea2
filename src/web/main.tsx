import '@mantine/core/styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import { meQuery } from './lib/session';

// Every page first asks who is signed in: start that request now, while the router fetches the
// route's chunks, instead of after they have arrived and rendered.
void queryClient.prefetchQuery(meQuery);
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
