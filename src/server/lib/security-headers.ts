import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The security headers of every answer (pages, API, images): Helmet's defaults with a content policy
 * that allows what the app shows, namely the video thumbnails and players of YouTube and Vimeo.
 *
 * Helmet's middleware is built once here: `@fastify/helmet` rebuilt it (and re-parsed the policy)
 * for every request, about 20 times the cost of applying it.
 */
const SECURITY_HEADERS = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://vumbnail.com'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      connectSrc: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 only sets headers: it throws rather than passing an error to its callback.
    SECURITY_HEADERS(request.raw, reply.raw, () => done());
  });
}
