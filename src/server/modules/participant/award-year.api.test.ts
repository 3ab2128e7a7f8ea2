import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOf, startInstantOf } from '../../../domain/contest-dates';
import { createContest, createSubmission, createUser, signIn } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The dashboard counted an award in the year the entry was sent, the admin screens in the
// year the contest started. One rule now (domain/award-counts): the contest's start year.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the award year', () => {
  it('is the contest’s start year on the dashboard, in the users list and in Statistics alike', async () => {
    const thisYear = Number(dayOf(new Date()).slice(0, 4));
    const participant = await createUser(t.app, { role: 'participant' });
    const admin = await createUser(t.app, { role: 'admin' });
    const adminCookie = await signIn(t.app, admin);
    // A contest that started on 20 December of last year; the entry was sent today.
    const lastYear = await createContest(t.app, {
      showEvaluations: true,
      startsAt: startInstantOf(`${thisYear - 1}-12-20`),
      deadline: new Date(Date.now() + 86_400_000),
    });
    const current = await createContest(t.app, {
      showEvaluations: true,
      startsAt: startInstantOf(addDays(dayOf(new Date()), -1)),
    });
    for (const contestId of [lastYear.id, current.id]) {
      await createSubmission(t.app, {
        contestId,
        userId: participant.id,
        preFilterStatus: 'approved',
        judge1Score: 9,
        judge2Score: 9,
        finalScore: 9,
        award: 'awarded',
      });
    }
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/participant/dashboard',
      headers: { cookie: await signIn(t.app, participant) },
    });
    expect(dashboard.json().awardsThisYear).toBe(1);
    const user = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${participant.id}`,
      headers: { cookie: adminCookie },
    });
    expect(user.json()).toMatchObject({ awardCount: 1, awardSource: 'computed' });
  });
});
