import type { Locale } from '../../../domain/schemas/account';
import { allRows, firstRow, type Queryable } from '../../db/transaction';

export const REMINDER_OPT_OUT = 'reminders';

export type ReminderCandidate = {
  contest_id: string;
  title: string;
  category: 'photo' | 'video';
  deadline: Date;
  user_id: string;
  username: string;
  email: string;
  locale: Locale;
  status: 'regular' | 'member' | 'vip';
  items: number;
  entries: number;
  opted_out: boolean;
};

/**
 * The holders of a package in contests whose deadline falls within the next `days` days and who
 * have not had their reminder yet. Contests come from the deadline index, purchases from the
 * (contest, participant) index, entries from the participant's own index; who still needs one is
 * the domain rule's to say.
 */
export async function listReminderCandidates(
  db: Queryable,
  now: Date,
  days: number,
): Promise<ReminderCandidate[]> {
  return allRows<ReminderCandidate>(
    db,
    `SELECT c.id AS contest_id, c.title, c.category, c.deadline, u.id AS user_id, u.username, u.email,
       u.locale, u.status, pp.items, n.entries,
       EXISTS (SELECT 1 FROM email_opt_outs o WHERE o.user_id = u.id AND o.kind = $3) AS opted_out
     FROM contests c
     JOIN package_purchases pp ON pp.contest_id = c.id AND pp.superseded_at IS NULL
     JOIN users u ON u.id = pp.user_id
     CROSS JOIN LATERAL (
       SELECT count(*)::int AS entries FROM submissions s WHERE s.user_id = u.id AND s.contest_id = c.id
     ) n
     WHERE c.deadline > $1 AND c.deadline <= $1 + make_interval(days => $2)
       AND NOT EXISTS (
         SELECT 1 FROM emails e WHERE e.dedupe_key = 'reminder:' || c.id::text || ':' || u.id
       )
     ORDER BY c.deadline, c.id, u.id`,
    [now, days, REMINDER_OPT_OUT],
  );
}

export async function findUser(db: Queryable, userId: string) {
  return firstRow<{ id: string; locale: Locale; opted_out: boolean }>(
    db,
    `SELECT u.id, u.locale,
       EXISTS (SELECT 1 FROM email_opt_outs o WHERE o.user_id = u.id AND o.kind = $2) AS opted_out
     FROM users u WHERE u.id = $1`,
    [userId, REMINDER_OPT_OUT],
  );
}

export async function optOut(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO email_opt_outs (user_id, kind) VALUES ($1, $2) ON CONFLICT (user_id, kind) DO NOTHING',
    [userId, REMINDER_OPT_OUT],
  );
}

export async function optIn(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM email_opt_outs WHERE user_id = $1 AND kind = $2', [userId, REMINDER_OPT_OUT]);
}
