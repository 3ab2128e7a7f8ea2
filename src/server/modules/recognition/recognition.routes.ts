import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Locale } from '../../../domain/schemas/account';
import { callerOf } from '../../lib/guard';
import { galleryImage, galleryPage, galleryShareImage } from './gallery';
import { GALLERY_VIEWER_SCRIPT } from './gallery-assets';
import * as recognition from './recognition.service';
import { op, sendDownload } from '../../lib/route';

/** The page's language: ?lang=, else the browser's first preference between pt and en, else pt. */
function localeOf(query: { lang?: Locale; locale?: Locale }, acceptLanguage: string | undefined): Locale {
  if (query.lang ?? query.locale) return (query.lang ?? query.locale) as Locale;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pt';
}

export const recognitionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A public HTML page (a gallery, a verification) in the visitor's language; a missing one is a 404 page. */
  const publicPage = (
    operationId: 'showGallery' | 'verifyAward',
    render: (
      id: string,
      locale: Locale,
      viewer: FastifyRequest['user'],
    ) => Promise<{ status: number; html: string; isPersonal?: boolean }>,
  ) =>
    op(app, operationId, 'public', async (req, reply) => {
      const { status, html, isPersonal } = await render(
        req.params.id,
        localeOf(req.query, req.headers['accept-language']),
        req.user,
      );
      // The owner's copy of a page (with what only they see) is kept by no cache; a visitor's is
      // shared, keyed by language and cookie so the owner never gets a visitor's copy.
      return reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', isPersonal ? 'private, no-store' : 'public, max-age=300')
        .header('vary', 'Accept-Language, Cookie')
        .send(html);
    });

  op(app, 'getCertificate', ['participant'], async (req, reply) => {
    const caller = callerOf(req);
    const locale = req.query.locale ?? req.query.lang ?? caller.locale;
    const { pdf, fileName } = await recognition.certificate(app.ctx, caller, req.params.id, locale);
    return sendDownload(reply, 'application/pdf', fileName, pdf);
  });

  publicPage('showGallery', (id, locale) => galleryPage(app.ctx, id, locale));

  for (const [operationId, size] of [
    ['getGalleryImage', 'preview'],
    ['getGalleryThumb', 'thumb'],
  ] as const) {
    op(app, operationId, 'public', async (req, reply) => {
      const id = req.params.submission.replace(/\.webp$/, '');
      const stored = await galleryImage(app.ctx, req.params.id, id, size);
      // Short: a gallery taken down again should not stay in shared caches for long.
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.bytes)
        .header('cache-control', 'public, max-age=300')
        .send(stored.stream);
    });
  }

  op(app, 'getGalleryShareImage', 'public', async (req, reply) =>
    reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=300')
      .send(await galleryShareImage(app.ctx, req.params.id)),
  );

  op(app, 'getGalleryScript', 'public', async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(GALLERY_VIEWER_SCRIPT),
  );

  op(app, 'getBadge', 'public', async (req, reply) => {
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
  });

  op(app, 'getVerifyScript', 'public', async (_req, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(recognition.COPY_SCRIPT),
  );

  publicPage('verifyAward', (id, locale, viewer) =>
    recognition.verificationPage(app.ctx, id, locale, viewer),
  );
};
