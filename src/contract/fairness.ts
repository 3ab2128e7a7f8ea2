import { z } from 'zod';
import { AWARD_BASES } from '../domain/normalisation';
import { awardSchema, operation, uuidParamsSchema, uuidSchema } from './common';

// Fair judging: judges' calibration, per-judge normalisation beside raw results, agreement
// and award stability (admins), and a scoring judge's own calibration (judges). docs/decisions/judging.md.

// ---------------------------------------------------------------------------------------------
// Requests

const fairnessContestParamsSchema = z.object({ id: uuidSchema });

const fairnessYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'errors.contest.yearInvalid' })
    .int({ error: 'errors.contest.yearInvalid' })
    .min(2000, { error: 'errors.contest.yearInvalid' })
    .max(2200, { error: 'errors.contest.yearInvalid' }),
});

const awardBasisSchema = z.enum(AWARD_BASES, { error: 'errors.invalidField' });
const awardBasisBodySchema = z.object({ basis: awardBasisSchema });

// ---------------------------------------------------------------------------------------------
// Answers

const distributionSchema = z.object({
  count: z.number().int(),
  /** Scores of each value 1–10 (index 0 is score 1). */
  histogram: z.array(z.number().int()),
  mean: z.number().nullable(),
  sd: z.number().nullable(),
});

const judgeCalibrationSchema = z.object({
  judge: z.object({ id: z.string(), username: z.string() }),
  distribution: distributionSchema,
  meanDifference: z.number().nullable(),
  standardisedDifference: z.number().nullable(),
  spreadRatio: z.number().nullable(),
  /** Whether normalisation rescales this judge (10 scores or more, with some spread). */
  isNormalised: z.boolean(),
});

const yearFairnessSchema = z.object({
  year: z.number().int(),
  panel: distributionSchema,
  judges: z.array(judgeCalibrationSchema),
});

const normalisedEntrySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  rawFinal: z.number().nullable(),
  rawAward: awardSchema.nullable(),
  normalisedFinal: z.number().nullable(),
  normalisedAward: awardSchema.nullable(),
  isAwardChanged: z.boolean(),
});

const contestFairnessSchema = z.object({
  contestId: z.string(),
  title: z.string(),
  isExtra: z.boolean(),
  isPublished: z.boolean(),
  awardBasis: awardBasisSchema,
  panel: distributionSchema,
  judges: z.array(judgeCalibrationSchema),
  agreement: z.object({
    /** Krippendorff's alpha (interval) of the two judges; null without pairs or spread. */
    alpha: z.number().nullable(),
    disagreements: z.object({
      flagged: z.number().int(),
      total: z.number().int(),
      share: z.number().nullable(),
    }),
    adjudications: z.object({
      crossed: z.number().int(),
      adjudicated: z.number().int(),
      share: z.number().nullable(),
    }),
  }),
  stability: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      award: awardSchema,
      kept: z.number().int(),
      rounds: z.number().int(),
      stability: z.number(),
    }),
  ),
  /** Raw and normalised finals of every scored entry, best raw final first. */
  entries: z.array(normalisedEntrySchema),
  changedAwards: z.number().int(),
});

const awardBasisResultSchema = z.object({ contestId: z.string(), awardBasis: awardBasisSchema });

const myCalibrationSchema = z.object({
  contestId: z.string(),
  own: distributionSchema,
  /** Every counted judge score of the contest (the caller's included), once others gave enough; else null. */
  panel: distributionSchema.nullable(),
  /** How many scores of the other judges the panel still waits for before it is shown. */
  panelMissing: z.number().int(),
});

/** The operations of the fairness area by operationId (src/contract/operations.ts). */
export const fairnessOperations = {
  getContestFairness: operation(
    'GET /api/admin/fairness/contests/{id}',
    "A contest's judge calibration and agreement",
    { params: fairnessContestParamsSchema },
    { 200: contestFairnessSchema },
  ),
  getYearFairness: operation(
    'GET /api/admin/fairness/years/{year}',
    "A year's judge calibration",
    { params: fairnessYearParamsSchema },
    { 200: yearFairnessSchema },
  ),
  setAwardBasis: operation(
    'PUT /api/admin/fairness/contests/{id}/award-basis',
    'Chooses raw or normalised awards',
    { params: fairnessContestParamsSchema, body: awardBasisBodySchema },
    { 200: awardBasisResultSchema },
  ),
  getMyCalibration: operation(
    'GET /api/judge/contests/{id}/calibration',
    "A judge's own calibration",
    { params: uuidParamsSchema },
    { 200: myCalibrationSchema },
  ),
};

export type Distribution = z.output<typeof distributionSchema>;
export type JudgeCalibration = z.output<typeof judgeCalibrationSchema>;
export type ContestFairness = z.output<typeof contestFairnessSchema>;
export type MyCalibration = z.output<typeof myCalibrationSchema>;
export type AwardBasis = z.output<typeof awardBasisSchema>;
