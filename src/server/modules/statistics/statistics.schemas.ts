import { z } from 'zod';
import { PHOTO_CATEGORIES } from '../../../domain/contest-rules';
import { pageQuerySchema } from '../../../domain/schemas/pagination';

// Request shapes of the admin statistics routes. Messages are i18n keys.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidSchema = z.string().regex(UUID, { error: 'errors.invalidId' });

// Forms and links send '' for "not chosen".
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const yearSchema = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: 'errors.contest.yearInvalid' })
    .int({ error: 'errors.contest.yearInvalid' })
    .min(2000, { error: 'errors.contest.yearInvalid' })
    .max(2200, { error: 'errors.contest.yearInvalid' })
    .optional(),
);

export const contestIdParamsSchema = z.object({ id: uuidSchema });

export const participantParamsSchema = z.object({
  id: uuidSchema,
  userId: z.string().min(1, { error: 'errors.invalidId' }).max(100, { error: 'errors.invalidId' }),
});

export const contestStatsQuerySchema = z.object({
  year: yearSchema,
  contestId: z.preprocess(blankAsMissing, uuidSchema.optional()),
});
export type ContestStatsQuery = z.output<typeof contestStatsQuerySchema>;

export const participantsQuerySchema = pageQuerySchema;
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

export const paymentBodySchema = z.object({
  isPaid: z.boolean({ error: 'errors.invalidField' }),
});

export const RANKING_KINDS = ['photo', 'video'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

export const rankingsQuerySchema = pageQuerySchema.extend({
  year: yearSchema,
  kind: z.enum(RANKING_KINDS, { error: 'errors.invalidField' }).default('photo'),
  // 'all' (or nothing) keeps both photo categories; films have none and ignore it.
  photoCategory: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(PHOTO_CATEGORIES, { error: 'errors.invalidField' }).optional(),
  ),
});
export type RankingsQuery = z.output<typeof rankingsQuerySchema>;
