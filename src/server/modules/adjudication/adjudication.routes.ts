import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORING_ROLES } from '../../../domain/judge-slots';
import {
  adjudicationsResponseSchema,
  adjudicatorCommentResultSchema,
  adjudicatorScoreResultSchema,
  disagreementsResponseSchema,
} from '../../../contract/adjudication';
import { okSchema } from '../../../contract/common';
import { callerOf } from '../../lib/guard';
import {
  adjudicatorCommentBodySchema,
  adjudicatorScoreBodySchema,
  assignBodySchema,
  idParamsSchema,
} from './adjudication.schemas';
import * as adjudication from './adjudication.service';
import { route } from '../../lib/route';

/** Disagreements and their adjudication: the admin assigns, a third judge scores blind. */
export const adjudicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contests/:id/disagreements',
    route(['admin'], { params: idParamsSchema }, { 200: disagreementsResponseSchema }),
    async (req) => adjudication.listDisagreements(app.ctx, req.params.id),
  );

  app.put(
    '/api/admin/submissions/:id/adjudicator',
    route(['admin'], { params: idParamsSchema, body: assignBodySchema }, { 200: okSchema }),
    async (req) =>
      adjudication.assignAdjudicator(app.ctx, callerOf(req), req.params.id, req.body.adjudicatorId),
  );

  app.get(
    '/api/judge/adjudications',
    route(SCORING_ROLES, {}, { 200: adjudicationsResponseSchema }),
    async (req) => adjudication.listMyAdjudications(app.ctx, callerOf(req)),
  );

  app.put(
    '/api/judge/adjudications/:id/score',
    route(
      SCORING_ROLES,
      { params: idParamsSchema, body: adjudicatorScoreBodySchema },
      { 200: adjudicatorScoreResultSchema },
    ),
    async (req) => adjudication.saveAdjudicatorScore(app.ctx, callerOf(req), req.params.id, req.body.score),
  );

  app.put(
    '/api/judge/adjudications/:id/feedback',
    route(
      SCORING_ROLES,
      { params: idParamsSchema, body: adjudicatorCommentBodySchema },
      { 200: adjudicatorCommentResultSchema },
    ),
    async (req) =>
      adjudication.saveAdjudicatorComment(app.ctx, callerOf(req), req.params.id, req.body.comment ?? null),
  );
};
