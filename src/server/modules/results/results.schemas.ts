import { z } from 'zod';
import { CONTEST_CATEGORIES } from '../../../domain/packages';
import { pageQuerySchema } from '../../../domain/schemas/pagination';
import { LOCALES } from '../../../domain/schemas/account';

// Request shapes of the admin results routes (rankings, submissions browser, CSV). Messages are i18n
// keys. A select showing "all" sends '' (or nothing): both mean "no filter".

export const PRE_FILTER_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const AWARD_FILTERS = ['awarded', 'honorable', 'not_awarded'] as const;
export const SORTS = ['desc', 'asc'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

const yearSchema = z.coerce
  .number({ error: 'errors.contest.yearInvalid' })
  .int({ error: 'errors.contest.yearInvalid' })
  .min(1900, { error: 'errors.contest.yearInvalid' })
  .max(2200, { error: 'errors.contest.yearInvalid' });

const filterShape = {
  year: optional(yearSchema),
  category: optional(z.enum(CONTEST_CATEGORIES, { error: 'errors.invalidField' })),
  contestId: optional(z.string().regex(UUID, { error: 'errors.invalidId' })),
  preFilterStatus: optional(z.enum(PRE_FILTER_STATUSES, { error: 'errors.invalidField' })),
  award: optional(z.enum(AWARD_FILTERS, { error: 'errors.invalidField' })),
  sort: z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'errors.invalidField' }).default('desc')),
};

export const resultsListQuerySchema = pageQuerySchema.extend(filterShape);
export type ResultsListQuery = z.output<typeof resultsListQuerySchema>;

/** The CSV takes the same filters (every page) and the language of its headers and labels. */
export const resultsExportQuerySchema = z.object({
  ...filterShape,
  locale: optional(z.enum(LOCALES, { error: 'errors.invalidField' })),
});
export type ResultsExportQuery = z.output<typeof resultsExportQuerySchema>;

export const contestOptionsQuerySchema = z.object({
  year: filterShape.year,
  category: filterShape.category,
});
export type ContestOptionsQuery = z.output<typeof contestOptionsQuerySchema>;
