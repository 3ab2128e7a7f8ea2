import { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FrameInput } from '../contract/page-names';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import i18n, { loadLanguage } from './i18n';

/*
 * The server's drawing of a signed-in screen's first frame (built by `vite build --ssr` into
 * dist/web-ssr, run by server/modules/first-frame). The same routes and components as the browser
 * draws, with the answers the page carries in the cache, in the user's language: the page then shows
 * its frame while its scripts download and run, and the app takes its place once it has drawn the
 * same screen (lib/first-frame.ts). Queries the page does not carry draw their loading state, as in
 * the browser; nothing is fetched here.
 */

/** Waiting for the lazy screens and parts a frame needs longer than this (a chunk that never loads) leaves it out. */
const LOAD_LIMIT_MS = 2_000;

/**
 * Loads every lazy screen and part the tree draws: React's streaming render waits for all of them.
 * Its output is not used: it carries React's inline scripts, which the page's CSP refuses.
 */
function loadLazyParts(tree: ReactNode): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`the first frame's parts took over ${LOAD_LIMIT_MS} ms`));
    }, LOAD_LIMIT_MS);
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => {
        clearTimeout(timer);
        stream.abort();
        resolve();
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** A boundary left to the browser (a part still loading, or one that failed): not a whole frame. */
const isWhole = (html: string) => !html.includes('<!--$!-->') && !html.includes('<!--$?-->');

/**
 * A screen was drawn: its page's main landmark is there. A caller sent elsewhere by the app (a role
 * outside the area) gets nothing drawn here: the app moves on at once.
 */
const hasScreen = (html: string) => html.includes('<main');

async function draw({ url, queries }: FrameInput): Promise<string | null> {
  // Fresh per page: never stale (it draws the answers as given), never fetching.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const { key, data } of queries) client.setQueryData(key, data);
  const tree = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>
  );
  // Plain HTML, no script. Once a screen's lazy parts are loaded (its first frame), they draw at once.
  let html = renderToString(tree);
  if (!isWhole(html)) {
    await loadLazyParts(tree);
    html = renderToString(tree);
    if (!isWhole(html)) throw new Error(`the first frame of ${url} has a part it could not draw`);
  }
  return hasScreen(html) ? html : null;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The first frame's markup, or null when the app would send the caller elsewhere. One at a time: the language is i18next's (one instance, as in the
 * browser), set for each frame before it is drawn.
 */
export function renderFrame(input: FrameInput): Promise<string | null> {
  const run = queue.then(async () => {
    await loadLanguage(input.locale);
    await i18n.changeLanguage(input.locale);
    return draw(input);
  });
  queue = run.catch(() => undefined);
  return run;
}
