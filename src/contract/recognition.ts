import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import { fileResponse } from './common';

// Certificates, badges and the public gallery and verification pages (server module `recognition`).

export const recognitionIdParamsSchema = z.object({ id: z.string().max(100) });
export const galleryImageParamsSchema = z.object({
  id: z.string().max(100),
  submission: z.string().max(120),
});
export const pageLocaleQuerySchema = z.object({
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
