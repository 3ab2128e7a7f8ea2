import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { fileResponse, operation } from './common';

// Certificates, badges and the public gallery and verification pages (server module `recognition`).

const recognitionIdParamsSchema = z.object({ id: z.string().max(100) });
const galleryImageParamsSchema = z.object({
  id: z.string().max(100),
  submission: z.string().max(120),
});
const pageLocaleQuerySchema = z.object({
  lang: z.enum(LOCALES).optional(),
  locale: z.enum(LOCALES).optional(),
});

export const certificateResponse = fileResponse('application/pdf', 'The certificate of an awarded entry');
export const galleryPageResponse = fileResponse('text/html', "A contest's public gallery page");
export const galleryImageResponse = fileResponse('image/webp', 'A photo of the public gallery');
export const galleryShareResponse = fileResponse(
  'image/jpeg',
  "The public gallery's picture for link previews (1200 × 630)",
);
export const badgeResponse = fileResponse('image/svg+xml', 'The badge of an awarded entry');
export const copyScriptResponse = fileResponse(
  'text/javascript',
  "The verification page's copy button, or the gallery's viewer (script files: the pages run no inline script)",
);
export const verificationPageResponse = fileResponse('text/html', 'The public page that verifies an award');

/** What a public page or file of an award asks: its id, and the language to answer in. */
const inLanguage = { params: recognitionIdParamsSchema, querystring: pageLocaleQuerySchema };

/** The operations of the recognition area by operationId (src/contract/operations.ts). */
export const recognitionOperations = {
  getCertificate: operation(
    'GET /api/participant/submissions/{id}/certificate.pdf',
    "An award's certificate",
    inLanguage,
    { 200: certificateResponse },
  ),
  showGallery: operation('GET /gallery/{id}', "A published contest's public gallery", inLanguage, {
    200: galleryPageResponse,
    404: galleryPageResponse,
  }),
  getGalleryImage: operation(
    'GET /gallery/{id}/images/{submission}',
    'A gallery image',
    { params: galleryImageParamsSchema },
    { 200: galleryImageResponse },
  ),
  getGalleryThumb: operation(
    'GET /gallery/{id}/thumbs/{submission}',
    'A gallery thumbnail',
    { params: galleryImageParamsSchema },
    { 200: galleryImageResponse },
  ),
  getGalleryShareImage: operation(
    'GET /gallery/{id}/share.jpg',
    "The gallery's share image",
    { params: recognitionIdParamsSchema },
    { 200: galleryShareResponse },
  ),
  getGalleryScript: operation(
    'GET /gallery/viewer.js',
    "The gallery's viewer script",
    {},
    { 200: copyScriptResponse },
  ),
  getBadge: operation('GET /verify/{id}/badge.svg', "An award's badge", inLanguage, { 200: badgeResponse }),
  getVerifyScript: operation(
    'GET /verify/copy.js',
    "The verification page's script",
    {},
    { 200: copyScriptResponse },
  ),
  verifyAward: operation('GET /verify/{id}', "An award's public verification page", inLanguage, {
    200: verificationPageResponse,
    404: verificationPageResponse,
  }),
};
