import type { FastifyInstance } from 'fastify';
import { createContest, createSubmission, createUser, type TestUser } from '../../test/factories';

// What the user API tests share.

/** The body of PUT /api/admin/users/:id that keeps the user as they are, but for `changes`. */
export function editOf(user: { username: string; email: string }, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    email: user.email,
    role: 'participant',
    status: 'regular',
    country: 'BR',
    stateCode: '35',
    cityCode: '3550308',
    ...changes,
  };
}

/** A participant with an entry a judge has scored: one an admin may not delete. */
export async function participantWithScoredEntry(app: FastifyInstance): Promise<TestUser> {
  const participant = await createUser(app);
  const contest = await createContest(app);
  await createSubmission(app, {
    contestId: contest.id,
    userId: participant.id,
    preFilterStatus: 'approved',
    judge1Score: 8,
  });
  return participant;
}
