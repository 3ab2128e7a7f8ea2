import pg from 'pg';

/**
 * A value written into SQL text, for the statements that cannot take parameters (COPY): a string
 * as an escaped literal, a finite number as itself. Anything else is a programming error.
 */
export function sqlLiteral(value: unknown): string {
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new TypeError(`no SQL literal for ${typeof value}`);
}

/** A text[] literal of strings. */
export function sqlTextArray(values: readonly string[]): string {
  return `ARRAY[${values.map(sqlLiteral).join(', ')}]::text[]`;
}
