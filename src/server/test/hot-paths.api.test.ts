import { describe, expect, it } from 'vitest';
import { useApi } from './api';
import { createContest, createSubmission, createUser, judgedBy, signIn } from './factories';
import { statementsDuring } from './statements';

// For each hot endpoint, the SQL statements one request sends and the size of its
// answer on a fixed data set. Deterministic (no clock, no load), so they guard CI where a timed bench
// cannot: a change that adds a query per row, or a field per row, fails here.

const t = useApi();

/**
 * Measured 2026-11-26 (3 statements each; 385 B, 7,152 B, 45,697 B and 6,431 B), then 2026-11-27
 * after the lean answers (rows carry their contest by id, the page names each contest once, and
 * no image URL: they follow from the id): 218 B, 4,058 B, 29,859 B and 3,465 B. Budgets are the
 * latter plus ~5 %: a change that needs more says so here, in its own diff.
 */
const BUDGETS: Record<string, { statements: number; bytes: number }> = {
  'score save': { statements: 3, bytes: 230 },
  'judge queue': { statements: 3, bytes: 4_300 },
  rankings: { statements: 3, bytes: 31_400 },
  'my submissions': { statements: 3, bytes: 3_650 },
};

/** 40 approved photos of 4 participants; judge 1 scored the first 20 (8 or 5), judge 2 the first 10. */
async function judgedContest() {
  const judge1 = await createUser(t.app, { role: 'photo_judge_1', username: 'hot-judge-one' });
  const judge2 = await createUser(t.app, { role: 'photo_judge_2', username: 'hot-judge-two' });
  const contest = await createContest(t.app, { title: 'Hot paths', ...judgedBy(judge1, judge2) });
  const participants = [];
  for (let p = 0; p < 4; p++) {
    participants.push(await createUser(t.app, { role: 'participant', username: `hot-participant-${p}` }));
  }
  const ids: string[] = [];
  for (let i = 0; i < 40; i++) {
    const score1 = i < 20 ? (i % 2 ? 8 : 5) : null;
    const score2 = i < 10 ? 7 : null;
    const { id } = await createSubmission(t.app, {
      contestId: contest.id,
      userId: participants[i % 4].id,
      preFilterStatus: 'approved',
      isPaid: true,
      judge1Score: score1,
      judge2Score: score2,
      finalScore: score1 !== null && score2 !== null ? (score1 + score2) / 2 : null,
      title: `Photo title ${String(i).padStart(2, '0')}`,
    });
    ids.push(id);
  }
  return {
    contestId: contest.id,
    ids,
    judge1: await signIn(t.app, judge1),
    participant: await signIn(t.app, participants[0]),
  };
}

/** The request's statements and answer; the request is made twice, so caches are warm and equal. */
async function measure(method: 'GET' | 'PUT', url: string, cookie: string, payload?: unknown) {
  await t.call(method, url, payload, cookie);
  let status = 0;
  let bytes = 0;
  const statements = await statementsDuring(async () => {
    const res = await t.call(method, url, payload, cookie);
    status = res.statusCode;
    bytes = res.rawPayload.length;
  });
  return { status, bytes, statements };
}

describe('hot endpoints: statements per request and answer size on a fixed data set', () => {
  it('hold their budgets', async () => {
    const { contestId, ids, judge1, participant } = await judgedContest();
    const cases = {
      'score save': await measure('PUT', `/api/judge/submissions/${ids[30]}/score`, judge1, { score: 6 }),
      'judge queue': await measure('GET', `/api/judge/photo/submissions?contestId=${contestId}`, judge1),
      rankings: await measure('GET', `/api/admin/results/submissions?contestId=${contestId}`, t.cookie),
      'my submissions': await measure('GET', '/api/participant/submissions', participant),
    };
    for (const [name, measured] of Object.entries(cases)) {
      expect(measured.status, name).toBe(200);
      // The session and its user (two reads), then the work itself in one statement.
      expect(
        measured.statements.length,
        `${name}: SQL statements\n${measured.statements.map((q) => q.replace(/\s+/g, ' ').slice(0, 120)).join('\n')}`,
      ).toBeLessThanOrEqual(BUDGETS[name].statements);
      expect(measured.bytes, `${name}: answer bytes`).toBeLessThanOrEqual(BUDGETS[name].bytes);
    }
  });
});
