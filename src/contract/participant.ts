import { z } from 'zod';
import { CONTEST_PHASES } from '../domain/contest-phase';
import { IMPROVEMENT_AREAS } from '../domain/improvement-areas';
import { LOCALES } from '../domain/locales';
import {
  awardSchema,
  categorySchema,
  fileResponse,
  instantSchema,
  pageSchema,
  preFilterStatusSchema,
  operation,
  pageQuerySchema,
} from './common';
import { orderSchema } from './payments';
import { contestViewSchema, entryPackageSchema, imageViewSchema, videoViewSchema } from './submissions';

// The participant's home (server module `participant`): open contests, dashboard, published
// contests, the results hub.

/** A contest open for the caller, with what they may still submit to it. */
const participantContestSchema = contestViewSchema.extend({
  rules: z.string(),
  /** Minimum photo size (longer side, pixels), or null. */
  minPhotoLongSide: z.number().int().nullable(),
  /** When this caller stops being able to submit (the deadline, or the end of a VIP's extension). */
  closesAt: instantSchema,
  isVipExtension: z.boolean(),
  remainingDays: z.number().int(),
  entries: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
  }),
  /** The package of the caller's latest entry in this contest, if any. */
  package: entryPackageSchema.nullable(),
  /** The caller's order in this contest: the package bought, paid and due; null before one. */
  order: orderSchema.nullable(),
});
export type ParticipantContest = z.output<typeof participantContestSchema>;
const participantContestsSchema = z.array(participantContestSchema);

export const dashboardSchema = z.object({
  username: z.string(),
  isVip: z.boolean(),
  year: z.number().int(),
  activeContests: z.number().int(),
  submissionsThisYear: z.number().int(),
  awardsThisYear: z.number().int(),
});
export type Dashboard = z.output<typeof dashboardSchema>;

const publishedContestsSchema = z.array(contestViewSchema);

/** One entry in the results hub: its outcome only as far as the contest's flags show it. */
const resultEntrySchema = z.object({
  id: z.string(),
  kind: categorySchema,
  title: z.string().nullable(),
  /** Its place among the caller's entries in the contest (domain/entry-name). */
  number: z.number().int(),
  /** A photo's size; its URLs follow from the id (`contract/entry-urls.ts`). */
  image: imageViewSchema.nullable(),
  video: videoViewSchema.nullable(),
  preFilterStatus: preFilterStatusSchema.optional(),
  /** An award or honourable mention already published: its certificate, badge and public page. */
  recognition: z
    .object({ certificateUrl: z.string(), verifyUrl: z.string(), badgeUrl: z.string() })
    .optional(),
  outcome: z
    .object({
      /** 'not_judged': a photo the pre-filter kept out of the judging. */
      status: z.enum(['evaluated', 'pending', 'not_judged']),
      finalScore: z.number().nullable(),
      award: awardSchema.nullable(),
    })
    .optional(),
});
export type ResultEntry = z.output<typeof resultEntrySchema>;

export const resultContestSchema = z.object({
  contest: contestViewSchema,
  phase: z.enum(CONTEST_PHASES),
  entryCount: z.number().int(),
  entries: z.array(resultEntrySchema),
});
export type ResultContest = z.output<typeof resultContestSchema>;
const participantResultsPageSchema = pageSchema(resultContestSchema);

// ---------------------------------------------------------------------------------------------
// The feedback pack: the caller's entries in contests whose evaluations are
// shown, each judge's comment and improvement areas without the judge's identity ("Judge 1/2").

const feedbackJudgeSchema = z.object({
  /** The judge's side (1 or 2), never who they are. */
  side: z.union([z.literal(1), z.literal(2)]),
  comment: z.string().nullable(),
  areas: z.array(z.enum(IMPROVEMENT_AREAS)),
});

const feedbackEntrySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  kind: z.enum(['photo', 'video']),
  /** Its place among its author's entries in the contest (domain/entry-name). */
  number: z.number().int(),
  finalScore: z.number(),
  award: awardSchema.nullable(),
  /** Mid-rank percentile among the contest's entries with a final (domain/feedback-pack). */
  percentile: z.number().int().nullable(),
  judges: z.array(feedbackJudgeSchema),
});

const feedbackContestSchema = z.object({
  contest: z.object({
    id: z.string(),
    title: z.string(),
    category: categorySchema,
    photoCategory: z.enum(['wedding', 'family']).nullable(),
    isExtra: z.boolean(),
  }),
  /** The mean final of the contest's entries that count. */
  average: z.number().nullable(),
  entries: z.array(feedbackEntrySchema),
});

const feedbackPackSchema = z.object({ items: z.array(feedbackContestSchema) });
export type FeedbackPack = z.output<typeof feedbackPackSchema>;
export type FeedbackContest = z.output<typeof feedbackContestSchema>;

const feedbackPdfQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'errors.invalidField' }).optional(),
});

export const feedbackPdfResponse = fileResponse('application/pdf', "The caller's feedback pack, one page");

/** The operations of the participant area by operationId (src/contract/operations.ts). */
export const participantOperations = {
  listOpenContests: operation(
    'GET /api/participant/contests',
    'Contests a participant can enter, with their limits',
    {},
    { 200: participantContestsSchema },
  ),
  getDashboard: operation(
    'GET /api/participant/dashboard',
    "The participant's dashboard",
    {},
    { 200: dashboardSchema },
  ),
  listPublishedContests: operation(
    'GET /api/participant/published-contests',
    'Contests whose results are out',
    {},
    { 200: publishedContestsSchema },
  ),
  listMyResults: operation(
    'GET /api/participant/results',
    "The participant's results, contest by contest",
    { querystring: pageQuerySchema },
    { 200: participantResultsPageSchema },
  ),
  getFeedbackPack: operation(
    'GET /api/participant/feedback',
    "The judges' feedback on the participant's entries",
    {},
    { 200: feedbackPackSchema },
  ),
  getFeedbackPdf: operation(
    'GET /api/participant/feedback.pdf',
    'The feedback pack as a PDF',
    { querystring: feedbackPdfQuerySchema },
    { 200: feedbackPdfResponse },
  ),
};
