import type { FastifyInstance } from 'fastify';
import { JUDGE_ROLES, type JudgeRole } from '../../../domain/roles';
import { createContest, createUser, judgedBy, signIn, type TestUser } from '../../test/factories';

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

export async function createJudgingWorld(app: FastifyInstance): Promise<JudgingWorld> {
  const judges = {} as Record<JudgeRole, SignedIn>;
  const strangers = {} as Record<JudgeRole, SignedIn>;
  for (const role of JUDGE_ROLES) {
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
  const contest = (values: Parameters<typeof createContest>[1]) =>
    createContest(app, values).then((c) => c.id);
  const judge = (role: JudgeRole) => judges[role].user;
  const photoContest = await contest({
    title: 'Casamentos 2026',
    ...judgedBy(judge('pre_filter_judge'), judge('photo_judge_1'), judge('photo_judge_2')),
  });
  const videoContest = await contest({
    title: 'Filmes 2026',
    category: 'video',
    ...judgedBy(judge('video_judge_1'), judge('video_judge_2')),
  });
  const extraPhotoContest = await contest({
    title: 'Extra fotos',
    isExtra: true,
    ...judgedBy(judge('pre_filter_judge'), judge('photo_judge_1')),
  });
  const extraVideoContest = await contest({
    title: 'Extra filmes',
    category: 'video',
    isExtra: true,
    ...judgedBy(judge('video_judge_1')),
  });
  const others = {} as Record<JudgeRole, TestUser>;
  for (const role of JUDGE_ROLES) others[role] = await createUser(app, { role });
  const otherPhotoContest = await contest({
    title: 'Outro concurso',
    ...judgedBy(others.pre_filter_judge, others.photo_judge_1, others.photo_judge_2),
  });
  const otherVideoContest = await contest({
    title: 'Outros filmes',
    category: 'video',
    ...judgedBy(others.video_judge_1, others.video_judge_2),
  });
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
