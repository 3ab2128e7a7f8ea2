import type { Queryable } from '../../db/transaction';

/** The stored photo keys (originals) of a contest's entries; read by the contest index. */
export async function fileKeysOfContest(db: Queryable, contestId: string): Promise<Set<string>> {
  const { rows } = await db.query<{ file_key: string }>(
    'SELECT file_key FROM submissions WHERE contest_id = $1 AND file_key IS NOT NULL',
    [contestId],
  );
  return new Set(rows.map((row) => row.file_key));
}
