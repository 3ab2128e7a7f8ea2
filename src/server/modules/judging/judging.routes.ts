import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VIDEO_SCORING_ROLES, PHOTO_SCORING_ROLES, SCORING_ROLES } from '../../../domain/judge-slots';
import { JUDGE_ROLES } from '../../../domain/roles';
import { callerOf } from '../../lib/guard';
import * as judging from './judging.service';
import { op } from '../../lib/route';

// The role lists are the first fence; the service then checks the contest slot and category.
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  op(app, 'listJudgeContests', JUDGE_ROLES, async (req) => judging.listMyContests(app.ctx, callerOf(req)));

  op(app, 'listPreFilterQueue', ['pre_filter_judge'], async (req) =>
    judging.listPreFilter(app.ctx, callerOf(req), req.query),
  );

  op(app, 'decidePreFilter', ['pre_filter_judge'], async (req) =>
    judging.changePreFilterStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  op(app, 'listPhotoQueue', PHOTO_SCORING_ROLES, async (req) =>
    judging.listScoring(app.ctx, callerOf(req), 'photo', req.query),
  );

  op(app, 'listFilmQueue', VIDEO_SCORING_ROLES, async (req) =>
    judging.listScoring(app.ctx, callerOf(req), 'video', req.query),
  );

  op(app, 'saveScore', SCORING_ROLES, async (req) =>
    judging.saveScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );

  op(app, 'saveFeedback', SCORING_ROLES, async (req) =>
    judging.saveFeedback(app.ctx, callerOf(req), req.params.id, req.body),
  );

  op(app, 'completeJudging', JUDGE_ROLES, async (req) =>
    judging.completeEvaluation(app.ctx, callerOf(req), req.params.id),
  );
};
