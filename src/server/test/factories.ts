import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findSlotForRole, type JudgeSlot } from '../../domain/contest-rules';
import { isJudgeRole, type Role, type UserStatus } from '../../domain/roles';
import type { PreFilterStatus } from '../../domain/pre-filter';

export const TEST_PASSWORD = 'correct-horse-42';
const hashes = new WeakMap<FastifyInstance, Promise<string>>();

export type TestUser = { id: string; email: string; username: string; role: Role; password: string };

/** A user of any role, created straight in the database (sign-up only ever makes participants). */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{
    role: Role;
    status: UserStatus;
    email: string;
    username: string;
    locale: 'pt' | 'en';
  }> = {},
): Promise<TestUser> {
  const context = await app.ctx.auth.$context;
  if (!hashes.has(app)) hashes.set(app, context.password.hash(TEST_PASSWORD));
  const suffix = randomBytes(4).toString('hex');
  const role = overrides.role ?? 'participant';
  const username = overrides.username ?? `${role}-${suffix}`;
  const email = overrides.email ?? `${username}@example.test`;
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: username,
      emailVerified: true,
      country: 'BR',
      stateCode: '35',
      cityCode: '3550308',
      locale: overrides.locale ?? 'pt',
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await hashes.get(app)!,
  });
  await app.ctx.db.$client.query('UPDATE users SET role = $2, status = $3 WHERE id = $1', [
    user.id,
    role,
    overrides.status ?? 'regular',
  ]);
  return { id: user.id, email, username, role, password: TEST_PASSWORD };
}

/** A sign-in through the real endpoint, right or wrong: its answer as it is. */
export function signInAttempt(
  app: FastifyInstance,
  credentials: { email: string; password: string },
  headers?: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers,
    payload: { email: credentials.email, password: credentials.password },
  });
}

/** Signs in through the real endpoint and returns the Cookie header to send with later requests. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
): Promise<string> {
  const response = await signInAttempt(app, user);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookies = response.headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : [cookies ?? ''];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Creates a user of the role and signs them in. */
export async function signedInUser(app: FastifyInstance, role: Role = 'participant', status?: UserStatus) {
  const user = await createUser(app, { role, status });
  return { user, cookie: await signIn(app, user) };
}

export type TestContest = { id: string };

/**
 * A contest straight in the database. Defaults: a photo (wedding) contest open from yesterday until
 * ten days from now; pass `deadline` to move the end.
 */
export async function createContest(
  app: FastifyInstance,
  values: Partial<{
    title: string;
    category: 'photo' | 'video';
    photoCategory: 'wedding' | 'family' | null;
    startsAt: Date;
    deadline: Date;
    resultsAt: Date;
    isExtra: boolean;
    showTitlesToJudges: boolean;
    minPhotoLongSide: number | null;
    showEvaluations: boolean;
    showSubmissions: boolean;
    showPreFilterResults: boolean;
    preFilterJudgeId: string | null;
    photoJudge1Id: string | null;
    photoJudge2Id: string | null;
    videoJudge1Id: string | null;
    videoJudge2Id: string | null;
    rules: string;
  }> = {},
): Promise<TestContest> {
  const day = 24 * 60 * 60 * 1000;
  const category = values.category ?? 'photo';
  const { rows } = await app.ctx.db.$client.query<{ id: string }>(
    `INSERT INTO contests (title, category, photo_category, starts_at, deadline, results_at, is_extra,
       show_evaluations, show_submissions, show_pre_filter_results, pre_filter_judge_id, photo_judge_1_id,
       photo_judge_2_id, video_judge_1_id, video_judge_2_id, rules, show_titles_to_judges, min_photo_long_side)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18) RETURNING id`,
    [
      values.title ?? `Contest ${randomBytes(3).toString('hex')}`,
      category,
      values.photoCategory === undefined ? (category === 'photo' ? 'wedding' : null) : values.photoCategory,
      values.startsAt ?? new Date(Date.now() - day),
      values.deadline ?? new Date(Date.now() + 10 * day),
      values.resultsAt ?? new Date(Date.now() + 20 * day),
      values.isExtra ?? false,
      values.showEvaluations ?? false,
      values.showSubmissions ?? false,
      values.showPreFilterResults ?? false,
      values.preFilterJudgeId ?? null,
      values.photoJudge1Id ?? null,
      values.photoJudge2Id ?? null,
      values.videoJudge1Id ?? null,
      values.videoJudge2Id ?? null,
      values.rules ?? '',
      values.showTitlesToJudges ?? false,
      values.minPhotoLongSide ?? null,
    ],
  );
  return rows[0];
}

/** The judge fields of a contest that assign these judges, each to the slot of their role. */
export function judgedBy(...judges: { id: string; role: Role }[]): Partial<Record<JudgeSlot, string>> {
  return Object.fromEntries(
    judges.map((judge) => {
      if (!isJudgeRole(judge.role)) throw new Error(`judgedBy: ${judge.role} is not a judge role`);
      return [findSlotForRole(judge.role), judge.id];
    }),
  );
}

/**
 * A submission straight in the database: a photo (with a made-up file key, no file on disk) unless
 * `videoUrl` is given.
 */
export async function createSubmission(
  app: FastifyInstance,
  values: {
    contestId: string;
    userId: string;
    videoUrl?: string;
    preFilterStatus?: PreFilterStatus;
    isPaid?: boolean;
    judge1Score?: number | null;
    judge2Score?: number | null;
    finalScore?: number | null;
    award?: 'awarded' | 'honorable' | 'not_awarded' | null;
    judge1Comment?: string | null;
    judge2Comment?: string | null;
    /** Who gave the judge-1 / judge-2 evaluation; by default the contest's judge in that slot. */
    judge1Id?: string | null;
    judge2Id?: string | null;
    title?: string | null;
    caption?: string | null;
    createdAt?: Date;
  },
): Promise<{ id: string }> {
  // A seeded evaluation belongs to a judge, as one given through the API does.
  const { rows } = await app.ctx.db.$client.query<{ id: string }>(
    `INSERT INTO submissions (contest_id, user_id, file_key, video_url, pre_filter_status, is_paid,
       judge1_score, judge2_score, final_score, award, judge1_comment, judge2_comment, created_at,
       judge1_id, judge2_id, title, caption)
     SELECT $1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,coalesce($13, now()),
       CASE WHEN $7::smallint IS NOT NULL OR $11::text IS NOT NULL THEN coalesce($14,
         CASE WHEN c.category = 'photo' THEN c.photo_judge_1_id ELSE c.video_judge_1_id END) END,
       CASE WHEN $8::smallint IS NOT NULL OR $12::text IS NOT NULL THEN coalesce($15,
         CASE WHEN c.category = 'photo' THEN c.photo_judge_2_id ELSE c.video_judge_2_id END) END,
       $16, $17
     FROM contests c WHERE c.id = $1
     RETURNING id`,
    [
      values.contestId,
      values.userId,
      values.videoUrl ? null : `test/${randomBytes(8).toString('hex')}`,
      values.videoUrl ?? null,
      values.preFilterStatus ?? 'pending',
      values.isPaid ?? false,
      values.judge1Score ?? null,
      values.judge2Score ?? null,
      values.finalScore ?? null,
      values.award ?? null,
      values.judge1Comment ?? null,
      values.judge2Comment ?? null,
      values.createdAt ?? null,
      values.judge1Id ?? null,
      values.judge2Id ?? null,
      values.title ?? null,
      values.caption ?? null,
    ],
  );
  return rows[0];
}

/** A photo contest with both photo judges and `count` approved, paid photos of one participant, none scored. */
export async function photoContestToJudge(app: FastifyInstance, count: number) {
  const judge1 = await createUser(app, { role: 'photo_judge_1' });
  const judge2 = await createUser(app, { role: 'photo_judge_2' });
  const author = await createUser(app, { role: 'participant' });
  const contest = await createContest(app, judgedBy(judge1, judge2));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await createSubmission(app, {
      contestId: contest.id,
      userId: author.id,
      preFilterStatus: 'approved',
      isPaid: true,
    });
    ids.push(id);
  }
  return { judge1, judge2, author, contest, ids };
}
