import type { emails } from '../../db/schema';
import type { SqlRowOf } from '../../db/sql-row';
import { hasRow, type Queryable } from '../../db/transaction';

/** Does the user hold any judge slot of the contest? */
export async function isJudgeOfContest(db: Queryable, contestId: string, userId: string): Promise<boolean> {
  return hasRow(
    db,
    `SELECT 1 FROM contests WHERE id = $1 AND $2 IN (pre_filter_judge_id, photo_judge_1_id,
       photo_judge_2_id, video_judge_1_id, video_judge_2_id)`,
    [contestId, userId],
  );
}

export type OutboxRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: SqlRowOf<typeof emails>['status'];
  attempts: number;
  lastError: string | null;
  transport: string | null;
  sentAt: Date | null;
  createdAt: Date;
};

/** The outbox's one filter: every email, or those to one address. */
const TO_ADDRESS = '($1::text IS NULL OR to_address = $1)';

/**
 * A page of stored emails, newest first, optionally to one address, and how many there are in all
 * (counted apart from the page, so a page past the last one still says the total).
 */
export async function listOutbox(
  db: Queryable,
  filter: { to: string | null; limit: number; offset: number },
): Promise<{ items: OutboxRow[]; total: number }> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, to_address AS "to", subject, text, status, attempts, last_error AS "lastError",
            transport, sent_at AS "sentAt", created_at AS "createdAt"
     FROM emails WHERE ${TO_ADDRESS}
     ORDER BY created_at DESC LIMIT $2 OFFSET $3`,
    [filter.to, filter.limit, filter.offset],
  );
  const counted = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM emails WHERE ${TO_ADDRESS}`,
    [filter.to],
  );
  return { items: rows, total: counted.rows[0].total };
}
