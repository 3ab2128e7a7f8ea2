import { z } from 'zod';
import { CURRENCIES } from '../domain/packages';
import { REPLACED_SCORES } from '../domain/score-provenance';
import { entryTextSchema } from '../domain/schemas/entry-text';
import {
  awardSchema,
  categorySchema,
  currencySchema,
  daySchema,
  instantSchema,
  pageQuerySchema,
  pageSchema,
  photoCategorySchema,
  preFilterStatusSchema,
  textIdParamsSchema,
  videoProviderSchema,
  fileResponse,
  noContentSchema,
  operation,
} from './common';

// Participants' entries (server module `submissions`): submitting, My Submissions, Overall Scores,
// images.

// A participant submits a handful of links at once; the cap only bounds the request size.
const MAX_URLS_PER_REQUEST = 50;
const SUBMISSION_SORTS = ['newest', 'score'] as const;
const IMAGE_VARIANTS = ['thumb', 'preview', 'large', 'original'] as const;

// ---------------------------------------------------------------------------------------------
// Requests

const idParamsSchema = textIdParamsSchema;
export { entryTextSchema };

const videoSubmissionSchema = z.object({
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

const mySubmissionsQuerySchema = pageQuerySchema.extend({
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  contestId: z.string().max(100).optional(),
  status: preFilterStatusSchema.optional(),
  award: awardSchema.optional(),
  sort: z.enum(SUBMISSION_SORTS).default('newest'),
});
export type MySubmissionsQuery = z.output<typeof mySubmissionsQuerySchema>;

const overallQuerySchema = pageQuerySchema.extend({
  status: preFilterStatusSchema.optional(),
  kind: categorySchema.optional(),
  award: awardSchema.optional(),
  sort: z.enum(SUBMISSION_SORTS).optional(),
});
export type OverallQuery = z.output<typeof overallQuerySchema>;

const imageParamsSchema = z.object({
  submissionId: z.string().max(100),
  variant: z.enum(IMAGE_VARIANTS),
});

const imageHeadersSchema = z.object({ 'if-none-match': z.string().max(1000).optional() });

// ---------------------------------------------------------------------------------------------
// Answers

/** A contest as every participant sees it. */
export const contestViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: categorySchema,
  photoCategory: photoCategorySchema.nullable(),
  isExtra: z.boolean(),
  showSubmissions: z.boolean(),
  showEvaluations: z.boolean(),
  showPreFilterResults: z.boolean(),
  startDay: daySchema,
  endDay: daySchema,
  resultDay: daySchema,
  /** The normal deadline: the first instant no longer accepted. */
  deadline: instantSchema,
  hasEnded: z.boolean(),
});
export type ContestView = z.output<typeof contestViewSchema>;

/** A film's link, canonical; its player and thumbnail follow from it (`videoAddressesOf`, domain/video-url). */
export const videoViewSchema = z.object({
  provider: videoProviderSchema,
  url: z.string(),
});
export type VideoView = z.output<typeof videoViewSchema>;

/** A photo's size; its image URLs follow from the entry's id (`contract/entry-urls.ts`). */
export const imageViewSchema = z.object({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const judgeViewSchema = z.object({
  score: z.number().nullable(),
  comment: z.string().nullable(),
  feedback: z.array(z.string()),
});
export type JudgeView = z.output<typeof judgeViewSchema>;

/**
 * An adjudicated entry as a participant sees it: the adjudicator's score and which judge score it
 * replaced, never who adjudicated (judging is blind; docs/decisions/results.md).
 */
const participantAdjudicationSchema = z.object({
  score: z.number(),
  replaced: z.enum(REPLACED_SCORES),
});
export type ParticipantAdjudication = z.output<typeof participantAdjudicationSchema>;

/** The package an entry was bought with (null for a VIP's). */
export const entryPackageSchema = z.object({
  id: z.string(),
  items: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  amount: z.number().nullable(),
});

/** The contest of one of the caller's entries, as My Submissions and the submitting answers show it. */
const myEntryContestSchema = contestViewSchema.pick({
  id: true,
  title: true,
  category: true,
  photoCategory: true,
  isExtra: true,
  showEvaluations: true,
  showPreFilterResults: true,
  showSubmissions: true,
  hasEnded: true,
});
export type MyEntryContest = z.output<typeof myEntryContestSchema>;

/** One of the caller's entries in a list: its contest by id, named once by the page. */
const mySubmissionRowSchema = z.object({
  id: z.string(),
  kind: categorySchema,
  createdAt: instantSchema,
  contestId: z.string(),
  image: imageViewSchema.nullable(),
  video: videoViewSchema.nullable(),
  title: z.string().nullable(),
  /** Its place among its author's entries in the contest, oldest first: names it when untitled (domain/entry-name). */
  number: z.number().int(),
  /** Photos only. */
  caption: z.string().nullable(),
  /** The title and caption may still be changed (until the deadline, or a VIP's extension). */
  canEditText: z.boolean(),
  isPaid: z.boolean(),
  package: entryPackageSchema.nullable(),
  /** Only when the contest shows pre-filter results (photos only). */
  preFilterStatus: preFilterStatusSchema.optional(),
  /** Only when the contest shows evaluations; judge2 is absent in extra contests. */
  evaluation: z
    .object({
      /** 'not_judged': a photo the pre-filter kept out of the judging. */
      status: z.enum(['evaluated', 'pending', 'not_judged']),
      finalScore: z.number().nullable(),
      award: awardSchema.nullable(),
      judge1: judgeViewSchema,
      judge2: judgeViewSchema.optional(),
      /** Set once an adjudicator has scored the entry (never in extra contests). */
      adjudication: participantAdjudicationSchema.nullable(),
    })
    .optional(),
  canDelete: z.boolean(),
});
export type MySubmissionRow = z.output<typeof mySubmissionRowSchema>;
/** One of the caller's entries with its contest: what the submitting use cases answer. */
const mySubmissionSchema = mySubmissionRowSchema.extend({ contest: myEntryContestSchema });
export type MySubmission = z.output<typeof mySubmissionSchema>;

const submittedSchema = z.object({ items: z.array(mySubmissionSchema) });

/**
 * The fields of a photo upload (multipart/form-data, POST /api/participant/contests/{id}/photos), in
 * this order: the package fields first (checked before a byte of a photo is read; left out for a
 * VIP), then one or more files. Read part by part by the route, so this describes the request for the
 * API document rather than validating it.
 */
export const photoUploadFormSchema = z.object({
  packageId: z.string().optional().describe('The package chosen (not sent by a VIP)'),
  currency: z.enum(CURRENCIES).optional().describe('The currency of the price paid'),
  paymentConfirmed: z
    .enum(['true', 'false'])
    .optional()
    .describe("'true' once the participant says they paid the package's link"),
  file: z
    .array(z.string().meta({ format: 'binary' }))
    .describe('One or more JPEG, PNG or WebP photos, each under the size limit'),
});

const mySubmissionsPageSchema = pageSchema(mySubmissionRowSchema).extend({
  /** The contests of the page's rows, each once, in the order they first appear. */
  contests: z.array(myEntryContestSchema),
  /** Counts for the chosen contest; approved/awarded/honorable are null while the contest hides them. */
  summary: z
    .object({
      contestId: z.string(),
      total: z.number().int(),
      approved: z.number().int().nullable(),
      awarded: z.number().int().nullable(),
      honorable: z.number().int().nullable(),
    })
    .nullable(),
});
export type MySubmissionsPage = z.output<typeof mySubmissionsPageSchema>;

/** A contest in My Submissions' contest filter: what decides which other filters it offers. */
const filterContestSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: categorySchema,
  showPreFilterResults: z.boolean(),
  showEvaluations: z.boolean(),
  /** The normal deadline: award filter and score sort only once it has passed. */
  deadline: instantSchema,
});
export type FilterContest = z.output<typeof filterContestSchema>;
const mySubmissionFiltersSchema = z.object({
  years: z.array(z.number().int()),
  contests: z.array(filterContestSchema),
});

const overallEntrySchema = z.object({
  id: z.string(),
  kind: categorySchema,
  createdAt: instantSchema,
  username: z.string(),
  title: z.string().nullable(),
  /** Its place among its author's entries in the contest (domain/entry-name). */
  number: z.number().int(),
  isMine: z.boolean(),
  image: imageViewSchema.nullable(),
  video: videoViewSchema.nullable(),
  /** Only when the contest shows pre-filter results (photos). */
  preFilterStatus: preFilterStatusSchema.optional(),
  /** Only when the contest shows evaluations; judge2Score absent in extra contests. */
  evaluation: z
    .object({
      finalScore: z.number().nullable(),
      award: awardSchema.nullable(),
      judge1Score: z.number().nullable(),
      judge2Score: z.number().nullable().optional(),
      adjudication: participantAdjudicationSchema.nullable(),
    })
    .optional(),
});
export type OverallEntry = z.output<typeof overallEntrySchema>;
const overallPageSchema = pageSchema(overallEntrySchema).extend({ contest: contestViewSchema });

/** The operations of the submissions area by operationId (src/contract/operations.ts). */
export const submissionOperations = {
  submitPhoto: operation(
    'POST /api/participant/contests/{id}/photos',
    'Enters one photo (multipart)',
    { params: idParamsSchema },
    { 201: submittedSchema },
  ),
  submitFilms: operation(
    'POST /api/participant/contests/{id}/films',
    'Enters films by link',
    { params: idParamsSchema, body: videoSubmissionSchema },
    { 201: submittedSchema },
  ),
  listMySubmissions: operation(
    'GET /api/participant/submissions',
    "One page of the participant's entries",
    { querystring: mySubmissionsQuerySchema },
    { 200: mySubmissionsPageSchema },
  ),
  getMySubmissionFilters: operation(
    'GET /api/participant/submissions/filters',
    'The years and contests to filter by',
    {},
    { 200: mySubmissionFiltersSchema },
  ),
  editMySubmission: operation(
    'PATCH /api/participant/submissions/{id}',
    "Changes an entry's title or description",
    { params: idParamsSchema, body: entryTextSchema },
    { 200: mySubmissionSchema },
  ),
  deleteMySubmission: operation(
    'DELETE /api/participant/submissions/{id}',
    'Withdraws an entry',
    { params: idParamsSchema },
    { 204: noContentSchema },
  ),
  listOverallScores: operation(
    'GET /api/participant/contests/{id}/overall',
    "A published contest's overall scores",
    { params: idParamsSchema, querystring: overallQuerySchema },
    { 200: overallPageSchema },
  ),
  getImage: operation(
    'GET /api/images/{submissionId}/{variant}',
    "An entry's image in one size",
    { params: imageParamsSchema, headers: imageHeadersSchema },
    {
      200: fileResponse(
        'image/*',
        'The image (WebP thumbnail, preview or large zoom rendition, or the original upload)',
      ),
      304: noContentSchema,
    },
  ),
};

export type OverallPage = z.output<typeof overallPageSchema>;
export type Submitted = z.output<typeof submittedSchema>;
