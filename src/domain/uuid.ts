// Every id Jurado hands out is a UUID (PostgreSQL's gen_random_uuid). An id that is not one can name
// nothing: it is answered as not found (or a validation error) before any query runs.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);
