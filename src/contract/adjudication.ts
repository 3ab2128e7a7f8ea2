import { z } from 'zod';
import { JUDGE_ROLES } from '../domain/roles';
import { scoreSchema } from '../domain/schemas/judging';
import {
  awardSchema,
  categorySchema,
  instantSchema,
  okSchema,
  operation,
  uuidParamsSchema,
  videoProviderSchema,
} from './common';
import { commentSchema, emptyCommentIsNull } from './judging';

// Disagreements, their adjudication and the judges' reminders. Messages are i18n keys.

const assignBodySchema = z.object({
  adjudicatorId: z.string({ error: 'errors.required' }).min(1, { error: 'errors.required' }).max(100),
});

const adjudicatorScoreBodySchema = z.object({ score: scoreSchema });

/** The adjudicator's comment, with the judges' rules (trimmed, an empty one is none, at most COMMENT_MAX). */
const adjudicatorCommentBodySchema = z.object({
  comment: commentSchema.transform(emptyCommentIsNull),
});

const videoSchema = z
  .object({
    provider: videoProviderSchema,
    url: z.string(),
  })
  .nullable();

const adjudicatorRefusalSchema = z.enum([
  'ADJUDICATOR_ROLE_MISMATCH',
  'ADJUDICATOR_ON_ENTRY',
  'JUDGE_HAS_ENTRIES',
  'ADJUDICATION_ALREADY_SCORED',
  'ENTRY_NOT_IN_DISAGREEMENT',
]);

const disagreementSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  participant: z.string(),
  createdAt: instantSchema,
  image: z.object({ thumbUrl: z.string(), previewUrl: z.string() }).nullable(),
  video: videoSchema,
  flagged: z.boolean(),
  judge1: z.object({ username: z.string().nullable(), score: z.number().int() }),
  judge2: z.object({ username: z.string().nullable(), score: z.number().int() }),
  difference: z.number().int(),
  adjudicator: z
    .object({ id: z.string(), username: z.string().nullable(), score: z.number().int().nullable() })
    .nullable(),
  finalScore: z.number().nullable(),
  award: awardSchema.nullable(),
  candidates: z.array(
    z.object({ id: z.string(), username: z.string(), refusal: adjudicatorRefusalSchema.nullable() }),
  ),
});

const disagreementsResponseSchema = z.object({
  contest: z.object({
    id: z.string(),
    title: z.string(),
    category: categorySchema,
    isExtra: z.boolean(),
    threshold: z.number().int(),
  }),
  items: z.array(disagreementSchema),
});

const adjudicationItemSchema = z.object({
  id: z.string(),
  contestId: z.string(),
  contestTitle: z.string(),
  createdAt: instantSchema,
  title: z.string().optional(),
  /** A photo's size; its URLs follow from the id (`contract/entry-urls.ts`). */
  image: z.object({ width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
  video: videoSchema,
  score: z.number().int().nullable(),
  /** The adjudicator's own comment (theirs only). */
  comment: z.string().nullable(),
});

const adjudicationsResponseSchema = z.object({ items: z.array(adjudicationItemSchema) });
const adjudicatorScoreResultSchema = z.object({ id: z.string(), score: z.number().int() });
const adjudicatorCommentResultSchema = z.object({ id: z.string(), comment: z.string().nullable() });

const judgeRemindersResultSchema = z.object({
  sent: z.array(
    z.object({
      judgeId: z.string(),
      username: z.string(),
      role: z.enum(JUDGE_ROLES),
      pending: z.number().int(),
    }),
  ),
});

/** The operations of the adjudication area by operationId (src/contract/operations.ts). */
export const adjudicationOperations = {
  listDisagreements: operation(
    'GET /api/admin/contests/{id}/disagreements',
    "A contest's entries the judges disagree on",
    { params: uuidParamsSchema },
    { 200: disagreementsResponseSchema },
  ),
  assignAdjudicator: operation(
    'PUT /api/admin/submissions/{id}/adjudicator',
    'Assigns a third judge to an entry',
    { params: uuidParamsSchema, body: assignBodySchema },
    { 200: okSchema },
  ),
  listMyAdjudications: operation(
    'GET /api/judge/adjudications',
    'The entries a judge adjudicates',
    {},
    { 200: adjudicationsResponseSchema },
  ),
  saveAdjudicatorScore: operation(
    'PUT /api/judge/adjudications/{id}/score',
    "Saves the adjudicator's score",
    { params: uuidParamsSchema, body: adjudicatorScoreBodySchema },
    { 200: adjudicatorScoreResultSchema },
  ),
  saveAdjudicatorComment: operation(
    'PUT /api/judge/adjudications/{id}/feedback',
    "Saves the adjudicator's comment",
    { params: uuidParamsSchema, body: adjudicatorCommentBodySchema },
    { 200: adjudicatorCommentResultSchema },
  ),
};

/** The operations of the judge-reminders area by operationId (src/contract/operations.ts). */
export const judgeReminderOperations = {
  remindJudges: operation(
    'POST /api/admin/stats/contests/{id}/judge-reminders',
    'Emails the judges who are behind',
    { params: uuidParamsSchema },
    { 200: judgeRemindersResultSchema },
  ),
};

export type Disagreement = z.output<typeof disagreementSchema>;
export type AdjudicatorRefusal = z.output<typeof adjudicatorRefusalSchema>;
export type AdjudicationItem = z.output<typeof adjudicationItemSchema>;
export type AdjudicationsResponse = z.output<typeof adjudicationsResponseSchema>;
export type JudgeRemindersResult = z.output<typeof judgeRemindersResultSchema>;
