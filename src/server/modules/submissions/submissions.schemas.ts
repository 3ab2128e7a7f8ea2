import { z } from 'zod';
import { CURRENCIES } from '../../../domain/packages';
import { pageQuerySchema } from '../../../domain/schemas/pagination';

// Request shapes of the participant submission routes. Messages are i18n keys.

export const PRE_FILTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AWARDS = ['awarded', 'honorable', 'not_awarded'] as const;

// A participant submits a handful of links at once; the cap only bounds the request size.
export const MAX_URLS_PER_REQUEST = 50;

export const idParamsSchema = z.object({ id: z.string().max(100) });

export const videoSubmissionSchema = z.object({
  packageId: z.string().max(100).nullish(),
  currency: z.enum(CURRENCIES, { error: 'errors.currencyNotAllowed' }).nullish(),
  paymentConfirmed: z.boolean().nullish(),
  urls: z
    .array(z.string().max(2000, { error: 'errors.videoUrlInvalid' }), { error: 'errors.videoUrlRequired' })
    .max(MAX_URLS_PER_REQUEST, { error: 'errors.tooManyVideoUrls' }),
  titles: z
    .array(z.string().max(2000, { error: 'errors.entry.titleTooLong' }).nullable())
    .max(MAX_URLS_PER_REQUEST, { error: 'errors.tooManyVideoUrls' })
    .optional(),
});
export type VideoSubmissionInput = z.output<typeof videoSubmissionSchema>;

export const mySubmissionsQuerySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  contestId: z.string().max(100).optional(),
  status: z.enum(PRE_FILTER_STATUSES).optional(),
  award: z.enum(AWARDS).optional(),
  sort: z.enum(['newest', 'score']).default('newest'),
});
export type MySubmissionsQuery = z.output<typeof mySubmissionsQuerySchema>;

export const overallQuerySchema = pageQuerySchema.extend({
  status: z.enum(PRE_FILTER_STATUSES).optional(),
  kind: z.enum(['photo', 'video']).optional(),
  award: z.enum(AWARDS).optional(),
  sort: z.enum(['newest', 'score']).optional(),
});
export type OverallQuery = z.output<typeof overallQuerySchema>;

export const imageParamsSchema = z.object({
  submissionId: z.string().max(100),
  variant: z.enum(['thumb', 'preview', 'original']),
});
