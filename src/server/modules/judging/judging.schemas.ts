import { z } from 'zod';
import { improvementAreasSchema, scoreSchema } from '../../../domain/schemas/judging';
import { pageQuerySchema } from '../../../domain/schemas/pagination';

// Request shapes of the judge routes. Messages are i18n keys.

export const PRE_FILTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PreFilterStatus = (typeof PRE_FILTER_STATUSES)[number];

/** Judge tabs: not yet scored by me, my score ≥ 7, my score ≤ 6. */
export const JUDGE_TABS = ['pending', 'high', 'low'] as const;
export type JudgeTab = (typeof JUDGE_TABS)[number];

// A judge's comment is read by the participant once results are published: a few paragraphs at most.
export const COMMENT_MAX = 5000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidSchema = z.string().regex(UUID, { error: 'errors.invalidId' });

export const idParamsSchema = z.object({ id: uuidSchema });

const contestFilterSchema = pageQuerySchema.extend({ contestId: uuidSchema.optional() });

export const preFilterListQuerySchema = contestFilterSchema.extend({
  status: z.enum(PRE_FILTER_STATUSES, { error: 'errors.invalidField' }).default('pending'),
});
export type PreFilterListQuery = z.output<typeof preFilterListQuerySchema>;

export const scoringListQuerySchema = contestFilterSchema.extend({
  tab: z.enum(JUDGE_TABS, { error: 'errors.invalidField' }).default('pending'),
});
export type ScoringListQuery = z.output<typeof scoringListQuerySchema>;

export const preFilterChangeSchema = z.object({
  status: z.enum(PRE_FILTER_STATUSES, { error: 'errors.invalidField' }),
});

export const scoreBodySchema = z.object({ score: scoreSchema });

/**
 * Comment and improvement areas. A field left out is left as it is; the comment is trimmed and an
 * empty one stored as null (spec section 5); feedback is for photo judges only.
 */
export const feedbackBodySchema = z.object({
  comment: z
    .string({ error: 'errors.invalidField' })
    .trim()
    .max(COMMENT_MAX, { error: 'errors.judging.commentTooLong' })
    .nullable()
    .optional()
    .transform((comment) => (comment === '' ? null : comment)),
  feedback: improvementAreasSchema.nullable().optional(),
});
export type FeedbackBody = z.output<typeof feedbackBodySchema>;
