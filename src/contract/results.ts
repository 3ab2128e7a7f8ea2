import { z } from 'zod';
import { LOCALES } from '../domain/locales';
import {
  awardSchema,
  categorySchema,
  daySchema,
  fileResponse,
  instantSchema,
  pageQuerySchema,
  pageSchema,
  preFilterStatusSchema,
  uuidSchema,
  entryContestShape,
  operation,
  uuidParamsSchema,
} from './common';
import { REPLACED_SCORES } from '../domain/score-provenance';
import { judgeViewSchema, videoViewSchema } from './submissions';

// Admin Rankings and the Contest Submissions browser (server module `results`): one list, its
// filters and its CSV. A select showing "all" sends '' (or nothing): both mean "no filter".

const SORTS = ['desc', 'asc'] as const;
const DISAGREEMENT_FILTERS = ['flagged', 'awaiting', 'adjudicated'] as const;
export type DisagreementFilter = (typeof DISAGREEMENT_FILTERS)[number];
export type SortOrder = (typeof SORTS)[number];

// ---------------------------------------------------------------------------------------------
// Requests

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const yearSchema = z.coerce
  .number({ error: 'errors.contest.yearInvalid' })
  .int({ error: 'errors.contest.yearInvalid' })
  .min(1900, { error: 'errors.contest.yearInvalid' })
  .max(2200, { error: 'errors.contest.yearInvalid' });

const filterShape = {
  year: optional(yearSchema),
  category: optional(categorySchema),
  contestId: optional(uuidSchema),
  preFilterStatus: optional(preFilterStatusSchema),
  award: optional(awardSchema),
  /** Entries whose judges disagree, of them those still waiting for an adjudicator's score, or adjudicated. */
  disagreement: optional(z.enum(DISAGREEMENT_FILTERS, { error: 'errors.invalidField' })),
  sort: z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'errors.invalidField' }).default('desc')),
};

const resultsListQuerySchema = pageQuerySchema.extend(filterShape);
export type ResultsListQuery = z.output<typeof resultsListQuerySchema>;

/** The CSV takes the same filters (every page) and the language of its headers and labels. */
const resultsExportQuerySchema = z.object({
  ...filterShape,
  locale: optional(z.enum(LOCALES, { error: 'errors.invalidField' })),
});
export type ResultsExportQuery = z.output<typeof resultsExportQuerySchema>;

const contestOptionsQuerySchema = z.object({
  year: filterShape.year,
  category: filterShape.category,
});
export type ContestOptionsQuery = z.output<typeof contestOptionsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** One side's evaluation with its provenance (domain/score-provenance). */
const resultJudgeViewSchema = judgeViewSchema.extend({
  /** Username of the judge who gave the score; null while unscored or when that account is gone. */
  givenBy: z.string().nullable(),
  /** Given by a judge who no longer holds the slot: kept when the admin replaced them. */
  isKept: z.boolean(),
  /** The adjudicator's score replaced this one: it does not count in the final score. */
  isReplaced: z.boolean(),
});
export type ResultJudgeView = z.output<typeof resultJudgeViewSchema>;

/** The adjudication of a flagged entry: who was assigned, their score once given, what it replaced. */
const resultAdjudicationSchema = z.object({
  adjudicator: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  replaced: z.enum(REPLACED_SCORES).nullable(),
});

/** A contest of a results page, named once however many of its entries the page lists. */
export const resultContestSchema = z.object({
  ...entryContestShape,
  /** Usernames of the judges assigned to the contest's slots for its category (null when empty). */
  judges: z.object({
    preFilter: z.string().nullable(),
    judge1: z.string().nullable(),
    judge2: z.string().nullable(),
  }),
});
export type ResultContest = z.output<typeof resultContestSchema>;

/** One entry as the admin results screens see it: everything, the participant's email included. */
const resultItemSchema = z.object({
  id: z.string(),
  kind: categorySchema,
  title: z.string().nullable(),
  caption: z.string().nullable(),
  createdAt: instantSchema,
  /** The contest's fields are the page's (`contests`), not repeated on every row. */
  contestId: z.string(),
  participant: z.object({ id: z.string(), username: z.string(), email: z.string() }),
  /** A photo's size; its URLs follow from the id (`contract/entry-urls.ts`). */
  image: z.object({ width: z.number().int().nullable(), height: z.number().int().nullable() }).nullable(),
  video: videoViewSchema.nullable(),
  /** Photos only; films have no pre-filter (null). */
  preFilterStatus: preFilterStatusSchema.nullable(),
  /** Evaluated when every judge the contest needs has scored (spec section 4). */
  evaluationStatus: z.enum(['evaluated', 'pending']),
  judge1: resultJudgeViewSchema,
  /** Absent in extra contests, which have no second judge. */
  judge2: resultJudgeViewSchema.optional(),
  /** Null unless an adjudicator was assigned to the entry. */
  adjudication: resultAdjudicationSchema.nullable(),
  /** The final score and award that count: null for a photo the pre-filter has not approved. */
  finalScore: z.number().nullable(),
  award: awardSchema.nullable(),
  isPaid: z.boolean(),
  /** The two judges disagree by the contest's threshold or more: flagged for the admin. */
  isDisagreement: z.boolean(),
  /** The rank among the listed entries: 1 + those scored higher (ties share it); null when unscored. */
  rank: z.number().int().nullable().optional(),
});
export type ResultItem = z.output<typeof resultItemSchema>;

const contestSummarySchema = z.object({
  contestId: z.string(),
  total: z.number().int(),
  approved: z.number().int().nullable(),
  awarded: z.number().int(),
  honorable: z.number().int(),
});
export type ContestSummary = z.output<typeof contestSummarySchema>;

const resultsPageSchema = pageSchema(resultItemSchema).extend({
  /** The contests of the page's rows, each once, in the order they first appear. */
  contests: z.array(resultContestSchema),
  summary: contestSummarySchema.nullable(),
});
export type ResultsPage = z.output<typeof resultsPageSchema>;

const contestOptionSchema = z.object({
  ...entryContestShape,
  startDay: daySchema,
});
export type ContestOption = z.output<typeof contestOptionSchema>;
const contestOptionsSchema = z.object({ items: z.array(contestOptionSchema) });

const yearsSchema = z.object({ years: z.array(z.number().int()) });

export const resultsCsvResponse = fileResponse('text/csv', 'The filtered entries, every page, as CSV');
export type ContestOptions = z.output<typeof contestOptionsSchema>;
export type Years = z.output<typeof yearsSchema>;

// The ZIP of a contest's awarded and honourable-mention originals, admin only.
const awardedZipQuerySchema = z.object({
  /** The language of the file names; the caller's language when left out. */
  locale: optional(z.enum(LOCALES, { error: 'errors.invalidField' })),
});
export type AwardedZipQuery = z.output<typeof awardedZipQuerySchema>;
export const awardedZipResponse = fileResponse(
  'application/zip',
  'The awarded and honourable-mention originals, named contest/award-rank-participant',
);

/** The operations of the results area by operationId (src/contract/operations.ts). */
export const resultOperations = {
  listResults: operation(
    'GET /api/admin/results/submissions',
    'One page of ranked entries',
    { querystring: resultsListQuerySchema },
    { 200: resultsPageSchema },
  ),
  exportResults: operation(
    'GET /api/admin/results/submissions.csv',
    'Every ranked entry as CSV',
    { querystring: resultsExportQuerySchema },
    { 200: resultsCsvResponse },
  ),
  listResultContests: operation(
    'GET /api/admin/results/contests',
    'Contests to filter results by',
    { querystring: contestOptionsQuerySchema },
    { 200: contestOptionsSchema },
  ),
  listResultYears: operation(
    'GET /api/admin/results/years',
    'Years to filter results by',
    {},
    { 200: yearsSchema },
  ),
  downloadAwarded: operation(
    'GET /api/admin/results/contests/{id}/awarded.zip',
    "A contest's awarded originals as ZIP",
    { params: uuidParamsSchema, querystring: awardedZipQuerySchema },
    { 200: awardedZipResponse },
  ),
};
