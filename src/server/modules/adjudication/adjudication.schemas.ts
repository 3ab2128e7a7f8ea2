import { z } from 'zod';
import { COMMENT_MAX } from '../../../contract/judging';
import { scoreSchema } from '../../../domain/schemas/judging';

// Request shapes of the adjudication routes. Messages are i18n keys.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidSchema = z.string().regex(UUID, { error: 'errors.invalidId' });

export const idParamsSchema = z.object({ id: uuidSchema });

export const assignBodySchema = z.object({
  adjudicatorId: z.string({ error: 'errors.required' }).min(1, { error: 'errors.required' }).max(100),
});

export const adjudicatorScoreBodySchema = z.object({ score: scoreSchema });

/** The adjudicator's comment, with the judges' rules (trimmed, an empty one is none, at most COMMENT_MAX). */
export const adjudicatorCommentBodySchema = z.object({
  comment: z
    .string({ error: 'errors.invalidField' })
    .trim()
    .max(COMMENT_MAX, { error: 'errors.judging.commentTooLong' })
    .nullable()
    .transform((comment) => (comment === '' ? null : comment)),
});
