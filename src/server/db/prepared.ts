import { createHash } from 'node:crypto';
import type { QueryConfig } from 'pg';

const names = new Map<string, string>();
let isNaming = true;

/**
 * Turns naming on or off for the whole process (config DATABASE_PREPARED_STATEMENTS). Off, the same
 * queries go unnamed: behind a pooler in transaction mode each transaction may get another server
 * connection, on which a statement prepared elsewhere does not exist.
 */
export function setPreparedStatements(enabled: boolean): void {
  isNaming = enabled;
}

/**
 * A query as a named (prepared) statement, for the hot read paths (rankings, judge grids, My
 * Submissions). Each pooled connection parses and plans it once and then only binds and executes:
 * the planning of these multi-join statements cost PostgreSQL about as much as running them
 * (bench/README.md). The name is derived from the text, so every filter combination gets its own.
 * PostgreSQL re-plans by itself when the tables or indexes change; a migration that changed the type
 * of a selected column would fail such a statement once on each old connection.
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  if (!isNaming) return { text, values };
  let name = names.get(text);
  if (name === undefined) {
    name = `j_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    // Filter combinations are finite; the bound only guards against a caller building unique texts.
    if (names.size > 5_000) names.clear();
    names.set(text, name);
  }
  return { name, text, values };
}
