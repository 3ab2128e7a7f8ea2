import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses, uuidParamsSchema as idParamsSchema } from '../../../contract/common';
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
import { FILM_SCORING_ROLES, PHOTO_SCORING_ROLES, SCORING_ROLES } from '../../../domain/judge-slots';
import { JUDGE_ROLES } from '../../../domain/roles';
import { callerOf } from '../../lib/guard';
import * as judging from './judging.service';

// The role lists are the first fence; the service then checks the contest slot and category.
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/judge/contests',
    { config: { access: JUDGE_ROLES }, schema: { response: responses({ 200: judgeContestsSchema }) } },
    async (req) => judging.listMyContests(app.ctx, callerOf(req)),
  );

  app.get(
    '/api/judge/pre-filter/submissions',
    {
      config: { access: ['pre_filter_judge'] },
      schema: { querystring: preFilterListQuerySchema, response: responses({ 200: preFilterPageSchema }) },
    },
    async (req) => judging.listPreFilter(app.ctx, callerOf(req), req.query),
  );

  app.patch(
    '/api/judge/pre-filter/submissions/:id',
    {
      config: { access: ['pre_filter_judge'] },
      schema: {
        params: idParamsSchema,
        body: preFilterChangeSchema,
        response: responses({ 200: preFilterChangeResultSchema }),
      },
    },
    async (req) => judging.changePreFilterStatus(app.ctx, callerOf(req), req.params.id, req.body.status),
  );

  app.get(
    '/api/judge/photo/submissions',
    {
      config: { access: PHOTO_SCORING_ROLES },
      schema: { querystring: scoringListQuerySchema, response: responses({ 200: scoringPageSchema }) },
    },
    async (req) => judging.listScoring(app.ctx, callerOf(req), 'photo', req.query),
  );

  app.get(
    '/api/judge/video/submissions',
    {
      config: { access: FILM_SCORING_ROLES },
      schema: { querystring: scoringListQuerySchema, response: responses({ 200: scoringPageSchema }) },
    },
    async (req) => judging.listScoring(app.ctx, callerOf(req), 'video', req.query),
  );

  app.put(
    '/api/judge/submissions/:id/score',
    {
      config: { access: SCORING_ROLES },
      schema: {
        params: idParamsSchema,
        body: scoreBodySchema,
        response: responses({ 200: scoringSaveResultSchema }),
      },
    },
    async (req) => judging.saveScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );

  app.put(
    '/api/judge/submissions/:id/feedback',
    {
      config: { access: SCORING_ROLES },
      schema: {
        params: idParamsSchema,
        body: feedbackBodySchema,
        response: responses({ 200: scoringSaveResultSchema }),
      },
    },
    async (req) => judging.saveFeedback(app.ctx, callerOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/judge/contests/:id/complete',
    {
      config: { access: JUDGE_ROLES },
      schema: { params: idParamsSchema, response: responses({ 200: completionSchema }) },
    },
    async (req) => judging.completeEvaluation(app.ctx, callerOf(req), req.params.id),
  );
};
