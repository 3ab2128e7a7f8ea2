import { z } from 'zod';
import { JUDGE_SLOT_NAMES, PHOTO_CATEGORIES, type JudgeSlot } from '../domain/contest-rules';
import { JUDGE_ROLES } from '../domain/roles';
import {
  categorySchema,
  instantSchema,
  pageQuerySchema,
  pageSchema,
  photoCategorySchema,
  userIdSchema,
  userRefSchema,
  uuidSchema,
  contestHeadShape,
  operation,
} from './common';

// Admin statistics (server module `stats`; spec section 2, 'Admin Statistics (two tabs)'), payments
// and approval emails.

const RANKING_KINDS = ['photo', 'video'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Requests

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

export const participantParamsSchema = z.object({ id: uuidSchema, userId: userIdSchema });

const contestStatsQuerySchema = z.object({
  year: yearSchema,
  contestId: z.preprocess(blankAsMissing, uuidSchema.optional()),
});
export type ContestStatsQuery = z.output<typeof contestStatsQuerySchema>;

const participantsQuerySchema = pageQuerySchema;
export type ParticipantsQuery = z.output<typeof participantsQuerySchema>;

export const paymentBodySchema = z.object({ isPaid: z.boolean({ error: 'errors.invalidField' }) });

const rankingsQuerySchema = pageQuerySchema.extend({
  year: yearSchema,
  kind: z.enum(RANKING_KINDS, { error: 'errors.invalidField' }).default('photo'),
  // 'all' (or nothing) keeps both photo categories; films have none and ignore it.
  photoCategory: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    z.enum(PHOTO_CATEGORIES, { error: 'errors.invalidField' }).optional(),
  ),
});
export type RankingsQuery = z.output<typeof rankingsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

const judgeRoleSchema = z.enum(JUDGE_ROLES);

const judgeProgressSchema = z.object({
  slot: z.enum(JUDGE_SLOT_NAMES as [JudgeSlot, ...JudgeSlot[]]),
  role: judgeRoleSchema,
  judge: userRefSchema.nullable(),
  total: z.number().int(),
  evaluated: z.number().int(),
  pending: z.number().int(),
  percent: z.number().int(),
  color: z.enum(['green', 'yellow', 'red']).nullable(),
  completedAt: instantSchema.nullable(),
  /** Scores on the slot's side kept from a judge replaced since: counted done, never as `evaluated`. */
  kept: z.number().int(),
});
export type JudgeProgress = z.output<typeof judgeProgressSchema>;

const approvalEmailStatusSchema = z.object({
  recipients: z.number().int(),
  notQueued: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type ApprovalEmailStatus = z.output<typeof approvalEmailStatusSchema>;

const currencySchema = z.enum(['BRL', 'USD', 'EUR']);

/** Packages bought in one currency: their prices, what was confirmed and what is still due. */
const currencyTotalsSchema = z.object({
  currency: currencySchema,
  participants: z.number().int(),
  expected: z.number(),
  confirmed: z.number(),
  due: z.number(),
});

/** The package a participant bought in a contest (an upgrade keeps what was already paid). */
const purchaseSchema = z.object({
  items: z.number().int(),
  currency: currencySchema,
  price: z.number(),
  alreadyPaid: z.number(),
  upgradeDifference: z.number(),
  confirmed: z.number(),
  due: z.number(),
  upgradedFrom: z.array(z.object({ items: z.number().int(), price: z.number() })),
});
export type CurrencyTotals = z.output<typeof currencyTotalsSchema>;
export type Purchase = z.output<typeof purchaseSchema>;

const contestStatsSchema = z.object({
  ...contestHeadShape,
  totals: z.object({
    entries: z.number().int(),
    photos: z.number().int(),
    films: z.number().int(),
    participants: z.number().int(),
    preFilterPending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
    /** Entries the scoring judges work on: approved photos, or films. */
    judged: z.number().int(),
    evaluated: z.number().int(),
    awarded: z.number().int(),
    honorable: z.number().int(),
    /** Entries whose judges disagree by the threshold, and those adjudicated. */
    disagreements: z.number().int(),
    adjudicated: z.number().int(),
  }),
  judges: z.array(judgeProgressSchema),
  /** Every completion recorded for the contest, also of a judge who no longer holds the slot. */
  completions: z.array(
    z.object({
      judgeId: z.string(),
      username: z.string(),
      role: judgeRoleSchema,
      completedAt: instantSchema,
    }),
  ),
  approvalEmails: approvalEmailStatusSchema,
  /** Packages bought, confirmed and due, per currency (payment reconciliation). */
  payments: z.array(currencyTotalsSchema),
});
export type ContestStats = z.output<typeof contestStatsSchema>;

const contestStatsResponseSchema = z.object({
  year: z.number().int(),
  years: z.array(z.number().int()),
  contestId: z.string().nullable(),
  options: z.array(z.object({ id: z.string(), title: z.string(), category: categorySchema })),
  contests: z.array(contestStatsSchema),
  /** The same sums over every contest listed. */
  payments: z.array(currencyTotalsSchema),
});
export type ContestStatsResponse = z.output<typeof contestStatsResponseSchema>;

const statsParticipantSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  submissionCount: z.number().int(),
  paidCount: z.number().int(),
  /** Paid when every entry of theirs in the contest is paid (the toggle sets them all). */
  isPaid: z.boolean(),
  approvedCount: z.number().int(),
  approvalEmail: z
    .object({ status: z.enum(['queued', 'sent', 'failed']), sentAt: instantSchema.nullable() })
    .nullable(),
  /** The package bought (null for VIPs), its price, what was confirmed and what is due. */
  purchase: purchaseSchema.nullable(),
});
export type StatsParticipant = z.output<typeof statsParticipantSchema>;
const statsParticipantsPageSchema = pageSchema(statsParticipantSchema);

export const paymentResultSchema = z.object({
  contestId: z.string(),
  userId: z.string(),
  isPaid: z.boolean(),
  submissionCount: z.number().int(),
  /** How many entries changed (0 when they already were so). */
  changed: z.number().int(),
});

const scoreCountSchema = z.object({ score: z.number(), count: z.number().int() });
const scoreDistributionSchema = z.object({
  contestId: z.string(),
  isExtra: z.boolean(),
  awardedMin: z.number(),
  final: z.array(scoreCountSchema),
  judges: z.array(
    z.object({
      side: z.union([z.literal(1), z.literal(2)]),
      role: judgeRoleSchema,
      /** Who gave these scores: the slot's holder, or (isKept) a judge replaced since whose scores were kept. */
      username: z.string().nullable(),
      isKept: z.boolean(),
      counts: z.array(scoreCountSchema),
    }),
  ),
});
export type ScoreDistribution = z.output<typeof scoreDistributionSchema>;

const approvalEmailsResultSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  alreadyQueued: z.number().int(),
});
export type ApprovalEmailsResult = z.output<typeof approvalEmailsResultSchema>;
const approvalEmailsRetrySchema = z.object({ requeued: z.number().int() });

const rankingRowSchema = z.object({
  position: z.number().int(),
  userId: z.string(),
  username: z.string(),
  awards: z.number().int(),
  honorable: z.number().int(),
  entries: z.number().int(),
  yearAwards: z.object({ count: z.number().int(), source: z.enum(['manual', 'computed']) }),
});
export type RankingRow = z.output<typeof rankingRowSchema>;
const rankingsResponseSchema = pageSchema(rankingRowSchema).extend({
  year: z.number().int(),
  years: z.array(z.number().int()),
  kind: z.enum(RANKING_KINDS),
  photoCategory: photoCategorySchema.nullable(),
});

/** The operations of the statistics area by operationId (src/contract/operations.ts). */
export const statisticsOperations = {
  listContestStats: operation(
    'GET /api/admin/stats/contests',
    'Entries, participants and progress per contest',
    { querystring: contestStatsQuerySchema },
    { 200: contestStatsResponseSchema },
  ),
  listContestParticipants: operation(
    'GET /api/admin/stats/contests/{id}/participants',
    "A contest's participants",
    { params: contestIdParamsSchema, querystring: participantsQuerySchema },
    { 200: statsParticipantsPageSchema },
  ),
  getScoreDistribution: operation(
    'GET /api/admin/stats/contests/{id}/scores',
    "A contest's scores by judge",
    { params: contestIdParamsSchema },
    { 200: scoreDistributionSchema },
  ),
  sendApprovalEmails: operation(
    'POST /api/admin/stats/contests/{id}/approval-emails',
    'Emails the pre-filter outcome',
    { params: contestIdParamsSchema },
    { 200: approvalEmailsResultSchema },
  ),
  retryApprovalEmails: operation(
    'POST /api/admin/stats/contests/{id}/approval-emails/retry',
    'Sends the failed ones again',
    { params: contestIdParamsSchema },
    { 200: approvalEmailsRetrySchema },
  ),
  listYearRankings: operation(
    'GET /api/admin/stats/rankings',
    "The year's participant rankings",
    { querystring: rankingsQuerySchema },
    { 200: rankingsResponseSchema },
  ),
};

export type RankingsResponse = z.output<typeof rankingsResponseSchema>;
export type PaymentResult = z.output<typeof paymentResultSchema>;
export type ApprovalEmailsRetry = z.output<typeof approvalEmailsRetrySchema>;
