import { z } from 'zod';
import { JUDGE_ROLES } from '../domain/roles';
import {
  AMENDMENT_REASON_MAX,
  AMENDMENT_REASON_MIN,
  CHECKLIST_ITEMS,
  LIFECYCLE_PHASES,
} from '../domain/results-lifecycle';
import { awardSchema, instantSchema, userIdSchema, okSchema, operation, textIdParamsSchema } from './common';

// A contest's results lifecycle, the judges' completions and their reopening, the publish checklist
// and amendments of published results (server module `lifecycle`).

const publishChecklistSchema = z.object({
  submissionsOpen: z.boolean(),
  pendingPreFilter: z.number().int(),
  judgesNotComplete: z.number().int(),
  unadjudicatedDisagreements: z.number().int(),
  singleScored: z.number().int(),
  /** The open items, in the order the screen lists them (empty: nothing open). */
  open: z.array(z.enum(CHECKLIST_ITEMS)),
});
export type PublishChecklistView = z.output<typeof publishChecklistSchema>;

const lifecycleJudgeSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(JUDGE_ROLES),
  completedAt: instantSchema.nullable(),
  pending: z.number().int(),
});

const amendmentViewSchema = z.object({
  id: z.number().int(),
  submissionId: z.string(),
  entryTitle: z.string().nullable(),
  participant: z.string(),
  reason: z.string(),
  actor: z.string().nullable(),
  createdAt: instantSchema,
  before: z.object({ finalScore: z.number().nullable(), award: awardSchema.nullable() }),
  after: z.object({ finalScore: z.number().nullable(), award: awardSchema.nullable() }),
});
export type AmendmentView = z.output<typeof amendmentViewSchema>;

const contestLifecycleSchema = z.object({
  contestId: z.string(),
  phase: z.enum(LIFECYCLE_PHASES),
  publishedAt: instantSchema.nullable(),
  judges: z.array(lifecycleJudgeSchema),
  checklist: publishChecklistSchema,
  amendments: z.array(amendmentViewSchema),
});
export type ContestLifecycle = z.output<typeof contestLifecycleSchema>;

const completionParamsSchema = z.object({ id: z.string().max(100), judgeId: userIdSchema });

const reasonSchema = z
  .string({ error: 'errors.lifecycle.reasonRequired' })
  .trim()
  .min(AMENDMENT_REASON_MIN, { error: 'errors.lifecycle.reasonRequired' })
  .max(AMENDMENT_REASON_MAX, { error: 'errors.lifecycle.reasonTooLong' });

const reopenBodySchema = z.object({ reason: reasonSchema });

const amendedScoreSchema = z
  .number({ error: 'errors.lifecycle.scoreInvalid' })
  .int({ error: 'errors.lifecycle.scoreInvalid' })
  .min(1, { error: 'errors.lifecycle.scoreInvalid' })
  .max(10, { error: 'errors.lifecycle.scoreInvalid' });

/** An amendment: the scores to set (a field left out is kept) and the reason, required. */
const amendmentBodySchema = z.object({
  judge1Score: amendedScoreSchema.optional(),
  judge2Score: amendedScoreSchema.optional(),
  reason: reasonSchema,
});
export type AmendmentBody = z.output<typeof amendmentBodySchema>;

const amendmentResultSchema = z.object({
  amendment: amendmentViewSchema,
  notified: z.boolean(),
});

const amendableEntrySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  participant: z.string(),
  judge1Score: z.number().nullable(),
  judge2Score: z.number().nullable(),
  adjudicatorScore: z.number().nullable(),
  finalScore: z.number().nullable(),
  award: awardSchema.nullable(),
});
export type AmendableEntry = z.output<typeof amendableEntrySchema>;
const amendableEntriesSchema = z.object({ items: z.array(amendableEntrySchema) });

/** The operations of the lifecycle area by operationId (src/contract/operations.ts). */
export const lifecycleOperations = {
  getLifecycle: operation(
    'GET /api/admin/contests/{id}/lifecycle',
    "A contest's stage and publication checklist",
    { params: textIdParamsSchema },
    { 200: contestLifecycleSchema },
  ),
  listAmendableEntries: operation(
    'GET /api/admin/contests/{id}/amendable',
    "A published contest's entries to amend",
    { params: textIdParamsSchema },
    { 200: amendableEntriesSchema },
  ),
  reopenJudging: operation(
    'POST /api/admin/contests/{id}/completions/{judgeId}/reopen',
    "Reopens a judge's work",
    { params: completionParamsSchema, body: reopenBodySchema },
    { 200: okSchema },
  ),
  amendResult: operation(
    'POST /api/admin/submissions/{id}/amendment',
    "Amends a published entry's result",
    { params: textIdParamsSchema, body: amendmentBodySchema },
    { 200: amendmentResultSchema },
  ),
};
