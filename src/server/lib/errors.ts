import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/common';
import type { ErrorCode } from '../../domain/errors';
import { StorageUnavailableError } from './storage';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  INVALID_EMAIL_OR_PASSWORD: 401,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  UNTRUSTED_ORIGIN: 403,
  EMAIL_TAKEN: 409,
  USERNAME_TAKEN: 409,
  INVALID_TOKEN: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  CONTEST_CLOSED: 409,
  CONTEST_CATEGORY_MISMATCH: 400,
  ENTRY_LIMIT_REACHED: 409,
  SUBMISSION_NOT_DELETABLE: 409,
  SUBMISSIONS_NOT_PUBLISHED: 403,
  INVALID_IMAGE: 400,
  IMAGE_EMPTY: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TOO_MANY_PIXELS: 413,
  UNSUPPORTED_IMAGE_TYPE: 415,
  CANNOT_CHANGE_OWN_ROLE: 409,
  CANNOT_DELETE_SELF: 409,
  CANNOT_REMOVE_LAST_ADMIN: 409,
  USER_HAS_JUDGED_WORK: 409,
  USER_IS_ASSIGNED_JUDGE: 409,
  CONTEST_CATEGORY_LOCKED: 409,
  JUDGE_HAS_ENTRIES: 409,
  JUDGE_REPLACEMENT_DECISION_REQUIRED: 409,
  PACKAGE_EXISTS: 409,
  PACKAGE_IN_USE: 409,
  EVALUATION_PENDING: 409,
  PRE_FILTER_TRANSITION_NOT_ALLOWED: 409,
  ENTRY_NOT_APPROVED: 409,

  ENTRY_TEXT_LOCKED: 409,
  HEIC_NOT_SUPPORTED: 415,
  IMAGE_TOO_SMALL: 400,
  DUPLICATE_PHOTO: 409,

  ADJUDICATOR_ROLE_MISMATCH: 409,
  ADJUDICATOR_ON_ENTRY: 409,
  ADJUDICATION_ALREADY_SCORED: 409,
  ENTRY_NOT_IN_DISAGREEMENT: 409,

  PRE_FILTER_SELECTION_NOT_FOUND: 404,
  PRE_FILTER_SELECTION_DECIDED: 409,
  NOTHING_TO_UNDO: 409,
  PRE_FILTER_UNDO_CHANGED: 409,
  PRE_FILTER_UNDO_SCORED: 409,
  PRE_FILTER_UNDO_PUBLISHED: 409,
  AWARDED_ZIP_EMPTY: 409,

  RESULTS_PUBLISHED: 409,
  RESULTS_NOT_PUBLISHED: 409,
  AWARD_BASIS_PUBLISHED: 409,
  AMENDMENT_NORMALISED: 409,
  EVALUATION_LOCKED: 409,
  COMPLETION_NOT_FOUND: 404,
  JUDGE_IS_ADJUDICATOR: 409,
  PUBLISH_CONFIRMATION_REQUIRED: 409,
  AMENDMENT_UNCHANGED: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 409,
  // The provider could not be reached or refused: try again (a notification is then sent again).
  PAYMENT_PROVIDER_FAILED: 503,
  INVALID_SIGNATURE: 401,
  PAYMENT_NOT_REFUNDABLE: 409,
  PAYMENT_REQUIRED: 402,
  DISCOUNT_CODE_INVALID: 400,
  DISCOUNT_CODE_EXPIRED: 409,
  DISCOUNT_CODE_USED_UP: 409,
  DISCOUNT_CODE_WRONG_CURRENCY: 400,
  DISCOUNT_CODE_NOT_APPLICABLE: 409,
  DISCOUNT_CODE_EXISTS: 409,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to do this');
export const notFound = () => new AppError('NOT_FOUND', 'Not found');
/** 400 VALIDATION_FAILED with the field errors (i18n keys) the form shows beside each field. */
export const validationError = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Invalid input', fields);

/** One form field refused: the error code, the field and its i18n key (also the message). */
export const fieldError = (code: ErrorCode, field: string, key: string) =>
  new AppError(code, key, { [field]: key });

/** zod issue messages that are i18n keys pass through; anything else becomes a generic key. */
function fieldMessage(message: string): string {
  return message.startsWith('errors.') ? message : 'errors.invalidField';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { code: error.code, message: error.message, fields: error.fields };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= fieldMessage(issue.message ?? '');
      }
      const body: ErrorBody = { code: 'VALIDATION_FAILED', message: 'Invalid input', fields };
      return reply.status(400).send(body);
    }
    // Before the database check: an S3 server refusing connections fails with the same errno.
    if (error instanceof StorageUnavailableError) {
      request.log.warn({ reason: (error.cause as Error)?.message ?? error.message }, 'storage unavailable');
      const body: ErrorBody = {
        code: 'STORAGE_UNAVAILABLE',
        message: 'The file storage is unavailable; try again shortly',
      };
      return reply.status(503).header('retry-after', '5').send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: error.message }, 'database unavailable');
      const body: ErrorBody = {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The database is unavailable; try again shortly',
      };
      return reply.status(503).header('retry-after', '5').send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      const body: ErrorBody = { code: 'INTERNAL', message: 'Something went wrong' };
      return reply.status(500).send(body);
    }
    const code: ErrorCode =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 429
          ? 'TOO_MANY_REQUESTS'
          : status === 404
            ? 'NOT_FOUND'
            : status === 401
              ? 'UNAUTHENTICATED'
              : status === 403
                ? 'FORBIDDEN'
                : 'BAD_REQUEST';
    const body: ErrorBody = { code, message: error.message };
    return reply.status(status).send(body);
  });
}

/** PostgreSQL unique violation on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pgError = e?.code ? e : e?.cause;
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/** A network failure by its errno: refused, reset, timed out, broken, no route, no such host. */
export const NETWORK_FAILURE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

// Connection failures (NETWORK_FAILURE_CODES) and PostgreSQL's own "going away" codes: admin
// shutdown, crash shutdown, cannot connect now (starting or stopping), and class 08 (connection).
const UNAVAILABLE_SQLSTATE = /^(?:08...|57P0[1-3])$/;
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed|Cannot use a pool after calling end/;

/** Whether an error (or one it wraps) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (
      typeof e.code === 'string' &&
      (NETWORK_FAILURE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))
    )
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
