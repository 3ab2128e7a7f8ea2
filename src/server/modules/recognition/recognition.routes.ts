import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  badgeResponse,
  certificateResponse,
  galleryImageParamsSchema,
  galleryImageResponse,
  galleryPageResponse,
  pageLocaleQuerySchema as localeQuery,
  recognitionIdParamsSchema as idParams,
  verificationPageResponse,
} from '../../../contract/recognition';
import type { Locale } from '../../../domain/schemas/account';
import { callerOf } from '../../lib/guard';
import { galleryImage, galleryPage } from './gallery';
import * as recognition from './recognition.service';
import { route } from '../../lib/route';

/** The page's language: ?lang=, else the browser's first preference between pt and en, else pt. */
function localeOf(query: { lang?: Locale; locale?: Locale }, acceptLanguage: string | undefined): Locale {
  if (query.lang ?? query.locale) return (query.lang ?? query.locale) as Locale;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pt';
}

export const recognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A public HTML page (a gallery, a verification) in the visitor's language; a missing one is a 404 page. */
  const publicPage = (
    path: string,
    response: typeof galleryPageResponse,
    render: (id: string, locale: Locale) => Promise<{ status: number; html: string }>,
  ) =>
    app.get(
      path,
      route('public', { params: idParams, querystring: localeQuery }, { 200: response, 404: response }),
      async (req, reply) => {
        const { status, html } = await render(
          req.params.id,
          localeOf(req.query, req.headers['accept-language']),
        );
        return reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'public, max-age=300')
          .header('vary', 'Accept-Language')
          .send(html);
      },
    );

  app.get(
    '/api/participant/submissions/:id/certificate.pdf',
    route(['participant'], { params: idParams, querystring: localeQuery }, { 200: certificateResponse }),
    async (req, reply) => {
      const caller = callerOf(req);
      const locale = req.query.locale ?? req.query.lang ?? caller.locale;
      const { pdf, fileName } = await recognition.certificate(app.ctx, caller, req.params.id, locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  publicPage('/gallery/:id', galleryPageResponse, (id, locale) => galleryPage(app.ctx, id, locale));

  app.get(
    '/gallery/:id/images/:submission',
    route('public', { params: galleryImageParamsSchema }, { 200: galleryImageResponse }),
    async (req, reply) => {
      const stored = await galleryImage(app.ctx, req.params.id, req.params.submission.replace(/\.webp$/, ''));
      // Short: a gallery taken down again should not stay in shared caches for long.
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.bytes)
        .header('cache-control', 'public, max-age=300')
        .send(stored.stream);
    },
  );

  app.get(
    '/verify/:id/badge.svg',
    route('public', { params: idParams, querystring: localeQuery }, { 200: badgeResponse }),
    async (req, reply) => {
      const svg = await recognition.badge(
        app.ctx,
        req.params.id,
        localeOf(req.query, req.headers['accept-language']),
      );
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Accept-Language')
        .send(svg);
    },
  );

  publicPage('/verify/:id', verificationPageResponse, (id, locale) =>
    recognition.verificationPage(app.ctx, id, locale),
  );
};
