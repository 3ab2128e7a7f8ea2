import { beforeAll } from 'vitest';
import type { JudgeRole } from '../../../domain/roles';
import { useApi, type Method } from '../../test/api';
import { createContest, createSubmission } from '../../test/factories';
import { createJudgingWorld, YOUTUBE_URL, type JudgingWorld } from './judging.test-support';

type EntryValues = Partial<Parameters<typeof createSubmission>[1]>;

/**
 * A judging API test file's set-up: the app (`useApi`) and the judging world `w` (filled in before the
 * tests run), with the requests and reads the judging tests share.
 */
export function useJudgingWorld() {
  const t = useApi();
  const w = {} as JudgingWorld;
  beforeAll(async () => {
    Object.assign(w, await createJudgingWorld(t.app));
  });
  const entry = (contestId: string, values: EntryValues) =>
    createSubmission(t.app, { contestId, userId: w.participant.user.id, ...values }).then((s) => s.id);
  return {
    t,
    w,
    /** A request with the given Cookie header, or anonymous (null). */
    call: (cookie: string | null, method: Method, url: string, payload?: unknown) =>
      t.call(method, url, payload, cookie ?? ''),
    /** The assigned judge of the role's Cookie header. */
    as: (role: JudgeRole) => w.judges[role].cookie,
    /** A judge of the role assigned nowhere. */
    stranger: (role: JudgeRole) => w.strangers[role].cookie,
    /** The participant's photo entry in the contest. */
    photo: (contestId: string, values: EntryValues = {}) => entry(contestId, values),
    /** A new film contest judged by the world's two film judges. */
    videoContest: () =>
      createContest(t.app, {
        category: 'video',
        videoJudge1Id: w.judges.video_judge_1.user.id,
        videoJudge2Id: w.judges.video_judge_2.user.id,
      }).then((c) => c.id),
    /** The participant's video entry in the contest. */
    video: (contestId: string, values: EntryValues = {}) =>
      entry(contestId, { videoUrl: YOUTUBE_URL, ...values }),
    /** The judging columns of an entry, as stored. */
    row: async (id: string) => {
      const { rows } = await t.db.$client.query(
        `SELECT pre_filter_status, judge1_score, judge2_score, final_score::float8 AS final_score, award,
           judge1_comment, judge2_comment, judge1_feedback, judge2_feedback
         FROM submissions WHERE id = $1`,
        [id],
      );
      return rows[0];
    },
  };
}
