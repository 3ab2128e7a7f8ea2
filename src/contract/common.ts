import { z } from 'zod';
import { AWARDS } from '../domain/awards';
import { PHOTO_CATEGORIES } from '../domain/contest-rules';
import { ERROR_CODES } from '../domain/errors';
import { isUuid, UUID_PATTERN } from '../domain/ids';
import { CONTEST_CATEGORIES, CURRENCIES } from '../domain/packages';
import { PRE_FILTER_STATUSES, type PreFilterStatus } from '../domain/pre-filter';

// What every area of the API shares: ids, enums, the page of a list, the error body. Each is defined
// here once; the area files (one per server module) build their requests and answers from them.
// The web reads this folder with `import type` only, so zod never reaches its bundles.

/** A row id made by PostgreSQL (contests, submissions, packages…); a malformed one is a 400. */
export const uuidSchema = z.string().regex(UUID_PATTERN, { error: 'errors.invalidId' });
export { isUuid };
/** `:id` of a route whose id is a uuid. */
export const uuidParamsSchema = z.object({ id: uuidSchema });

/** A user id (Better Auth's text ids); an unknown one is a 404. */
export const userIdSchema = z
  .string()
  .min(1, { error: 'errors.invalidId' })
  .max(100, { error: 'errors.invalidId' });
/** `:id` of a route that looks its row up by any short text id (an unknown one is a 404). */
export const textIdParamsSchema = z.object({ id: z.string().max(100) });

export { PRE_FILTER_STATUSES, type PreFilterStatus };
export const preFilterStatusSchema = z.enum(PRE_FILTER_STATUSES, { error: 'errors.invalidField' });

export const categorySchema = z.enum(CONTEST_CATEGORIES, { error: 'errors.invalidField' });
export const photoCategorySchema = z.enum(PHOTO_CATEGORIES, { error: 'errors.invalidField' });
export const currencySchema = z.enum(CURRENCIES, { error: 'errors.currencyNotAllowed' });
export const awardSchema = z.enum(AWARDS, { error: 'errors.invalidField' });
export const videoProviderSchema = z.enum(['youtube', 'vimeo']).nullable();

/** An ISO instant ('2026-03-10T14:00:00.000Z'). */
export const instantSchema = z.string();
/** An ISO day in America/Sao_Paulo ('2026-03-10'), as contest dates are spoken. */
export const daySchema = z.string();

export { pageQuerySchema, type PageQuery } from '../domain/schemas/pagination';

/** What names a contest in an entry's view: the fields every entry list repeats for its contest. */
export const entryContestShape = {
  id: z.string(),
  title: z.string(),
  category: categorySchema,
  photoCategory: photoCategorySchema.nullable(),
  isExtra: z.boolean(),
  showEvaluations: z.boolean(),
};

/** A contest's heading on the judge and statistics screens: its names, kind and São Paulo days. */
export const contestHeadShape = {
  id: z.string(),
  title: z.string(),
  category: categorySchema,
  photoCategory: photoCategorySchema.nullable(),
  isExtra: z.boolean(),
  startDay: daySchema,
  endDay: daySchema,
  resultDay: daySchema,
};

/** One page of a list: `{ items, total, page, pageSize }` (docs/engineering.md). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The JSON body of every error answer. `fields` maps a form field to an i18n key. */
const errorBodySchema = z
  .object({
    code: z.union([z.enum(ERROR_CODES), z.string()]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' });

/** `{ ok: true }`: done, nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });
/** No body (204). */
export const noContentSchema = z.null().describe('No content');

/** Reference data: a code and its name. */
export const namedCodeSchema = z.object({ code: z.string(), name: z.string() });

/** A user as other screens name them. */
export const userRefSchema = z.object({ id: z.string(), username: z.string() });

/** A file answered as it is (CSV, PDF, image, HTML page): its media type and what it is. */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.unknown().meta({ type: 'string', format: 'binary' }) } },
});

/**
 * A route's `response` schemas: its success answers, and the one error body for every 4xx and 5xx
 * it may answer (the guard's 401/403, validation's 400, the service's refusals, an outage's 503).
 * Every route declares one; the app refuses to start otherwise (`undeclared` in lib/guard.ts).
 */
export function responses<S extends Record<number, unknown>>(success: S) {
  return { ...success, '4xx': errorBodySchema, '5xx': errorBodySchema };
}

export type ErrorBody = z.output<typeof errorBodySchema>;

/** The parts of a request that are checked: each a zod schema. */
type RequestParts = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType; headers?: z.ZodType };

/**
 * One operation of the API (the tables by tag, src/contract/operations.ts): `METHOD path` as OpenAPI
 * writes the path, its one-line summary, and its contract: the request's parts and its answers by
 * status, beside the shared error answers. The server registers the route from it by its operationId
 * and adds only who may call it and the handler (`op`, server/lib/route.ts); the parts keep their zod
 * types, so the handler is typed by them.
 */
export function operation<const P extends RequestParts, const R extends Record<number, unknown>>(
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`,
  summary: string,
  parts: P,
  answers: R,
) {
  return { route, summary, schema: { ...parts, response: responses(answers) } };
}
