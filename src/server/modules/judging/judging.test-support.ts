import type { FastifyInstance } from 'fastify';
import type { JudgeRole } from '../../../domain/roles';
import { createContest, createUser, signIn, type TestUser } from '../../test/factories';

// A small judging world for the API tests: one judge per role (and a spare of each, assigned
// nowhere), a participant with an easy-to-spot name, and contests of both categories.

export type SignedIn = { user: TestUser; cookie: string };

export type JudgingWorld = {
  judges: Record<JudgeRole, SignedIn>;
  /** Same roles, never assigned to any contest. */
  strangers: Record<JudgeRole, SignedIn>;
  participant: SignedIn;
  admin: SignedIn;
  photoContest: string;
  videoContest: string;
  extraPhotoContest: string;
  extraVideoContest: string;
  /** A photo and a video contest judged by other people. */
  otherPhotoContest: string;
  otherVideoContest: string;
};

async function signedIn(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1],
): Promise<SignedIn> {
  const user = await createUser(app, overrides);
  return { user, cookie: await signIn(app, user) };
}

const ROLES: JudgeRole[] = [
  'pre_filter_judge',
  'photo_judge_1',
  'photo_judge_2',
  'video_judge_1',
  'video_judge_2',
];

export async function createJudgingWorld(app: FastifyInstance): Promise<JudgingWorld> {
  const judges = {} as Record<JudgeRole, SignedIn>;
  const strangers = {} as Record<JudgeRole, SignedIn>;
  for (const role of ROLES) {
    judges[role] = await signedIn(app, { role });
    strangers[role] = await signedIn(app, { role });
  }
  const suffix = Date.now().toString(36);
  const participant = await signedIn(app, {
    role: 'participant',
    username: `Zefa Fotografo ${suffix}`,
    email: `zefa.${suffix}@example.test`,
  });
  const admin = await signedIn(app, { role: 'admin' });
  const photoJudges = {
    preFilterJudgeId: judges.pre_filter_judge.user.id,
    photoJudge1Id: judges.photo_judge_1.user.id,
    photoJudge2Id: judges.photo_judge_2.user.id,
  };
  const videoJudges = {
    videoJudge1Id: judges.video_judge_1.user.id,
    videoJudge2Id: judges.video_judge_2.user.id,
  };
  const photoContest = (await createContest(app, { title: 'Casamentos 2026', ...photoJudges })).id;
  const videoContest = (await createContest(app, { title: 'Filmes 2026', category: 'video', ...videoJudges }))
    .id;
  const extraPhotoContest = (
    await createContest(app, {
      title: 'Extra fotos',
      isExtra: true,
      preFilterJudgeId: judges.pre_filter_judge.user.id,
      photoJudge1Id: judges.photo_judge_1.user.id,
    })
  ).id;
  const extraVideoContest = (
    await createContest(app, {
      title: 'Extra filmes',
      category: 'video',
      isExtra: true,
      videoJudge1Id: judges.video_judge_1.user.id,
    })
  ).id;
  const other = await createUser(app, { role: 'pre_filter_judge' });
  const others = {
    pj1: await createUser(app, { role: 'photo_judge_1' }),
    pj2: await createUser(app, { role: 'photo_judge_2' }),
    vj1: await createUser(app, { role: 'video_judge_1' }),
    vj2: await createUser(app, { role: 'video_judge_2' }),
  };
  const otherPhotoContest = (
    await createContest(app, {
      title: 'Outro concurso',
      preFilterJudgeId: other.id,
      photoJudge1Id: others.pj1.id,
      photoJudge2Id: others.pj2.id,
    })
  ).id;
  const otherVideoContest = (
    await createContest(app, {
      title: 'Outros filmes',
      category: 'video',
      videoJudge1Id: others.vj1.id,
      videoJudge2Id: others.vj2.id,
    })
  ).id;
  return {
    judges,
    strangers,
    participant,
    admin,
    photoContest,
    videoContest,
    extraPhotoContest,
    extraVideoContest,
    otherPhotoContest,
    otherVideoContest,
  };
}

export const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
