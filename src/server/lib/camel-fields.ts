import type { CamelCase } from 'type-fest';

/** The named columns of a row, each under its camelCase name: `is_extra` → `isExtra`, `judge1_score` → `judge1Score`. */
export type CamelFields<R, K extends keyof R & string> = { [P in K as CamelCase<P>]: R[P] };

/**
 * The named columns of a repo row (snake_case, as pg returns them) under the answer's names: for the
 * answers that pass columns on unchanged. A value that is computed stays written out beside it.
 */
export function camelFields<R extends object, const K extends keyof R & string>(
  row: R,
  keys: readonly K[],
): CamelFields<R, K> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[camelName(key)] = row[key];
  return out as CamelFields<R, K>;
}

function camelName(column: string): string {
  return column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}
