import http from 'node:http';
import type { Database } from '../src/server/db/client';
import { judgeSlotOf } from '../src/domain/judge-slots';
import * as judgingRepo from '../src/server/modules/judging/judging.repo';
import { ACCOUNTS, BENCH_PASSWORD } from './common';
import { httpCall, mapLimit, signIn, type OpenLoopStream } from './lib';

// The judges the load scenarios play, shared by the bench ((b), (f)) and the soak run.

type Pool = Database['$client'];

export const JUDGES = 10;
export const SESSIONS_PER_JUDGE = 20;
/** A judge in the open loop ((f), soak): one score save a second, one grid refresh every ten. */
export const JUDGING_SAVES_PER_SECOND = 1;
export const JUDGING_GRIDS_PER_SECOND = 0.1;

export const judgeEmails = (): string[] =>
  Array.from({ length: JUDGES }, (_, i) => ACCOUNTS.judge('photo1', i + 1));

export type JudgeSession = { email: string; cookie: string };

/**
 * A run stopped in the middle of its sign-ins leaves their provisional failures behind (the
 * throttle counts an attempt before it checks the password), and the next run's twenty sign-ins of
 * one judge would be refused: each run starts with none.
 */
export async function forgetFailedSignIns(pool: Pool): Promise<void> {
  await pool.query('DELETE FROM login_failures');
}

/** `perJudge` real sign-ins (scrypt each) of each of the ten first-photo judges. */
export async function signInJudges(base: string, perJudge: number): Promise<JudgeSession[]> {
  return mapLimit(
    judgeEmails().flatMap((email) => Array.from({ length: perJudge }, () => email)),
    4,
    async (email) => ({ email, cookie: await signIn(base, email, BENCH_PASSWORD) }),
  );
}

export type JudgeWork = {
  /** Approved photos each judge may score, by email. */
  work: Map<string, string[]>;
  judgeIds: Map<string, string>;
  /** Each judge's newest contest: the pending queue (d) and (f) read, which the saves stay out of. */
  newestContest: Map<string, string>;
};

/** What each judge scores in (b), (f) and the soak. */
export async function scorableWork(pool: Pool): Promise<JudgeWork> {
  const work = new Map<string, string[]>();
  const judgeIds = new Map<string, string>();
  const newestContest = new Map<string, string>();
  for (const email of judgeEmails()) {
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const judgeId = rows[0].id;
    judgeIds.set(email, judgeId);
    // The judge's newest contest is the one (d) and (f) read as the judge screen's pending queue:
    // saves stay out of it, so repeated runs do not empty the page the reads measure.
    const [newest] = await judgingRepo.listAssignedContests(pool, judgeSlotOf('photo_judge_1'), judgeId);
    newestContest.set(email, newest.id);
    const scorable = (except: string | null) =>
      pool.query<{ id: string }>(
        `SELECT s.id FROM submissions s JOIN contests c ON c.id = s.contest_id
         WHERE c.photo_judge_1_id = (SELECT id FROM users WHERE email = $1) AND c.id IS DISTINCT FROM $2::uuid
           AND s.file_key IS NOT NULL AND s.pre_filter_status = 'approved'
           -- Only entries this judge may score: an evaluation belongs to the judge who gave it, and
           -- seeds made before judge ids were seeded (or by an earlier holder) have none.
           AND (s.judge1_id = c.photo_judge_1_id OR (s.judge1_id IS NULL AND s.judge1_score IS NULL))
           -- Saves the server accepts: results not published, the judge's scores not locked by their
           -- completion (judging/score-sql.ts judgeMayScoreSql); older seeds' judged contests are both.
           AND NOT c.show_evaluations
           AND NOT EXISTS (SELECT 1 FROM evaluation_completions ec
             WHERE ec.contest_id = c.id AND ec.judge_id = c.photo_judge_1_id)
         ORDER BY md5(s.id::text) LIMIT 2000`,
        [email, except],
      );
    let { rows: ids } = await scorable(newest.id);
    // A judge whose only scorable photos are in that contest saves there ((d) restores its queue).
    if (ids.length === 0) ({ rows: ids } = await scorable(null));
    if (ids.length === 0) throw new Error(`${email} has no photo to score: seed again`);
    work.set(
      email,
      ids.map((r) => r.id),
    );
  }
  return { work, judgeIds, newestContest };
}

/**
 * The open-loop arrivals of `sessions` judges over HTTP ((f) and the soak): each a browser with its
 * own keep-alive connections (at most 6, as browsers allow per host), saving a random score on a
 * random photo of theirs and refreshing their pending queue. `agents` collects the agents to destroy.
 */
export function judgeStreams(
  base: string,
  sessions: JudgeSession[],
  judges: JudgeWork,
  agents: http.Agent[],
): OpenLoopStream[] {
  const pick = (email: string) => {
    const ids = judges.work.get(email)!;
    return ids[Math.floor(Math.random() * ids.length)];
  };
  return sessions.flatMap((session) => {
    // With a timeout, the agent closes an idle connection 1 s before the server's announced keep-alive
    // timeout (`Keep-Alive: timeout=72`). Without one, Node 20's agent ignores the announcement and
    // keeps idle connections until the server closes them, and a request sent on one as the server's
    // close arrives is reset ('read ECONNRESET': the soak's rare errors). A browser needs no such care:
    // it sends again a request whose reused connection was closed under it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6, timeout: 5 * 60_000 });
    agents.push(agent);
    const grid = `${base}/api/judge/photo/submissions?contestId=${judges.newestContest.get(session.email)}&tab=pending`;
    return [
      {
        label: 'save',
        perSecond: JUDGING_SAVES_PER_SECOND,
        fire: () =>
          httpCall(agent, `${base}/api/judge/submissions/${pick(session.email)}/score`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', cookie: session.cookie, origin: base },
            body: JSON.stringify({ score: 1 + Math.floor(Math.random() * 10) }),
          }),
      },
      {
        label: 'grid',
        perSecond: JUDGING_GRIDS_PER_SECOND,
        fire: () => httpCall(agent, grid, { headers: { cookie: session.cookie } }),
      },
    ];
  });
}
