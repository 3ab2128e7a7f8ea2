import { z } from 'zod';
import { contestInputSchema, JUDGE_SLOT_NAMES, type JudgeSlot } from '../domain/contest-rules';
import { contestListQuerySchema, preFilterVisibilitySchema } from '../domain/schemas/admin';
import { JUDGE_ROLES } from '../domain/roles';
import {
  categorySchema,
  daySchema,
  instantSchema,
  noContentSchema,
  operation,
  pageSchema,
  photoCategorySchema,
  textIdParamsSchema,
  userRefSchema,
} from './common';

// Contests for admins (server module `contests`). The contest input lives in domain/contest-rules.ts
// with the rules it checks; the list filters in domain/schemas/admin.ts.

export const contestIdParamsSchema = textIdParamsSchema;

const judgesQuerySchema = z.object({
  role: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(JUDGE_ROLES, { error: 'errors.user.roleInvalid' }).optional(),
  ),
});

const slotRecord = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(JUDGE_SLOT_NAMES.map((slot) => [slot, value])) as Record<JudgeSlot, T>);

/** A contest as the admin list shows it. Days are ISO days in São Paulo; judge ids per slot. */
const adminContestSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: categorySchema,
    photoCategory: photoCategorySchema.nullable(),
    startDay: daySchema,
    endDay: daySchema,
    resultDay: daySchema,
    showEvaluations: z.boolean(),
    showSubmissions: z.boolean(),
    showPreFilterResults: z.boolean(),
    isExtra: z.boolean(),
    showTitlesToJudges: z.boolean(),
    minPhotoLongSide: z.number().int().nullable(),
    /** Judges' scores this far apart flag an entry (domain/disagreement). */
    disagreementThreshold: z.number(),
    /** The last day of judging (ISO day), or null. */
    judgingDeadlineDay: daySchema.nullable(),
    judges: slotRecord(userRefSchema.nullable()),
    participantCount: z.number().int(),
    submissionCount: z.number().int(),
    createdAt: instantSchema,
  })
  .extend(slotRecord(z.string().nullable()).shape);
export type AdminContest = z.output<typeof adminContestSchema>;
export type JudgeRef = z.output<typeof userRefSchema> | null;
const adminContestsPageSchema = pageSchema(adminContestSchema);

/** Evaluations already given on a scoring slot's side, by judge (null: an account deleted since). */
const slotEvaluationsSchema = z.object({
  judgeId: z.string().nullable(),
  username: z.string().nullable(),
  scored: z.number().int(),
  commented: z.number().int(),
});
export type SlotEvaluations = z.output<typeof slotEvaluationsSchema>;

const adminContestDetailsSchema = adminContestSchema.extend({
  rules: z.string(),
  evaluations: slotRecord(z.array(slotEvaluationsSchema)).partial(),
  /** Judges with entries in this contest: a conflict of interest, they cannot judge it. */
  entrantJudgeIds: z.array(z.string()),
});
export type AdminContestDetails = z.output<typeof adminContestDetailsSchema>;

const contestYearsSchema = z.object({ years: z.array(z.number().int()) });

const preFilterVisibilityResultSchema = z.object({
  id: z.string(),
  showPreFilterResults: z.boolean(),
});

const judgeSchema = userRefSchema.extend({ role: z.enum(JUDGE_ROLES) });
export type Judge = z.output<typeof judgeSchema>;
const judgesSchema = z.object({ items: z.array(judgeSchema) });
export type Judges = z.output<typeof judgesSchema>;

/** The operations of the contests area by operationId (src/contract/operations.ts). */
export const contestOperations = {
  listContests: operation(
    'GET /api/admin/contests',
    'One page of contests',
    { querystring: contestListQuerySchema },
    { 200: adminContestsPageSchema },
  ),
  listContestYears: operation(
    'GET /api/admin/contests/years',
    'The years that have contests',
    {},
    { 200: contestYearsSchema },
  ),
  getContest: operation(
    'GET /api/admin/contests/{id}',
    'A contest with its judges',
    { params: contestIdParamsSchema },
    { 200: adminContestDetailsSchema },
  ),
  createContest: operation(
    'POST /api/admin/contests',
    'Creates a contest',
    { body: contestInputSchema },
    { 201: adminContestDetailsSchema },
  ),
  updateContest: operation(
    'PUT /api/admin/contests/{id}',
    'Changes a contest',
    { params: contestIdParamsSchema, body: contestInputSchema },
    { 200: adminContestDetailsSchema },
  ),
  setPreFilterVisibility: operation(
    'PATCH /api/admin/contests/{id}/pre-filter-visibility',
    'Shows or hides pre-filter outcomes',
    { params: contestIdParamsSchema, body: preFilterVisibilitySchema },
    { 200: preFilterVisibilityResultSchema },
  ),
  deleteContest: operation(
    'DELETE /api/admin/contests/{id}',
    'Deletes a contest without entries',
    { params: contestIdParamsSchema },
    { 204: noContentSchema },
  ),
  listJudges: operation(
    'GET /api/admin/judges',
    'Judges by role, to assign',
    { querystring: judgesQuerySchema },
    { 200: judgesSchema },
  ),
};
