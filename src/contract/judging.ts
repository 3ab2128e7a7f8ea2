import { z } from 'zod';
import { IMPROVEMENT_AREAS } from '../domain/improvement-areas';
import { improvementAreasSchema, scoreSchema } from '../domain/schemas/judging';
import { PRE_FILTER_SELECTION_MAX } from '../domain/pre-filter-decisions';
import {
  instantSchema,
  pageQuerySchema,
  pageSchema,
  preFilterStatusSchema,
  uuidSchema,
  videoProviderSchema,
  contestHeadShape,
  operation,
  uuidParamsSchema,
} from './common';

// The judge screens (server module `judging`): pre-filter, photo and film scoring, completion.

/** Judge tabs: not yet scored by me, my score ≥ 7, my score ≤ 6. */
const JUDGE_TABS = ['pending', 'high', 'low'] as const;
export type JudgeTab = (typeof JUDGE_TABS)[number];

// A judge's comment is read by the participant once results are published: a few paragraphs at most.
export const COMMENT_MAX = 5000;

// ---------------------------------------------------------------------------------------------
// Requests

const contestFilterSchema = pageQuerySchema.extend({ contestId: uuidSchema.optional() });

const preFilterListQuerySchema = contestFilterSchema.extend({
  status: preFilterStatusSchema.default('pending'),
});
export type PreFilterListQuery = z.output<typeof preFilterListQuerySchema>;

export const scoringListQuerySchema = contestFilterSchema.extend({
  tab: z.enum(JUDGE_TABS, { error: 'errors.invalidField' }).default('pending'),
});
export type ScoringListQuery = z.output<typeof scoringListQuerySchema>;

const preFilterChangeSchema = z.object({ status: preFilterStatusSchema });

const scoreBodySchema = z.object({ score: scoreSchema });

/** A judge's (or an adjudicator's) comment: trimmed, at most COMMENT_MAX, null for none. */
export const commentSchema = z
  .string({ error: 'errors.invalidField' })
  .trim()
  .max(COMMENT_MAX, { error: 'errors.judging.commentTooLong' })
  .nullable();
/** An empty comment is stored as none (spec section 5). */
export const emptyCommentIsNull = <T extends string | null | undefined>(comment: T) =>
  comment === '' ? null : comment;

/**
 * Comment and improvement areas. A field left out is left as it is; the comment is trimmed and an
 * empty one stored as null (spec section 5); feedback is for photo judges only.
 */
const feedbackBodySchema = z.object({
  comment: commentSchema.optional().transform(emptyCommentIsNull),
  feedback: improvementAreasSchema.nullable().optional(),
});
export type FeedbackBody = z.output<typeof feedbackBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const countsBase = { total: z.number().int(), evaluated: z.number().int(), pending: z.number().int() };
const preFilterCountsSchema = z.object({
  ...countsBase,
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type PreFilterCounts = z.output<typeof preFilterCountsSchema>;
const scoringCountsSchema = z.object({ ...countsBase, high: z.number().int(), low: z.number().int() });
export type ScoringCounts = z.output<typeof scoringCountsSchema>;
export type JudgeCounts = PreFilterCounts | ScoringCounts;

const judgeContestSchema = z.object({
  ...contestHeadShape,
  counts: z.union([preFilterCountsSchema, scoringCountsSchema]),
  completedAt: instantSchema.nullable(),
  /** The contest's results are published: the judge's work is frozen. */
  resultsPublished: z.boolean(),
});
/** A contest on a judge's list; `C` narrows the counters to the caller's kind of work. */
export type JudgeContest<C extends JudgeCounts = JudgeCounts> = Omit<
  z.output<typeof judgeContestSchema>,
  'counts'
> & { counts: C };
export const judgeContestsSchema = z.object({ items: z.array(judgeContestSchema) });

const baseItemShape = {
  id: z.string(),
  /** The contest's other fields are the page's (`contests`), not repeated on every row. */
  contestId: z.string(),
  createdAt: instantSchema,
  /** Only in contests whose admin chose to show titles to judges. */
  title: z.string().optional(),
};
const photoShape = {
  ...baseItemShape,
  /** A photo: its size (its URLs follow from the id, `contract/entry-urls.ts`). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
};

const preFilterItemSchema = z.object({ ...photoShape, preFilterStatus: preFilterStatusSchema });
export type PreFilterItem = z.output<typeof preFilterItemSchema>;

const photoScoringItemSchema = z.object({
  ...photoShape,
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
  feedback: z.array(z.enum(IMPROVEMENT_AREAS)).nullable(),
});
export type PhotoScoringItem = z.output<typeof photoScoringItemSchema>;

const videoScoringItemSchema = z.object({
  ...baseItemShape,
  videoUrl: z.string(),
  provider: videoProviderSchema,
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type VideoScoringItem = z.output<typeof videoScoringItemSchema>;
export type ScoringItem = PhotoScoringItem | VideoScoringItem;

/** A contest named once per page: each row carries only its `contestId`. */
const pageContestSchema = z.object({ id: z.string(), title: z.string() });
const pageContestsShape = {
  /** The contests of the page's rows, each once, in the order they first appear. */
  contests: z.array(pageContestSchema),
};

const preFilterPageSchema = pageSchema(preFilterItemSchema).extend(pageContestsShape);
export type PreFilterPage = z.output<typeof preFilterPageSchema>;
/** A scoring tab: photos on the photo route, films on the film route. */
export const scoringPageSchema = pageSchema(z.union([photoScoringItemSchema, videoScoringItemSchema])).extend(
  pageContestsShape,
);

const preFilterChangeResultSchema = z.object({
  submission: preFilterItemSchema,
  counts: preFilterCountsSchema,
});
const scoringSaveResultSchema = z.object({
  submission: z.union([photoScoringItemSchema, videoScoringItemSchema]),
});
const completionSchema = z.object({
  contestId: z.string(),
  completedAt: instantSchema,
  counts: z.union([preFilterCountsSchema, scoringCountsSchema]),
});
export type Completion = z.output<typeof completionSchema>;
export type JudgeContests<C extends JudgeCounts = JudgeCounts> = { items: JudgeContest<C>[] };

// ---------------------------------------------------------------------------------------------
// Bulk pre-filter decisions and undo

const preFilterBulkSchema = z.object({
  ids: z
    .array(uuidSchema, { error: 'errors.selection.size' })
    .min(1, { error: 'errors.selection.size' })
    .max(PRE_FILTER_SELECTION_MAX, { error: 'errors.selection.size' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'errors.selection.repeated' }),
  status: preFilterStatusSchema,
});
export type PreFilterBulk = z.output<typeof preFilterBulkSchema>;

/** A decision as it was taken or undone: how many photos moved, to where, in which contests. */
const preFilterDecisionResultSchema = z.object({
  /** The photos that changed (a photo already where it was asked to go is not counted). */
  changed: z.number().int(),
  status: preFilterStatusSchema,
  contestIds: z.array(z.string()),
});
export type PreFilterDecisionResult = z.output<typeof preFilterDecisionResultSchema>;

/** The undo of the caller's last decision: the photos went back to where they were. */
const preFilterUndoResultSchema = z.object({
  restored: z.number().int(),
  contestIds: z.array(z.string()),
});
export type PreFilterUndoResult = z.output<typeof preFilterUndoResultSchema>;

/** The operations of the judging area by operationId (src/contract/operations.ts). */
export const judgingOperations = {
  listJudgeContests: operation(
    'GET /api/judge/contests',
    "A judge's contests with their progress",
    {},
    { 200: judgeContestsSchema },
  ),
  listPreFilterQueue: operation(
    'GET /api/judge/pre-filter/submissions',
    "One page of the pre-filter judge's photos",
    { querystring: preFilterListQuerySchema },
    { 200: preFilterPageSchema },
  ),
  decidePreFilter: operation(
    'PATCH /api/judge/pre-filter/submissions/{id}',
    'Approves, rejects or disqualifies a photo',
    { params: uuidParamsSchema, body: preFilterChangeSchema },
    { 200: preFilterChangeResultSchema },
  ),
  listPhotoQueue: operation(
    'GET /api/judge/photo/submissions',
    "One page of a photo judge's entries",
    { querystring: scoringListQuerySchema },
    { 200: scoringPageSchema },
  ),
  listFilmQueue: operation(
    'GET /api/judge/video/submissions',
    "One page of a film judge's entries",
    { querystring: scoringListQuerySchema },
    { 200: scoringPageSchema },
  ),
  saveScore: operation(
    'PUT /api/judge/submissions/{id}/score',
    "Saves the judge's score of an entry",
    { params: uuidParamsSchema, body: scoreBodySchema },
    { 200: scoringSaveResultSchema },
  ),
  saveFeedback: operation(
    'PUT /api/judge/submissions/{id}/feedback',
    "Saves the judge's comment and areas",
    { params: uuidParamsSchema, body: feedbackBodySchema },
    { 200: scoringSaveResultSchema },
  ),
  completeJudging: operation(
    'POST /api/judge/contests/{id}/complete',
    "Marks the judge's work on a contest done",
    { params: uuidParamsSchema },
    { 200: completionSchema },
  ),
  decidePreFilterMany: operation(
    'POST /api/judge/pre-filter/decisions',
    'One decision on several photos',
    { body: preFilterBulkSchema },
    { 200: preFilterDecisionResultSchema },
  ),
  undoPreFilterDecision: operation(
    'POST /api/judge/pre-filter/decisions/undo',
    "Undoes the judge's last decision",
    {},
    { 200: preFilterUndoResultSchema },
  ),
};
