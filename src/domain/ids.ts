// Row ids made by PostgreSQL (contests, submissions, packages…) are UUIDs. Checked before a query,
// so a malformed id is a 400 or a 404, never a database error. Plain (no zod): screens use it too.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
