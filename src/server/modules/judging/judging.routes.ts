import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParamsSchema as idParamsSchema } from '../../../contract/common';
import {
  completionSchema,
  feedbackBodySchema,
  judgeContestsSchema,
  preFilterChangeResultSchema,
  preFilterChangeSchema,
  preFilterListQuerySchema,
  preFilterPageSchema,
  scoreBodySchema,
  scoringListQuerySchema,
  scoringPageSchema,
  scoringSaveResultSchema,
} from '../../../contract/judging';
import { VIDEO_SCORING_ROLES, PHOTO_SCORING_ROLES, SCORING_ROLES } from '../../../domain/judge-slots';
import { JUDGE_ROLES } from '../../../domain/roles';
import { callerOf } from '../../lib/guard';
import * as judging from './judging.service';
import { route } from '../../lib/route';

// The role lists are the first fence; the service then checks the contest slot and category.
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/judge/contests', route(JUDGE_ROLES, {}, { 200: judgeContestsSchema }), async (req) =>
    judging.listMyContests(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/judge/pre-filter/submissions',
    route(['pre_filter_judge'], { querystring: preFilterListQuerySchema }, { 200: preFilterPageSchema }),
    async (req) => judging.listPreFilter(app.ctx, callerOf(req), req.query),
  );

  app.patch(
    '/api/judge/pre-filter/submissions/:id',
    route(
      ['pre_filter_judge'],
      { params: idParamsSchema, body: preFilterChangeSchema },
      { 200: preFilterChangeResultSchema },
    ),
    async (req) => judging.changePreFilterStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  app.get(
    '/api/judge/photo/submissions',
    route(PHOTO_SCORING_ROLES, { querystring: scoringListQuerySchema }, { 200: scoringPageSchema }),
    async (req) => judging.listScoring(app.ctx, callerOf(req), 'photo', req.query),
  );

  app.get(
    '/api/judge/video/submissions',
    route(VIDEO_SCORING_ROLES, { querystring: scoringListQuerySchema }, { 200: scoringPageSchema }),
    async (req) => judging.listScoring(app.ctx, callerOf(req), 'video', req.query),
  );

  app.put(
    '/api/judge/submissions/:id/score',
    route(SCORING_ROLES, { params: idParamsSchema, body: scoreBodySchema }, { 200: scoringSaveResultSchema }),
    async (req) => judging.saveScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );

  app.put(
    '/api/judge/submissions/:id/feedback',
    route(
      SCORING_ROLES,
      { params: idParamsSchema, body: feedbackBodySchema },
      { 200: scoringSaveResultSchema },
    ),
    async (req) => judging.saveFeedback(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/judge/contests/:id/complete',
    route(JUDGE_ROLES, { params: idParamsSchema }, { 200: completionSchema }),
    async (req) => judging.completeEvaluation(app.ctx, callerOf(req), req.params.id),
  );
};
