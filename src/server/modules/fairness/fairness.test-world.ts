import { awardFor, computeFinalScore } from '../../../domain/awards';
import type { Api } from '../../test/api';
import { createContest, createSubmission, createUser, signedInUser } from '../../test/factories';

// A contest of the worked example of docs/decisions/judging.md ("Fair judging"): judge A (photo judge 1) gives
// 6–8 around 7, judge B (photo judge 2) gives 4–8 around 6, one participant's ten photos.
export const JUDGE_A = [6, 7, 8, 6, 7, 8, 6, 7, 8, 7];
export const JUDGE_B = [8, 6, 4, 4, 6, 8, 4, 6, 8, 6];

const DAY = 24 * 60 * 60 * 1000;

export async function workedExampleContest(t: Api, options: { b?: (number | null)[] } = {}) {
  const pj1 = await signedInUser(t.app, 'photo_judge_1');
  const pj2 = await signedInUser(t.app, 'photo_judge_2');
  const participant = await signedInUser(t.app, 'participant');
  const contest = await createContest(t.app, {
    title: `Justo ${Date.now().toString(36)}`,
    startsAt: new Date(Date.now() - 20 * DAY),
    deadline: new Date(Date.now() - 10 * DAY),
    photoJudge1Id: pj1.user.id,
    photoJudge2Id: pj2.user.id,
  });
  const b = options.b ?? JUDGE_B;
  const ids: string[] = [];
  for (const [index, score1] of JUDGE_A.entries()) {
    const score2 = b[index] ?? null;
    const finalScore = computeFinalScore({ judge1Score: score1, judge2Score: score2, isExtra: false });
    const { id } = await createSubmission(t.app, {
      contestId: contest.id,
      userId: participant.user.id,
      preFilterStatus: 'approved',
      judge1Score: score1,
      judge2Score: score2,
      finalScore,
      award: awardFor(finalScore, false),
      title: `Foto ${index + 1}`,
    });
    ids.push(id);
  }
  const outsider = await createUser(t.app, { role: 'photo_judge_1' });
  return { contestId: contest.id, pj1, pj2, participant, ids, outsider };
}
