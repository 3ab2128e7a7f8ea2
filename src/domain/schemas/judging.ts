import { z } from 'zod';
import { SCORE_MAX, SCORE_MIN } from '../awards';
import { IMPROVEMENT_AREAS } from '../improvement-areas';

// The judging request shapes. Apart from the rules they check (awards.ts, improvement-areas.ts), so
// the judge screens can use those rules without loading zod.

export const scoreSchema = z
  .number({ error: 'errors.judging.invalidScore' })
  .int({ error: 'errors.judging.invalidScore' })
  .min(SCORE_MIN, { error: 'errors.judging.invalidScore' })
  .max(SCORE_MAX, { error: 'errors.judging.invalidScore' });

export const improvementAreasSchema = z
  .array(z.enum(IMPROVEMENT_AREAS, { error: 'errors.judging.unknownImprovementArea' }))
  .max(IMPROVEMENT_AREAS.length, { error: 'errors.judging.tooManyImprovementAreas' })
  .refine((areas) => new Set(areas).size === areas.length, {
    error: 'errors.judging.duplicateImprovementArea',
  });
