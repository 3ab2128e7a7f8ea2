import type { FastifyInstance } from 'fastify';
import { createUser } from '../../test/factories';

/** The judges of a new photo contest (pre-filter, judge 1 and 2) or video contest (judge 1 and 2). */
export async function judgesOf(app: FastifyInstance, kind: 'photo' | 'video') {
  if (kind === 'photo') {
    return {
      preFilter: await createUser(app, { role: 'pre_filter_judge' }),
      judge1: await createUser(app, { role: 'photo_judge_1' }),
      judge2: await createUser(app, { role: 'photo_judge_2' }),
    };
  }
  return {
    judge1: await createUser(app, { role: 'video_judge_1' }),
    judge2: await createUser(app, { role: 'video_judge_2' }),
  };
}
