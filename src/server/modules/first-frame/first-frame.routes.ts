import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { fileResponse, responses } from '../../../contract/common';
import { firstFrameOf, withFirstFrame, type RenderFrame } from './first-frame';

/**
 * The build's frame renderer (`vite build --ssr`, dist/web-ssr beside dist/web), or null when there
 * is none (a server run from source, the API tests): pages then carry their answers only.
 */
export async function loadFrameRenderer(webDir: string, log: FastifyBaseLogger): Promise<RenderFrame | null> {
  const file = path.join(webDir, '..', 'web-ssr', 'server-frame.js');
  if (!existsSync(file)) return null;
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderFrame: RenderFrame };
    return module.renderFrame;
  } catch (error) {
    // The app works without its first frames: a broken renderer is reported, not fatal.
    log.error({ err: error }, 'the first-frame renderer could not be loaded: pages are sent without it');
    return null;
  }
}

/**
 * Frames drawn or waiting at once, beyond which a page is sent without its drawing (the app draws
 * it, as before): a frame is up to ~30 ms of this process's one thread (bench/README.md), and a
 * burst of page loads (a whole panel of judges opening the app) must not hold the API behind it.
 */
export const MAX_FRAMES_AT_ONCE = 4;

/** The signed-in screens whose page the server completes with their first frame (first-frame.ts). */
export const FIRST_FRAME_PATHS = [
  '/judge/photo',
  '/judge/video',
  '/participant',
  '/participant/dashboard',
  '/participant/submissions',
  '/admin/rankings',
] as const;

const pageResponse = fileResponse('text/html', "A signed-in screen's page with its first answers");

/**
 * Serves the area's page (vite.config.ts, pageHtml) for the FIRST_FRAME_PATHS, read once at start-up.
 * Public like the page itself: a visitor gets the static page and the guards of the app send them to
 * /login; a signed-in caller's copy carries their own answers, so it is never kept by a shared cache.
 */
export const firstFrameRoutes: FastifyPluginAsync<{
  webDir: string;
  renderFrame: RenderFrame | null;
}> = async (app, options) => {
  let drawing = 0;
  const pageOf = new Map<string, string>();
  const read = (file: string) => {
    if (!pageOf.has(file)) pageOf.set(file, readFileSync(path.join(options.webDir, file), 'utf8'));
    return pageOf.get(file)!;
  };
  for (const url of FIRST_FRAME_PATHS) {
    const area = url.split('/')[1];
    let file = `${area}.html`;
    try {
      read(file);
    } catch {
      file = 'index.html';
    }
    app.get(
      url,
      {
        config: { access: 'public' },
        schema: { hide: true, response: responses({ 200: pageResponse }) },
      },
      async (req, reply) => {
        // The page never fails for its first frame: without it, the screen asks the API as before
        // (and shows that failure itself, in the user's language).
        const frame = await firstFrameOf(app.ctx, req.user, req.url, req.headers.cookie).catch(
          (error: unknown) => {
            req.log.warn({ err: error }, 'first frame left out');
            return null;
          },
        );
        // Drawn when the build has the renderer and it is not busy; the page without it is the same
        // app, drawn later.
        let markup: string | null = null;
        if (frame && options.renderFrame && drawing < MAX_FRAMES_AT_ONCE) {
          drawing += 1;
          markup = await options
            .renderFrame({ ...frame.screen, queries: frame.queries })
            .catch((error: unknown) => {
              req.log.warn({ err: error }, 'first frame not drawn');
              return null;
            })
            .finally(() => (drawing -= 1));
        }
        // Revalidated on every visit like every page of the app (app.ts); a personal copy is stored nowhere.
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', frame ? 'private, no-store' : 'no-cache')
          .header('vary', 'Cookie')
          .send(frame ? withFirstFrame(read(file), frame, markup) : read(file));
      },
    );
  }
};
